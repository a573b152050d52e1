// Discount codes with their use so far, in one query: the code's row, how often it was used, and how
// often by this customer (by user id, guest id or the checkout's phone).
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { qualified } from '../catalogue/product-access.repo';
import { discounts, discountUsage } from './discounts.tables';

export type DiscountRow = typeof discounts.$inferSelect & { usedCount: number; usedByCustomer: number };

/** The phone (+254 form) is known once the shopper gives it at checkout, not when a code is validated. */
export type Customer = { userId: string | null; guestId: string | null; phone?: string | null };

function byCustomer({ userId, guestId, phone }: Customer): SQL {
  // A new guest id is one cleared browser away; the M-Pesa number is not, so a once-per-customer
  // code used under one guest id cannot be used again by the same phone (a signed-in customer's
  // past guest uses with that phone count too).
  const mine = [
    userId ? eq(discountUsage.userId, userId) : undefined,
    guestId ? eq(discountUsage.guestId, guestId) : undefined,
    phone ? eq(discountUsage.phone, phone) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return mine.length === 0 ? sql`false` : (or(...mine) as SQL);
}

const withUse = (db: Db, customer: Customer) => {
  // Uses held by checkouts still being paid count too, so a limit holds while shoppers pay.
  const usage = (condition: SQL) => sql<number>`(select count(*)::int from ${discountUsage}
    where ${discountUsage.discountCodeId} = ${qualified(discounts.id)} and ${condition})`;
  return db
    .select({
      discount: discounts,
      usedCount: usage(sql`true`),
      usedByCustomer: usage(byCustomer(customer)),
    })
    .from(discounts);
};

type WithUse = { discount: typeof discounts.$inferSelect; usedCount: number; usedByCustomer: number };
const flatten = (row: WithUse | undefined): DiscountRow | null =>
  row ? { ...row.discount, usedCount: row.usedCount, usedByCustomer: row.usedByCustomer } : null;

export async function findDiscountWithUse(
  db: Db,
  code: string,
  customer: Customer,
): Promise<DiscountRow | null> {
  const [row] = await withUse(db, customer).where(eq(discounts.code, code));
  return flatten(row);
}

/**
 * The code's row locked for this transaction, with its use counted after the lock: concurrent
 * checkouts with one code take turns here, so a single-use code is held exactly once (DSC-1).
 * Two statements: one that waited for the lock would still count with the snapshot it started with,
 * missing the uses committed meanwhile; the count after it sees them (READ COMMITTED).
 */
export async function lockDiscountWithUse(
  db: Db,
  id: string,
  customer: Customer,
): Promise<DiscountRow | null> {
  await db.select({ id: discounts.id }).from(discounts).where(eq(discounts.id, id)).for('update');
  const [row] = await withUse(db, customer).where(eq(discounts.id, id));
  return flatten(row);
}

/** Holds one use of a code for a checkout; the order id is added when the payment is verified. */
export async function holdDiscountUse(
  db: Db,
  use: {
    discountCodeId: string;
    checkoutId: string;
    userId: string | null;
    guestId: string | null;
    phone: string | null;
    amount: number;
  },
) {
  await db
    .insert(discountUsage)
    .values({
      discountCodeId: use.discountCodeId,
      checkoutId: use.checkoutId,
      userId: use.userId,
      guestId: use.guestId,
      phone: use.phone,
      discountAmount: use.amount,
    })
    .onConflictDoNothing();
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
