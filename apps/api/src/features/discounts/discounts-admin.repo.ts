// The owner's discount codes: each with its use so far (orders paid with it, and the amount given),
// written and changed by the admin screens; a code already used is switched off, never deleted.
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { qualified } from '../catalogue/product-access.repo';
import { orders } from '../orders/orders.tables';
import type { DiscountListQuery } from '@shop/contracts';
import { discounts, discountUsage } from './discounts.tables';

export type DiscountRecord = typeof discounts.$inferSelect;
export type NewDiscountRecord = typeof discounts.$inferInsert;

/**
 * An order's use of a code counts while the order stands: a cancelled or refunded order neither
 * used the code nor got the money off, in the owner's figures.
 */
const standing = sql`${qualified(orders.status)} <> 'cancelled' and ${qualified(orders.refundStatus)} is distinct from 'refunded'`;

const paidUse = (what: 'count' | 'sum') =>
  sql<number>`(select ${what === 'count' ? sql`count(*)` : sql`coalesce(sum(${qualified(discountUsage.discountAmount)}), 0)`}::int
    from ${discountUsage} join ${orders} on ${qualified(orders.id)} = ${qualified(discountUsage.orderId)}
    where ${qualified(discountUsage.discountCodeId)} = ${qualified(discounts.id)} and ${standing})`;

function listFilter(q: DiscountListQuery): SQL | undefined {
  const text = q.q ? `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return and(
    eq(discounts.source, q.source),
    q.active === 'all' ? undefined : eq(discounts.isActive, q.active === 'true'),
    text ? or(ilike(discounts.code, text), ilike(discounts.description, text)) : undefined,
  );
}

// The newest code breaks every tie, so paging never shows a code twice.
const LIST_ORDER: Record<DiscountListQuery['sort'], SQL[]> = {
  newest: [desc(discounts.createdAt), asc(discounts.id)],
  code: [asc(discounts.code), asc(discounts.id)],
  uses: [desc(paidUse('count')), desc(discounts.createdAt), asc(discounts.id)],
  given: [desc(paidUse('sum')), desc(discounts.createdAt), asc(discounts.id)],
};

/** One page of codes with their use, and how many codes match in all. */
export async function listDiscounts(db: Db, q: DiscountListQuery) {
  const where = listFilter(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ discount: discounts, uses: paidUse('count'), given: paidUse('sum') })
      .from(discounts)
      .where(where)
      .orderBy(...LIST_ORDER[q.sort])
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(discounts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findDiscount(db: Db, id: string) {
  const [row] = await db
    .select({ discount: discounts, uses: paidUse('count'), given: paidUse('sum') })
    .from(discounts)
    .where(eq(discounts.id, id));
  return row ?? null;
}

/** Inserts a code; null when the code is taken. */
export async function insertDiscount(db: Db, row: NewDiscountRecord) {
  const [inserted] = await db.insert(discounts).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Updates a code; 'taken' when the new code belongs to another one. */
export async function updateDiscount(db: Db, id: string, values: Partial<NewDiscountRecord>) {
  const [clash] = values.code
    ? await db
        .select({ id: discounts.id })
        .from(discounts)
        .where(and(eq(discounts.code, values.code), sql`${discounts.id} <> ${id}`))
    : [];
  if (clash) return 'taken' as const;
  const [row] = await db.update(discounts).set(values).where(eq(discounts.id, id)).returning();
  return row ?? null;
}

export async function usageOf(db: Db, id: string) {
  return db
    .select({
      orderId: discountUsage.orderId,
      amount: discountUsage.discountAmount,
      at: discountUsage.createdAt,
      userEmail: orders.userEmail,
      phone: orders.phoneNumber,
      total: orders.totalAmount,
      counted: sql<boolean>`(${standing})`,
    })
    .from(discountUsage)
    .innerJoin(orders, eq(orders.id, discountUsage.orderId))
    .where(and(eq(discountUsage.discountCodeId, id), isNotNull(discountUsage.orderId)))
    .orderBy(desc(discountUsage.createdAt))
    .limit(500);
}
