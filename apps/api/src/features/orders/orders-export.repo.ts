// The orders the owner's CSV export holds: the list's filters and order, every match up to the cap,
// with their lines (two queries, however many orders).
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderFilters, ORDERING } from './orders-admin.repo';
import { orderItems, orders } from './orders.tables';
import type { AdminOrdersQuery } from '@shop/contracts';

/** More than a year of a busy thrift shop's orders; a bigger export is narrowed by days. */
export const ORDER_EXPORT_CAP = 20_000;

export async function ordersForExport(db: Db, q: AdminOrdersQuery) {
  const rows = await db
    .select()
    .from(orders)
    .where(orderFilters(q))
    .orderBy(...ORDERING[q.sort])
    .limit(ORDER_EXPORT_CAP + 1);
  const ids = rows.slice(0, ORDER_EXPORT_CAP).map((o) => o.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  return { rows: rows.slice(0, ORDER_EXPORT_CAP), items, capped: rows.length > ORDER_EXPORT_CAP };
}
