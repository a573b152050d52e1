// The stock moves of checkouts and orders, each written once (the counts and their locking order are
// stock.repo's):
// - a checkout takes its pieces when it opens, and a late payment takes them again (takeStock);
// - a hold that ends without a payment — failed, closed by the shopper, replaced by a newer checkout,
//   run out — gives them back with the code's held use (releaseHold);
// - the owner's cancellation puts the pieces of an order that never left the shop back on sale
//   (restockOrder);
// - pieces that came back to the shop after it shipped go back to the sizes they were sold from
//   (restockReturned).
import type { Db } from '../../db/database';
import type { HeldStock } from '../checkout/checkout.tables';
import { lockCheckout, releasePendingHold, updateCheckout } from '../checkout/checkout.repo';
import { returnStock } from './stock.repo';

export { takeStock, type ShortOf } from './stock.repo';

export type HoldEnd = 'failed' | 'cancelled' | 'expired';

/**
 * Ends a pending checkout's hold and puts its stock back on the shelves, in the caller's transaction;
 * answers whether there was a hold to end (false when released already, or paid).
 */
export async function releaseHold(
  tx: Db,
  checkoutId: string,
  end: HoldEnd,
  reason: string,
  now: Date,
): Promise<boolean> {
  const held = await releasePendingHold(tx, checkoutId, end, reason);
  if (held) await returnStock(tx, held, now);
  return held !== null;
}

/** The pieces a cancelled order took go back on sale, once: its checkout's sold stock is released. */
export async function restockOrder(tx: Db, checkoutId: string, now: Date): Promise<void> {
  const checkout = await lockCheckout(tx, checkoutId);
  if (checkout?.holdState !== 'sold') return;
  await returnStock(tx, checkout.held, now);
  await updateCheckout(tx, checkout.id, { holdState: 'released' });
}

/** Pieces that came back (a return) go back on sale: each to its own size, in the caller's transaction. */
export async function restockReturned(tx: Db, pieces: HeldStock, now: Date): Promise<void> {
  await returnStock(tx, pieces, now);
}
