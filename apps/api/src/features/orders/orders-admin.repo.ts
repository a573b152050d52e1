// The owner's view of orders: a filtered, sorted page with its total count, one order with its lines,
// history and failed-payment records, guarded status changes, and the failed-order list.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { qualified } from '../catalogue/product-access.repo';
import { failedOrders, orderEvents, orderItems, orders } from './orders.tables';
import type { AdminOrdersQuery } from '@shop/contracts';

export type OrderRow = typeof orders.$inferSelect;

// Nairobi is UTC+3 all year: a day there starts at 21:00 UTC the day before.
const eatDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

/** The list's filters (status, fulfilment, kind, refund, days, search), shared with the CSV export. */
export function orderFilters(q: Omit<AdminOrdersQuery, 'sort' | 'page' | 'page_size'>): SQL | undefined {
  const where: (SQL | undefined)[] = [
    q.status ? eq(orders.status, q.status) : undefined,
    q.fulfillment ? eq(orders.fulfillmentStatus, q.fulfillment) : undefined,
    q.kind ? eq(orders.isGuest, q.kind === 'guest') : undefined,
    q.refund ? eq(orders.refundStatus, q.refund) : undefined,
    q.from ? gte(orders.createdAt, eatDayStart(q.from)) : undefined,
    q.to ? lt(orders.createdAt, new Date(eatDayStart(q.to).getTime() + 86_400_000)) : undefined,
  ];
  if (q.q) {
    const text = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const digits = q.q.replace(/\D/g, '');
    where.push(
      or(
        ilike(orders.paymentRef, text),
        ilike(orders.userName, text),
        ilike(orders.userEmail, text),
        sql`${orders.id}::text ilike ${`${q.q.toLowerCase()}%`}`,
        sql`${orders.deliveryInfo}->>'name' ilike ${text}`,
        // 0712 345 678, 712345678 and +254712345678 all find +254712345678.
        digits.length >= 6 ? ilike(orders.phoneNumber, `%${digits.replace(/^0/, '')}%`) : undefined,
      ),
    );
  }
  return and(...where);
}

export const ORDERING = {
  newest: [desc(orders.createdAt)],
  oldest: [asc(orders.createdAt)],
  'total-desc': [desc(orders.totalAmount), desc(orders.createdAt)],
  'total-asc': [asc(orders.totalAmount), desc(orders.createdAt)],
} as const;

export async function listOrders(db: Db, q: AdminOrdersQuery) {
  const where = orderFilters(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        // Qualified: inside the sub-select a bare "id" would be the line's own.
        items: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${qualified(orders.id)})`,
      })
      .from(orders)
      .where(where)
      .orderBy(...ORDERING[q.sort])
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The order alone (no lines, no history), or null. */
export async function findOrderRow(db: Db, id: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order ?? null;
}

export async function findOrder(db: Db, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const [items, events, failures] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.createdAt)),
    db.select().from(failedOrders).where(eq(failedOrders.paymentRef, order.paymentRef)),
  ]);
  return { order, items, events, failures };
}

/** Changes an order only if it is still as the admin saw it; null when someone else changed it first. */
export async function updateOrderIf(
  db: Db,
  id: string,
  expected: Pick<OrderRow, 'status' | 'fulfillmentStatus'>,
  values: Partial<typeof orders.$inferInsert>,
) {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, expected.status),
        eq(orders.fulfillmentStatus, expected.fulfillmentStatus),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertOrderEvent(db: Db, event: typeof orderEvents.$inferInsert) {
  await db.insert(orderEvents).values(event);
}

export async function listFailedOrders(db: Db, open: boolean) {
  return db
    .select({
      record: failedOrders,
      // The order a later retry recorded for the same payment, if one did (it closes the record).
      orderId: sql<
        string | null
      >`(select ${orders.id} from ${orders} where ${orders.paymentRef} = ${qualified(failedOrders.paymentRef)})`,
    })
    .from(failedOrders)
    .where(open ? isNull(failedOrders.resolvedAt) : undefined)
    .orderBy(desc(failedOrders.createdAt))
    .limit(200);
}

export async function resolveFailedOrder(db: Db, id: string, by: string, resolution: string) {
  const [row] = await db
    .update(failedOrders)
    .set({ resolvedAt: new Date(), resolvedBy: by, resolution })
    .where(and(eq(failedOrders.id, id), isNull(failedOrders.resolvedAt)))
    .returning();
  return row ?? null;
}

/** The chosen orders with their lines (for packing slips), in no particular order. */
export async function ordersWithLines(db: Db, ids: readonly string[]) {
  const [rows, items] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...ids])),
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...ids]))
      .orderBy(asc(orderItems.id)),
  ]);
  return rows.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) }));
}
