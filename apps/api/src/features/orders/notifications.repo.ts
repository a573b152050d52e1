import type { Db } from '../../db/database';
import { userNotifications } from './orders.tables';

export type NewNotification = typeof userNotifications.$inferInsert;

/** A bell notification for a customer (document 2's user_notifications). */
export async function insertNotification(db: Db, row: NewNotification): Promise<void> {
  await db.insert(userNotifications).values(row);
}
