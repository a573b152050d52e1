// The guests' SMS queue about orders: rows claimed a few at a time with SKIP LOCKED, so several server
// processes never send one text twice; a failed send waits longer after each attempt.
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderSmsQueue, orders } from './orders.tables';

export const MAX_SMS_ATTEMPTS = 8;
const CLAIM_MS = 5 * 60_000;

export async function queueOrderSms(db: Db, orderId: string, eventType: string) {
  await db.insert(orderSmsQueue).values({ orderId, eventType }).onConflictDoNothing();
}

/** Unsent rows, oldest first, claimed for a few minutes (no transaction stays open while sending). */
export async function claimQueuedSms(db: Db, now: Date, limit: number) {
  const due = db
    .select({ id: orderSmsQueue.id })
    .from(orderSmsQueue)
    .where(
      and(
        eq(orderSmsQueue.processed, false),
        lt(orderSmsQueue.attempts, MAX_SMS_ATTEMPTS),
        or(isNull(orderSmsQueue.lockedUntil), lt(orderSmsQueue.lockedUntil, now)),
      ),
    )
    .orderBy(asc(orderSmsQueue.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(orderSmsQueue)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(orderSmsQueue.id, due))
    .returning();
}

export async function markSmsSent(db: Db, id: string, now: Date) {
  await db
    .update(orderSmsQueue)
    .set({ processed: true, processedAt: now, lastError: null, lockedUntil: null })
    .where(eq(orderSmsQueue.id, id));
}

/** A failed send is tried again after a pause that grows with each attempt (1, 2, 3… minutes). */
export async function markSmsFailed(db: Db, id: string, error: string, now: Date) {
  await db
    .update(orderSmsQueue)
    .set({
      attempts: sql`${orderSmsQueue.attempts} + 1`,
      lastError: error.slice(0, 500),
      lockedUntil: sql`${now.toISOString()}::timestamptz + interval '1 minute' * (${orderSmsQueue.attempts} + 1)`,
    })
    .where(eq(orderSmsQueue.id, id));
}

export async function orderForSms(db: Db, orderId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      isGuest: orders.isGuest,
      userId: orders.userId,
      phoneNumber: orders.phoneNumber,
      amountPaid: orders.amountPaid,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ?? null;
}

/** The latest rows with the number each goes to, and how many are still to send (the owner's view). */
export async function listOrderSms(db: Db, limit: number) {
  const items = await db
    .select({
      id: orderSmsQueue.id,
      orderId: orderSmsQueue.orderId,
      eventType: orderSmsQueue.eventType,
      to: orders.phoneNumber,
      processed: orderSmsQueue.processed,
      processedAt: orderSmsQueue.processedAt,
      attempts: orderSmsQueue.attempts,
      lastError: orderSmsQueue.lastError,
      createdAt: orderSmsQueue.createdAt,
    })
    .from(orderSmsQueue)
    .innerJoin(orders, eq(orders.id, orderSmsQueue.orderId))
    .orderBy(desc(orderSmsQueue.createdAt))
    .limit(limit);
  const [open] = await db
    .select({ count: count() })
    .from(orderSmsQueue)
    .where(eq(orderSmsQueue.processed, false));
  return { items, unprocessed: open?.count ?? 0 };
}
