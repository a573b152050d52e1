import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { failedOrders } from '../orders/orders.tables';

export type NewFailedOrder = typeof failedOrders.$inferInsert;

/**
 * The spec's log_failed_order: a verified payment whose order could not be written. Reconciliation
 * retries such a payment every minute, so a payment keeps one open record, with the latest error.
 */
export async function logFailedOrder(db: Db, row: NewFailedOrder): Promise<void> {
  const open = and(
    eq(failedOrders.paymentRef, row.paymentRef),
    eq(failedOrders.kind, 'not_recorded'),
    isNull(failedOrders.resolvedAt),
  );
  const updated = await db
    .update(failedOrders)
    .set({ error: row.error, providerTransactionId: row.providerTransactionId })
    .where(open)
    .returning({ id: failedOrders.id });
  if (updated.length === 0) await db.insert(failedOrders).values(row);
}

/**
 * Money that arrived for a checkout but does not pay it (too little, another currency): the payment
 * is refused, and the owner sees it among the failed payments to refund or settle. The browser and
 * the webhook keep reporting it; the unique index keeps one record per payment.
 */
export async function logRefusedPayment(db: Db, row: Omit<NewFailedOrder, 'kind'>): Promise<void> {
  await db
    .insert(failedOrders)
    .values({ ...row, kind: 'refused' })
    .onConflictDoNothing();
}

/**
 * Once the order is recorded after all, its open record is closed, saying so. A refused payment stays
 * open: an order paid by a later, right payment does not give the refused money back.
 */
export async function closeFailedOrders(db: Db, paymentRef: string): Promise<void> {
  await db
    .update(failedOrders)
    .set({
      resolvedAt: new Date(),
      resolvedBy: 'the shop',
      resolution: 'The order was recorded on a later try.',
    })
    .where(
      and(
        eq(failedOrders.paymentRef, paymentRef),
        eq(failedOrders.kind, 'not_recorded'),
        isNull(failedOrders.resolvedAt),
      ),
    );
}
