// Discount codes with their use so far, in one query: the code's row, how often it was used, and how
// often by this customer (by user id or by guest id).
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { qualified } from '../catalogue/product-access.repo';
import { discounts, discountUsage } from './discounts.tables';

export type DiscountRow = typeof discounts.$inferSelect & { usedCount: number; usedByCustomer: number };

export type Customer = { userId: string | null; guestId: string | null };

function byCustomer({ userId, guestId }: Customer): SQL {
  const mine = [
    userId ? eq(discountUsage.userId, userId) : undefined,
    guestId ? eq(discountUsage.guestId, guestId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return mine.length === 0 ? sql`false` : (or(...mine) as SQL);
}

export async function findDiscountWithUse(
  db: Db,
  code: string,
  customer: Customer,
): Promise<DiscountRow | null> {
  const usage = (condition: SQL) => sql<number>`(select count(*)::int from ${discountUsage}
    where ${discountUsage.discountCodeId} = ${qualified(discounts.id)} and ${condition})`;
  const [row] = await db
    .select({
      discount: discounts,
      usedCount: usage(sql`true`),
      usedByCustomer: usage(byCustomer(customer)),
    })
    .from(discounts)
    .where(eq(discounts.code, code));
  return row ? { ...row.discount, usedCount: row.usedCount, usedByCustomer: row.usedByCustomer } : null;
}

export type NewGeneratedDiscount = {
  code: string;
  value: number;
  description: string;
  endsAt: Date;
  ownerKey: string;
  offerId: string;
};

/** Inserts a generated code; null when this visitor already has one for the offer (or the code clashed). */
export async function insertGeneratedDiscount(db: Db, row: NewGeneratedDiscount) {
  const [inserted] = await db
    .insert(discounts)
    .values({ ...row, type: 'percentage', source: 'generated', discountScope: 'order' })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

export async function findGeneratedDiscount(db: Db, ownerKey: string, offerId: string) {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.ownerKey, ownerKey), eq(discounts.offerId, offerId)));
  return row ?? null;
}
