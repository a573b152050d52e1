// The sandbox's stand-in for Flutterwave's verification API, answering in its exact envelopes:
// { status: 'success', message, data: { id, tx_ref, flw_ref, amount, currency, charged_amount, status,
// payment_type, customer } } or { status: 'error', message, data: null }. A "late" M-Pesa payment
// answers pending until it settles, then successful, as a slow phone does.
import { Hono } from 'hono';
import type { Db } from '../../db/database';
import { findSandboxPayment, latestSandboxPayment, type SandboxPayment } from './sandbox.repo';

const notFound = (message: string) => ({ status: 'error', message, data: null });

function envelope(payment: SandboxPayment, now: Date) {
  const settled = payment.status === 'pending' && payment.settlesAt && payment.settlesAt <= now;
  const status = settled ? 'successful' : payment.status;
  return {
    status: 'success',
    message: 'Transaction fetched successfully',
    data: {
      id: payment.id,
      tx_ref: payment.txRef,
      flw_ref: `SANDBOX-${payment.id}`,
      amount: payment.amount,
      currency: payment.currency,
      charged_amount: payment.amount,
      status,
      payment_type: payment.paymentType,
      created_at: payment.createdAt.toISOString(),
      customer: { phone_number: payment.phone },
    },
  };
}

export function createSandboxGateway(db: Db, secretKey: string) {
  return new Hono()
    .use(async (c, next) => {
      if (c.req.header('authorization') !== `Bearer ${secretKey}`)
        return c.json({ status: 'error', message: 'Invalid authorization key', data: null }, 401);
      return next();
    })
    .get('/v3/transactions/verify_by_reference', async (c) => {
      const txRef = c.req.query('tx_ref') ?? '';
      const payment = await latestSandboxPayment(db, txRef);
      return payment
        ? c.json(envelope(payment, new Date()))
        : c.json(notFound('No transaction was found for this id'), 400);
    })
    .get('/v3/transactions/:id/verify', async (c) => {
      const id = Number(c.req.param('id'));
      const payment = Number.isSafeInteger(id) && id > 0 ? await findSandboxPayment(db, id) : null;
      return payment
        ? c.json(envelope(payment, new Date()))
        : c.json(notFound('No transaction was found for this id'), 400);
    });
}
