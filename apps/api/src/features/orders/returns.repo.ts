// Refunds and returns as rows: the order locked for the length of the caller's transaction, its
// refunds and returns (with their lines), how much of each line came back before, and the size row a
// returned piece goes back to.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productBundles, productVariants } from '../catalogue/catalogue.tables';
import { orderItems, orderRefunds, orderReturnLines, orderReturns, orders } from './orders.tables';

export type RefundRow = typeof orderRefunds.$inferSelect;

/** The order row, locked until the transaction ends: refunds and returns of one order queue here. */
export async function lockOrder(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function orderLines(db: Db, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

export async function insertRefund(db: Db, refund: typeof orderRefunds.$inferInsert) {
  const [row] = await db.insert(orderRefunds).values(refund).returning();
  return row!;
}

/**
 * Adds a refund to the order's refunded total (an increment, so the CHECK against what was paid holds
 * whatever the caller computed) and sets its refund state.
 */
export async function addRefunded(
  db: Db,
  id: string,
  amount: number,
  refundStatus: 'owed' | 'refunded' | null,
) {
  const [row] = await db
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, refundStatus, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** Pieces of each line that came back before: order item id → quantity. */
export async function returnedByLine(db: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      itemId: orderReturnLines.orderItemId,
      quantity: sql<number>`sum(${orderReturnLines.quantity})::int`,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(eq(orderReturns.orderId, orderId))
    .groupBy(orderReturnLines.orderItemId);
  return new Map(rows.map((r) => [r.itemId, Number(r.quantity)]));
}

export async function countReturns(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId));
  return Number(row?.n ?? 0);
}

export async function insertReturn(
  db: Db,
  values: typeof orderReturns.$inferInsert,
  lines: { orderItemId: string; quantity: number }[],
) {
  const [row] = await db.insert(orderReturns).values(values).returning();
  await db.insert(orderReturnLines).values(lines.map((l) => ({ ...l, returnId: row!.id })));
  return row!;
}

/** The size row of a product that a piece of `size` (null: the product without sizes) goes back to. */
export async function sizeRowOf(db: Db, productId: string, size: string | null) {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        sql`coalesce(${productVariants.size}, '') = ${size ?? ''}`,
      ),
    );
  return row?.id ?? null;
}

export async function sizeRowExists(db: Db, variantId: string) {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row !== undefined;
}

/** Whether the bundle counts its own stock (then a returned bundle goes back to that count too). */
export async function bundleTracksStock(db: Db, bundleId: string) {
  const [row] = await db
    .select({ track: productBundles.trackInventory })
    .from(productBundles)
    .where(eq(productBundles.id, bundleId));
  return row?.track ?? false;
}

export async function refundsOf(db: Db, orderId: string) {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt));
}

export async function returnsOf(db: Db, orderId: string) {
  const returns = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.createdAt));
  const lines = returns.length
    ? await db
        .select()
        .from(orderReturnLines)
        .where(
          inArray(
            orderReturnLines.returnId,
            returns.map((r) => r.id),
          ),
        )
    : [];
  return returns.map((r) => ({ ...r, lines: lines.filter((l) => l.returnId === r.id) }));
}
