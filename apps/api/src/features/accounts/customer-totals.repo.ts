// A customer's paid-order totals and tier on their profile row (made when missing).
import type { CustomerTier } from '@shop/domain/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles } from './accounts.tables';

/** Adds a paid order to the customer's totals; answers the totals with it and the tier they hold. */
export async function addPaidOrder(db: Db, userId: string, amount: number, now: Date) {
  const [row] = await db
    .insert(profiles)
    .values({ id: userId, totalSpent: amount, totalOrders: 1 })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        totalSpent: sql`${profiles.totalSpent} + ${amount}`,
        totalOrders: sql`${profiles.totalOrders} + 1`,
        updatedAt: now,
      },
    })
    .returning({
      totalSpent: profiles.totalSpent,
      totalOrders: profiles.totalOrders,
      tier: profiles.customerTier,
    });
  return row ?? null;
}

/** Sets the customer's tier; reaching VIP records since when. */
export async function setTier(db: Db, userId: string, tier: CustomerTier, now: Date) {
  await db
    .update(profiles)
    .set({ customerTier: tier, ...(tier === 'vip' && { vipSince: now }), updatedAt: now })
    .where(eq(profiles.id, userId));
}
