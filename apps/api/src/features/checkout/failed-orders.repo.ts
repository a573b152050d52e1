import { failedOrders } from '../orders/orders.tables';
import type { Db } from '../../db/database';

export type NewFailedOrder = typeof failedOrders.$inferInsert;

/** The spec's log_failed_order: a verified payment whose order could not be written. */
export async function logFailedOrder(db: Db, row: NewFailedOrder): Promise<void> {
  await db.insert(failedOrders).values(row);
}
