// POST /api/sandbox-pay/charges: what the shopper chose on the sandbox payment sheet (approve, decline,
// let the M-Pesa prompt time out, or approve late). The answer is what the real modal reports to the
// page: status and transaction_id. It proves nothing by itself: the checkout is paid only when the
// server verifies the transaction (through the sandbox gateway, as with the real provider).
import { sandboxChargeInput } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { validJson } from '../../lib/validate';
import { insertSandboxPayment } from './sandbox.repo';

/** How long a "late" M-Pesa approval stays pending before it settles. */
export const SANDBOX_LATE_SETTLE_MS = 20_000;

const OUTCOMES = {
  approve: 'successful',
  decline: 'cancelled',
  timeout: 'failed',
  approve_late: 'pending',
} as const;

const PAYMENT_TYPES = { mpesa: 'mpesa', card: 'card', bank: 'bank_transfer' } as const;

export const sandboxPayRoutes = (deps: AppDeps) =>
  new Hono().post('/charges', validJson(sandboxChargeInput), async (c) => {
    if (deps.payments.name !== 'sandbox')
      throw new HttpError(404, 'not_found', 'The sandbox payment sheet is switched off in this shop.');
    const input = c.req.valid('json');
    const status = OUTCOMES[input.outcome];
    const payment = await insertSandboxPayment(deps.database.db, {
      txRef: input.tx_ref,
      amount: input.amount,
      currency: input.currency.toUpperCase(),
      paymentType: PAYMENT_TYPES[input.method],
      phone: input.phone ?? null,
      status,
      settlesAt: status === 'pending' ? new Date(Date.now() + SANDBOX_LATE_SETTLE_MS) : null,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ status, transaction_id: String(payment.id), tx_ref: payment.txRef }, 201);
  });
