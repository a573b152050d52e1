// A customer's totals and tier on their profile row (made when missing), and the orders they come
// from: paid or fulfilled, with no refund owed or fully made (the domain's countsTowardTier, as SQL);
// a part refunded is not counted as spent.
import { TIER_COUNTED_ORDER_STATUSES, type CustomerTier } from '@shop/domain/rules';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders } from '../orders/orders.tables';
import { profiles } from './accounts.tables';

/**
 * Makes sure the profile row exists and locks it until the caller's transaction ends. Two orders of one
 * customer recorded at the same moment then count one after the other: the second sums the orders
 * after the first committed, so neither total misses an order.
 */
export async function lockStanding(db: Db, userId: string) {
  await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
  const [row] = await db
    .select({ tier: profiles.customerTier, vipSince: profiles.vipSince })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  return row ?? null;
}

/** Total spent and number of the customer's orders that count toward a tier. */
export async function countedTotals(db: Db, userId: string) {
  const [row] = await db
    .select({
      spent: sql<number>`coalesce(sum(greatest(${orders.totalAmount} - ${orders.refundedAmount}, 0)), 0)::int`,
      count: count(),
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...TIER_COUNTED_ORDER_STATUSES]),
        isNull(orders.refundStatus),
      ),
    );
  return { totalSpent: Number(row?.spent ?? 0), totalOrders: row?.count ?? 0 };
}

export type StandingValues = {
  tier: CustomerTier;
  totalSpent: number;
  totalOrders: number;
  vipSince: Date | null;
};

export async function saveStanding(db: Db, userId: string, values: StandingValues, now: Date) {
  await db
    .update(profiles)
    .set({
      customerTier: values.tier,
      totalSpent: values.totalSpent,
      totalOrders: values.totalOrders,
      vipSince: values.vipSince,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
}
