// Recording a paid order, step by step. Each step is one small function of a service or repo; this file
// says their order and why. Steps 2 to 7 run in one transaction, so all of it lands or none of it does
// (DESIGN "Trust boundary" 3):
//   1. verify   the provider was asked with no lock held (INV-5) and the domain judged its answer
//               (payment-confirmation.service, PAY-2)
//   2. lock     the checkout row: racing reports of one payment queue behind the first (PAY-8, PAY-9),
//               and the ones after it answer the order it wrote
//   3. stock    a checkout still holding its pieces keeps them; one whose hold was given back (expired,
//               cancelled, replaced) takes them again if they are still on the shelf (stock.service)
//   4. code     ... and its code's use again only if the code still has room (DSC-4); either missing,
//               the order is owed a refund (INV-6) and uses nothing up
//   5. order    the order, its lines and the code's use (order-recording.repo); the checkout is sold,
//               and the owner's payment link it paid, if any, is marked paid (payment-links.repo)
//   6. tier     the customer's totals recounted with this order, and the tier they earn (up or down:
//               an order owed a refund does not count; accounts/customer-standing.service)
//   7. notices  the customer's bell and the e-mail queue (orders/order-notices.service)
//   8. referral the creator whose link (or linked code) brought the order is credited once, when the
//               payment is inside the window and the buyer is not the creator (creators/referrals)
// A verified payment that cannot be recorded leaves a failed-order record and stays retried (PAY-12).
import { codeUsedUpRefundReason, type PaymentJudgement } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { recomputeStanding } from '../accounts/customer-standing.service';
import { tellCustomer } from '../orders/order-notices.service';
import { markLinkPaid } from '../payment-links/payment-links.repo';
import { takeStock } from '../stock/stock.service';
import { lockCheckout, updateCheckout, type Checkout } from './checkout.repo';
import { lateCodeUseFits } from './checkout-guards.service';
import { closeFailedOrders, logFailedOrder } from './failed-orders.repo';
import { countCodeUse, insertOrder } from './order-recording.repo';
import { creditReferral } from '../creators/referrals.service';

type Deps = Pick<AppDeps, 'database' | 'logger'>;
type Paid = Extract<PaymentJudgement, { outcome: 'paid' }>;

export const REFUND_SOLD_OUT_REASON =
  'Paid after the hold ran out and the piece had sold: refund the shopper.';

class OwedRefund extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Steps 3 and 4 for a checkout whose hold was given back before the payment was verified: the pieces
 * and the code's use are taken again all or none, in a savepoint. A shopper who cancelled while the
 * M-Pesa prompt was still open cannot take a single-use code another shopper has used since.
 * Answers the refund reason, or null.
 */
async function takeAgainOrOweRefund(tx: Db, checkout: Checkout, now: Date): Promise<string | null> {
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

/** Steps 2 to 7 in the caller's transaction; answers the order, and whether this call wrote it. */
async function recordSteps(tx: Db, checkoutId: string, paid: Paid, now: Date) {
  const checkout = await lockCheckout(tx, checkoutId);
  if (!checkout) throw new Error('checkout vanished');
  if (checkout.status === 'paid' && checkout.orderId) return { orderId: checkout.orderId, created: false };
  const refundReason = checkout.holdState === 'held' ? null : await takeAgainOrOweRefund(tx, checkout, now);
  const { transactionId, reference, amountPaid, overpaid } = paid;
  const orderId = await insertOrder(
    tx,
    checkout,
    { transactionId, reference, amountPaid, overpaid, refundReason },
    now,
  );
  // An order owed a refund uses nothing up: its code's use would only keep others from it.
  if (refundReason === null) await countCodeUse(tx, checkout, orderId);
  if (checkout.paymentLinkId) await markLinkPaid(tx, checkout.paymentLinkId, orderId, now);
  if (checkout.userId) await recomputeStanding(tx, checkout.userId, now);
  await tellCustomer(tx, { id: orderId, userId: checkout.userId, total: checkout.total }, 'placed');
  // An order owed a refund earns no commission.
  if (refundReason === null) await creditReferral(tx, checkout, orderId, now);
  await updateCheckout(tx, checkout.id, {
    status: 'paid',
    orderId,
    holdState: refundReason ? checkout.holdState : 'sold',
    failureReason: null,
  });
  return { orderId, created: true };
}

/** Records the order of a verified payment; answers it, or null when it could not be written. */
export async function placeOrder(
  deps: Deps,
  checkout: Checkout,
  paid: Paid,
  source: string,
  now: Date,
): Promise<{ orderId: string; created: boolean } | null> {
  try {
    const placed = await deps.database.db.transaction((tx) => recordSteps(tx, checkout.id, paid, now));
    if (paid.overpaid)
      deps.logger.warn(
        { txRef: checkout.txRef, amountPaid: paid.amountPaid },
        'payment above the amount asked',
      );
    if (placed.created) {
      deps.logger.info({ txRef: checkout.txRef, source, orderId: placed.orderId }, 'order recorded');
      await closeFailedOrders(deps.database.db, checkout.txRef);
    }
    return placed;
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
    return null;
  }
}
