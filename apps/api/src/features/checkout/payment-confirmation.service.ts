// A payment report — from the browser, the provider's webhook or the reconciliation job, in any order
// and any number of times — becomes at most one order. The report is only a hint: the provider is
// asked (with no database lock held, PROMISES INV-5), the domain judges its answer (PAY-2), and only
// then is the order written, with the checkout row locked so racing reports queue up behind the first
// (PAY-8, PAY-9). A provider that cannot be reached decides nothing (PAY-11); a verified payment that
// cannot be recorded leaves a failed-order record and stays retried (PAY-12).
import {
  codeUsedUpRefundReason,
  judgeVerification,
  paymentFailedMessage,
  refusedPaymentNote,
  type PaymentJudgement,
} from '@shop/domain';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { ProviderUnavailable } from '../payments/payments.provider';
import {
  findCheckoutByTxRef,
  lockCheckout,
  releasePendingHold,
  updateCheckout,
  type Checkout,
} from './checkout.repo';
import { lateCodeUseFits } from './checkout-guards.service';
import { closeFailedOrders, logFailedOrder, logRefusedPayment } from './failed-orders.repo';
import { returnStock, takeStock } from './holds.repo';
import { recordOrder } from './order-recording.repo';

type Deps = Pick<AppDeps, 'database' | 'payments' | 'logger'>;

export type ReportSource = 'browser' | 'webhook' | 'reconciliation';

export type Confirmation =
  | { kind: 'paid'; orderId: string; checkout: Checkout; created: boolean }
  | { kind: 'failed'; status: string; message: string; checkout: Checkout }
  | { kind: 'pending'; checkout: Checkout }
  | { kind: 'rejected'; checkout: Checkout }
  | { kind: 'not_recorded'; transactionId: string; checkout: Checkout }
  | { kind: 'not_found' };

export const REFUND_SOLD_OUT_REASON =
  'Paid after the hold ran out and the piece had sold: refund the shopper.';

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
      await deps.database.db.transaction(async (tx) => {
        const held = await releasePendingHold(tx, checkout.id, 'failed', judgement.status);
        if (held) await returnStock(tx, held, now);
      });
      return {
        kind: 'failed',
        status: judgement.status,
        message: paymentFailedMessage(judgement.status),
        checkout,
      };
    }
    case 'paid':
      return record(deps, checkout, judgement, report.source, now);
  }
}

class OwedRefund extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The hold was given back (expired, cancelled, replaced) before the payment was verified. The order
 * takes the pieces again and counts its code's use again only if both are still there — all or none,
 * in a savepoint — otherwise the money is kept safe as an order owed a refund (INV-6), and the code's
 * uses never pass its limit (DSC-4): a shopper who cancelled while the M-Pesa prompt was still open
 * cannot take a single-use code another shopper has used since. Answers the refund reason, or null.
 */
async function retakeReleased(tx: Db, checkout: Checkout, now: Date): Promise<string | null> {
  try {
    // Throwing rolls the savepoint back: nothing is taken unless everything is.
    await tx.transaction(async (sp) => {
      // Pieces before the code: the order a new checkout locks them in, so the two never deadlock.
      if (await takeStock(sp, checkout.held, now)) throw new OwedRefund(REFUND_SOLD_OUT_REASON);
      if (!(await lateCodeUseFits(sp, checkout)))
        throw new OwedRefund(codeUsedUpRefundReason(checkout.discountCode ?? ''));
    });
    return null;
  } catch (error) {
    if (error instanceof OwedRefund) return error.reason;
    throw error;
  }
}

async function record(
  deps: Deps,
  checkout: Checkout,
  paid: Extract<PaymentJudgement, { outcome: 'paid' }>,
  source: ReportSource,
  now: Date,
): Promise<Confirmation> {
  try {
    const result = await deps.database.db.transaction(async (tx) => {
      const locked = await lockCheckout(tx, checkout.id);
      if (!locked) throw new Error('checkout vanished');
      if (locked.status === 'paid' && locked.orderId) return { orderId: locked.orderId, created: false };
      const refundReason = locked.holdState === 'held' ? null : await retakeReleased(tx, locked, now);
      const orderId = await recordOrder(
        tx,
        locked,
        {
          transactionId: paid.transactionId,
          amountPaid: paid.amountPaid,
          overpaid: paid.overpaid,
          refundReason,
          // An order owed a refund uses nothing up: its code's use would only keep others from it.
          countsCodeUse: refundReason === null,
        },
        now,
      );
      await updateCheckout(tx, locked.id, {
        status: 'paid',
        orderId,
        holdState: refundReason ? locked.holdState : 'sold',
        failureReason: null,
      });
      return { orderId, created: true };
    });
    if (paid.overpaid)
      deps.logger.warn(
        { txRef: checkout.txRef, amountPaid: paid.amountPaid },
        'payment above the amount asked',
      );
    if (result.created) {
      deps.logger.info({ txRef: checkout.txRef, source, orderId: result.orderId }, 'order recorded');
      await closeFailedOrders(deps.database.db, checkout.txRef);
    }
    return { kind: 'paid', orderId: result.orderId, checkout, created: result.created };
  } catch (error) {
    deps.logger.error(
      { err: error, txRef: checkout.txRef, source },
      'verified payment could not be recorded',
    );
    await logFailedOrder(deps.database.db, {
      paymentRef: checkout.txRef,
      providerTransactionId: paid.transactionId,
      checkoutId: checkout.id,
      phone: checkout.phone,
      amount: paid.amountPaid,
      currency: 'KES',
      items: checkout.lines,
      method: checkout.paymentMethod,
      error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
    }).catch((logError: unknown) =>
      deps.logger.error({ err: logError, txRef: checkout.txRef }, 'failed-order record not written'),
    );
    return { kind: 'not_recorded', transactionId: paid.transactionId, checkout };
  }
}

/** The shopper closed the payment modal: the hold goes back unless the payment already went through. */
export async function cancelCheckout(deps: Deps, checkout: Checkout, now = new Date()): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const held = await releasePendingHold(tx, checkout.id, 'cancelled', 'closed by the shopper');
    if (held) await returnStock(tx, held, now);
    return held !== null;
  });
}
