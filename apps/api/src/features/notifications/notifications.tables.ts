// The spec's user_notifications (document 2 §3): the bell's list, written only through
// insertNotification; and user_preferences, the customer's five notification flags.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { orders } from '../orders/orders.tables';

/** What a notification carries besides its text: the order's short number, a drop's id, … */
export type NotificationMetadata = { order_number?: string } & Record<
  string,
  string | number | boolean | null | undefined
>;

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: idColumn(),
    // Grows with every row: the live stream's event id, so a reconnecting tab (Last-Event-ID) is
    // sent exactly the rows it has not seen. The uuid stays the id the API speaks.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<NotificationMetadata>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_notifications_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('user_notifications_seq_unique').on(t.seq),
    index('user_notifications_user_seq_idx').on(t.userId, t.seq),
    // The badge's count reads only the unread rows of one customer.
    index('user_notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

// One row per customer once they saved the panel; no row means every flag is on (the default).
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  wishlistReminders: boolean('wishlist_reminders').notNull().default(true),
  priceDrops: boolean('price_drops').notNull().default(true),
  backInStock: boolean('back_in_stock').notNull().default(true),
  newArrivals: boolean('new_arrivals').notNull().default(true),
  orderUpdates: boolean('order_updates').notNull().default(true),
  updatedAt: updatedAt(),
});
