// A payment report — from the browser, the provider's webhook or the reconciliation job, in any order
// and any number of times — becomes at most one order. The report is only a hint: the provider is
// asked (with no database lock held, PROMISES INV-5), the domain judges its answer (PAY-2), and only
// then is the order written (place-order.workflow). A provider that cannot be reached decides nothing
// (PAY-11).
import { judgeVerification, refusedPaymentNote, type PaymentJudgement } from '@shop/domain/rules';
import { paymentFailedMessage } from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import { ProviderUnavailable } from '../payments/payments.provider';
import { releaseHold } from '../stock/stock.service';
import { findCheckoutByTxRef, type Checkout } from './checkout.repo';
import { logRefusedPayment } from './failed-orders.repo';
import { placeOrder } from './place-order.workflow';

type Deps = Pick<AppDeps, 'database' | 'payments' | 'logger'>;

export type ReportSource = 'browser' | 'webhook' | 'reconciliation';

export type Confirmation =
  | { kind: 'paid'; orderId: string; checkout: Checkout; created: boolean }
  | { kind: 'failed'; status: string; message: string; checkout: Checkout }
  | { kind: 'pending'; checkout: Checkout }
  | { kind: 'rejected'; checkout: Checkout }
  | { kind: 'not_recorded'; transactionId: string; checkout: Checkout }
  | { kind: 'not_found' };

async function ask(deps: Deps, checkout: Checkout, transactionId: string | null): Promise<PaymentJudgement> {
  try {
    const answer = transactionId
      ? await deps.payments.verifyTransaction(transactionId)
      : await deps.payments.verifyByReference(checkout.txRef);
    return judgeVerification(answer, { txRef: checkout.txRef, amount: checkout.total });
  } catch (error) {
    if (error instanceof ProviderUnavailable) return { outcome: 'unknown', message: error.message };
    throw error;
  }
}

/** Confirms one reported payment of a checkout. */
export async function confirmPayment(
  deps: Deps,
  report: { txRef: string; transactionId: string | null; source: ReportSource },
  now = new Date(),
): Promise<Confirmation> {
  const checkout = await findCheckoutByTxRef(deps.database.db, report.txRef);
  if (!checkout) return { kind: 'not_found' };
  if (checkout.status === 'paid' && checkout.orderId)
    return { kind: 'paid', orderId: checkout.orderId, checkout, created: false };

  const judgement = await ask(deps, checkout, report.transactionId);
  const log = { txRef: checkout.txRef, source: report.source, provider: deps.payments.name };
  switch (judgement.outcome) {
    case 'unknown':
      deps.logger.warn({ ...log, reason: judgement.message }, 'payment not verified yet');
      return { kind: 'pending', checkout };
    case 'pending':
      return { kind: 'pending', checkout };
    case 'mismatch':
      // A security event: someone reported a payment that is not this checkout's (REL-5).
      deps.logger.warn(
        { ...log, reason: judgement.reason, transactionId: judgement.transactionId },
        'payment mismatch refused',
      );
      // Too little or another currency for this very checkout: money did arrive, so the owner is
      // shown it to refund or settle (another checkout's payment is not this checkout's money).
      if (judgement.reason !== 'tx_ref')
        await logRefusedPayment(deps.database.db, {
          paymentRef: checkout.txRef,
          providerTransactionId: judgement.transactionId,
          checkoutId: checkout.id,
          phone: checkout.phone,
          amount: Math.round(judgement.amountPaid ?? 0),
          currency: judgement.currency ?? 'unknown',
          items: checkout.lines,
          method: checkout.paymentMethod,
          error: refusedPaymentNote({
            reason: judgement.reason,
            amountPaid: judgement.amountPaid,
            currency: judgement.currency,
            expected: checkout.total,
          }),
        });
      return { kind: 'rejected', checkout };
    case 'failed': {
      // Only a checkout still waiting is failed: a late success on another try stays possible.
      await deps.database.db.transaction((tx) =>
        releaseHold(tx, checkout.id, 'failed', judgement.status, now),
      );
      return {
        kind: 'failed',
        status: judgement.status,
        message: paymentFailedMessage(judgement.status),
        checkout,
      };
    }
    case 'paid': {
      const placed = await placeOrder(deps, checkout, judgement, report.source, now);
      return placed
        ? { kind: 'paid', ...placed, checkout }
        : { kind: 'not_recorded', transactionId: judgement.transactionId, checkout };
    }
  }
}

/** The shopper closed the payment modal: the hold goes back unless the payment already went through. */
export async function cancelCheckout(deps: Deps, checkout: Checkout, now = new Date()): Promise<boolean> {
  return deps.database.db.transaction((tx) =>
    releaseHold(tx, checkout.id, 'cancelled', 'closed by the shopper', now),
  );
}
