// The e-mail queue about orders (the spec's order_notification_queue): rows claimed a few at a time
// with SKIP LOCKED, so several server processes never send one mail twice.
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminUsers, user } from '../accounts/accounts.tables';
import { orderItems, orderNotificationQueue, orders } from './orders.tables';

export const MAX_SEND_ATTEMPTS = 8;
const CLAIM_MS = 5 * 60_000;

/**
 * Unsent rows, oldest first, claimed for a few minutes: no transaction stays open while mail is sent,
 * and a worker that dies leaves its rows to the next one once the claim runs out.
 */
export async function claimQueuedMails(db: Db, now: Date, limit: number, ids?: readonly string[]) {
  const due = db
    .select({ id: orderNotificationQueue.id })
    .from(orderNotificationQueue)
    .where(
      and(
        eq(orderNotificationQueue.processed, false),
        // The worker takes auto_process rows; the admin's retry names the rows it wants.
        ids ? inArray(orderNotificationQueue.id, [...ids]) : eq(orderNotificationQueue.autoProcess, true),
        lt(orderNotificationQueue.attempts, MAX_SEND_ATTEMPTS),
        or(isNull(orderNotificationQueue.lockedUntil), lt(orderNotificationQueue.lockedUntil, now)),
      ),
    )
    .orderBy(asc(orderNotificationQueue.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(orderNotificationQueue)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(orderNotificationQueue.id, due))
    .returning();
}

export async function markMailSent(db: Db, id: string, now: Date) {
  await db
    .update(orderNotificationQueue)
    .set({ processed: true, processedAt: now, lastError: null, lockedUntil: null })
    .where(eq(orderNotificationQueue.id, id));
}

/** A failed send is tried again after a pause that grows with each attempt. */
export async function markMailFailed(db: Db, id: string, error: string, now: Date) {
  await db
    .update(orderNotificationQueue)
    .set({
      attempts: sql`${orderNotificationQueue.attempts} + 1`,
      lastError: error.slice(0, 500),
      lockedUntil: sql`${now.toISOString()}::timestamptz + interval '1 minute' * (${orderNotificationQueue.attempts} + 1)`,
    })
    .where(eq(orderNotificationQueue.id, id));
}

export async function orderForMail(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return { order, items };
}

export async function adminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(adminUsers)
    .innerJoin(user, eq(user.id, adminUsers.userId));
  return rows.map((r) => r.email);
}

export async function queueOrderMail(db: Db, orderId: string, eventType: string) {
  await db.insert(orderNotificationQueue).values({ orderId, eventType }).onConflictDoNothing();
}
