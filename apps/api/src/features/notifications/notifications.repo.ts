// The bell's rows. insertNotification is the one way any feature writes one: it also publishes the
// row on the realtime channel, in the writer's transaction, so open streams hear of it on commit.
import { and, count, desc, eq, gt, max, or, asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { publishEvent } from '../realtime/realtime.repo';
import { userNotifications } from './notifications.tables';

export type NewNotification = Omit<
  typeof userNotifications.$inferInsert,
  'id' | 'seq' | 'isRead' | 'createdAt'
>;

/** The event kinds this feature publishes (see realtime-events.ts). */
export const NOTIFICATION_EVENT = 'notification';
export const NOTIFICATIONS_READ_EVENT = 'notifications_read';

/** A bell notification for a customer (document 2's user_notifications), announced on commit. */
export async function insertNotification(db: Db, row: NewNotification): Promise<{ id: string; seq: number }> {
  const [saved] = await db
    .insert(userNotifications)
    .values(row)
    .returning({ id: userNotifications.id, seq: userNotifications.seq });
  await publishEvent(db, { kind: NOTIFICATION_EVENT, userId: row.userId, id: String(saved!.seq) });
  return saved!;
}

const columns = {
  id: userNotifications.id,
  seq: userNotifications.seq,
  type: userNotifications.type,
  title: userNotifications.title,
  message: userNotifications.message,
  isRead: userNotifications.isRead,
  orderId: userNotifications.orderId,
  metadata: userNotifications.metadata,
  createdAt: userNotifications.createdAt,
};

export type NotificationRow = {
  [K in keyof typeof columns]: (typeof userNotifications.$inferSelect)[K];
};

const own = (userId: string, unreadOnly = false) =>
  unreadOnly
    ? and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false))
    : eq(userNotifications.userId, userId);

/** One page of a customer's notifications, newest first, with how many there are in all. */
export async function notificationsPage(
  db: Db,
  userId: string,
  { unreadOnly, offset, limit }: { unreadOnly: boolean; offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(userNotifications)
      .where(own(userId, unreadOnly))
      .orderBy(desc(userNotifications.createdAt), desc(userNotifications.seq))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(userNotifications).where(own(userId, unreadOnly)),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userNotifications).where(own(userId, true));
  return row?.n ?? 0;
}

/** Marks one of the customer's own notifications read; null when they have none with that id. */
export async function markOwnRead(db: Db, userId: string, id: string): Promise<{ id: string } | null> {
  const [row] = await db
    .update(userNotifications)
    .set({ isRead: true })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
    .returning({ id: userNotifications.id });
  return row ?? null;
}

/** Marks every unread notification of the customer read; answers how many changed. */
export async function markAllOwnRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(userNotifications)
    .set({ isRead: true })
    .where(own(userId, true))
    .returning({ id: userNotifications.id });
  return rows.length;
}

/** Tells the customer's open streams that read states changed (their other tabs refresh). */
export async function publishReadChange(db: Db, userId: string): Promise<void> {
  await publishEvent(db, { kind: NOTIFICATIONS_READ_EVENT, userId });
}

/**
 * The customer's rows after `afterSeq` in sequence order, plus the row `alsoSeq` (a row announced
 * just now whose number is below rows already sent: a transaction that committed late).
 */
export async function notificationsAfter(
  db: Db,
  userId: string,
  afterSeq: number,
  limit: number,
  alsoSeq?: number,
): Promise<NotificationRow[]> {
  const after = gt(userNotifications.seq, afterSeq);
  return db
    .select(columns)
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, userId),
        alsoSeq === undefined ? after : or(after, eq(userNotifications.seq, alsoSeq)),
      ),
    )
    .orderBy(asc(userNotifications.seq))
    .limit(limit);
}

/** The newest sequence number among the customer's rows (0 when they have none). */
export async function latestSeq(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ seq: max(userNotifications.seq) })
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId));
  return Number(row?.seq ?? 0);
}
