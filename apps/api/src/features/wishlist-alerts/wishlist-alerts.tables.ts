// Wishlist alerts (issue #17): the owner's saves that customers care about, one alert row per
// wishlisting customer and change (unique, so a change never alerts twice), the batched mails (one
// bell and one e-mail each), and per customer when their last batch and weekly reminder went.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, moment, sendingColumns } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { products } from '../catalogue/catalogue.tables';

/** A price drop (old → new) or one size back in stock ('' for a product without sizes). */
export const productChanges = pgTable(
  'product_changes',
  {
    id: idColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['price_drop', 'back_in_stock'] }).notNull(),
    oldPrice: integer('old_price'),
    newPrice: integer('new_price'),
    size: text('size'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_changes_product_idx').on(t.productId),
    check('product_changes_kind', sql`${t.kind} IN ('price_drop', 'back_in_stock')`),
  ],
);

/** What a batch mail lists, kept as sent so a retried e-mail says what the bell said. */
export type WishlistMailLine = {
  name: string;
  slug: string;
  old_price?: number;
  new_price?: number;
  sizes?: string[];
  price?: number;
};

/** One bell and one e-mail: an alert batch or a weekly reminder; the e-mail claimed with SKIP LOCKED. */
export const wishlistMails = pgTable(
  'wishlist_mails',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['wishlist_alert', 'wishlist_reminder'] }).notNull(),
    email: text('email').notNull(),
    lines: jsonb('lines').$type<WishlistMailLine[]>().notNull(),
    mailedAt: moment('mailed_at'),
    ...sendingColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wishlist_mails_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} IS NULL`),
    check('wishlist_mails_kind', sql`${t.kind} IN ('wishlist_alert', 'wishlist_reminder')`),
  ],
);

/** A change for one customer: pending until a batch takes it (sent) or it is no longer wanted or true. */
export const wishlistAlerts = pgTable(
  'wishlist_alerts',
  {
    id: idColumn(),
    changeId: uuid('change_id')
      .notNull()
      .references(() => productChanges.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'sent', 'closed'] })
      .notNull()
      .default('pending'),
    mailId: uuid('mail_id').references(() => wishlistMails.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    closedAt: moment('closed_at'),
  },
  (t) => [
    uniqueIndex('wishlist_alerts_user_change_unique').on(t.userId, t.changeId),
    index('wishlist_alerts_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('wishlist_alerts_status', sql`${t.status} IN ('pending', 'sent', 'closed')`),
  ],
);

/**
 * One row per customer who was ever sent a batch or reminder: locked (FOR UPDATE SKIP LOCKED) while a
 * batch is made, so two server processes never send one twice, and read for the hour and week rules.
 */
export const wishlistMailState = pgTable('wishlist_mail_state', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  alertsSentAt: moment('alerts_sent_at'),
  remindedAt: moment('reminded_at'),
});
