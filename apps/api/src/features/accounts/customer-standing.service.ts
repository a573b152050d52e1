// The one tier rule: a customer's totals are recounted from their orders that count (paid, not
// cancelled, not refunded) and the tier follows the owner's thresholds, up or down. Every change to
// an order's paid or cancelled state calls this in its own transaction: checkout's paid order, the
// owner's cancel and refund, a guest's orders joining the account, and the owner's recompute.
import { tierFor, vipSinceFor } from '@shop/domain/rules';
import type { Db } from '../../db/database';
import { tierThresholdsIn } from '../settings/settings.service';
import { countedTotals, lockStanding, saveStanding, type StandingValues } from './customer-totals.repo';

/** Recounts the customer's totals and sets their tier, in the caller's transaction; answers them. */
export async function recomputeStanding(tx: Db, userId: string, now: Date): Promise<StandingValues> {
  const held = await lockStanding(tx, userId);
  const { totalSpent, totalOrders } = await countedTotals(tx, userId);
  // The owner's thresholds as this transaction reads them (the spec's until set).
  const tier = tierFor(totalSpent, totalOrders, await tierThresholdsIn(tx));
  // A date left from an earlier VIP spell never carries over: only a customer who stays VIP keeps it.
  const since = held?.tier === 'vip' ? held.vipSince : null;
  const values = { tier, totalSpent, totalOrders, vipSince: vipSinceFor(tier, since, now) };
  await saveStanding(tx, userId, values, now);
  return values;
}
