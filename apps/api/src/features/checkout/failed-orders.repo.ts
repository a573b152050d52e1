import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { failedOrders } from '../orders/orders.tables';

export type NewFailedOrder = typeof failedOrders.$inferInsert;

/**
 * The spec's log_failed_order: a verified payment whose order could not be written. Reconciliation
 * retries such a payment every minute, so a payment keeps one open record, with the latest error.
 */
export async function logFailedOrder(db: Db, row: NewFailedOrder): Promise<void> {
  const open = and(eq(failedOrders.paymentRef, row.paymentRef), isNull(failedOrders.resolvedAt));
  const updated = await db
    .update(failedOrders)
    .set({ error: row.error, providerTransactionId: row.providerTransactionId })
    .where(open)
    .returning({ id: failedOrders.id });
  if (updated.length === 0) await db.insert(failedOrders).values(row);
}

/** Once the order is recorded after all, its open record is closed, saying so. */
export async function closeFailedOrders(db: Db, paymentRef: string): Promise<void> {
  await db
    .update(failedOrders)
    .set({
      resolvedAt: new Date(),
      resolvedBy: 'the shop',
      resolution: 'The order was recorded on a later try.',
    })
    .where(and(eq(failedOrders.paymentRef, paymentRef), isNull(failedOrders.resolvedAt)));
}
