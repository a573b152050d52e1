// What a paid order does to its customer's standing: their totals grow, and the tier follows the
// domain's thresholds up (never down: only the owner's recompute lowers a tier).
import { promotedTier } from '@shop/domain/rules';
import type { Db } from '../../db/database';
import { addPaidOrder, setTier } from './customer-totals.repo';

/** Counts a paid order to the customer, in the caller's transaction, and promotes them if it earns it. */
export async function countPaidOrder(tx: Db, userId: string, amount: number, now: Date): Promise<void> {
  const totals = await addPaidOrder(tx, userId, amount, now);
  if (!totals) return;
  const tier = promotedTier(totals.tier, totals.totalSpent, totals.totalOrders);
  if (tier) await setTier(tx, userId, tier, now);
}
