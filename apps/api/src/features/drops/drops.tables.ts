// Drops as records: a named group of products that goes public at one moment (members shop it a number
// of hours before; the status is derived, never stored). Each drop product's own early-access fields
// follow its drop (docs/decisions/0009), so the one access rule keeps enforcing the windows.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, moment, sendingColumns, updatedAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { products } from '../catalogue/catalogue.tables';

export const drops = pgTable(
  'drops',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    publicAccessStart: moment('public_access_start').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('drops_slug_unique').on(t.slug),
    index('drops_public_access_start_idx').on(t.publicAccessStart),
  ],
);

export const dropProducts = pgTable(
  'drop_products',
  {
    dropId: uuid('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.dropId, t.productId] }),
    // A product belongs to at most one drop: its early-access fields can follow only one launch.
    uniqueIndex('drop_products_product_unique').on(t.productId),
  ],
);

/**
 * One row per drop and recipient (an account, or an e-mail-only subscriber): the window-open notice.
 * The row is made with the bell notification in one transaction, so each recipient gets one bell per
 * drop; its e-mail is claimed with SKIP LOCKED and tried again with a growing pause when sending fails.
 */
export const dropNotices = pgTable(
  'drop_notices',
  {
    id: idColumn(),
    dropId: uuid('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    // 'u:{user id}' for an account, 'e:{email}' for a subscriber without one.
    recipient: text('recipient').notNull(),
    // 'public': a "new arrivals" notice when the drop goes public, for whoever had none before.
    audience: text('audience', { enum: ['vip', 'premium', 'member', 'public'] }).notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    mailedAt: moment('mailed_at'),
    ...sendingColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('drop_notices_drop_recipient_unique').on(t.dropId, t.recipient),
    index('drop_notices_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} IS NULL`),
    check('drop_notices_audience', sql`${t.audience} IN ('vip', 'premium', 'member', 'public')`),
  ],
);
