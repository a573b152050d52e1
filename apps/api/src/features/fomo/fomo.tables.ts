// The recent-purchase toast's own rows: the owner's settings (one row; defaults until first saved) and
// the orders the owner chose to keep out of it. The entries themselves are never stored: they are read
// from real paid orders each time (spec §3 "Fomo notification", made honest: no invented rows).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { orders } from '../orders/orders.tables';

export const fomoSettings = pgTable(
  'fomo_settings',
  {
    // Always 1: the shop has one set of settings.
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull(),
    delaySeconds: integer('delay_seconds').notNull(),
    intervalSeconds: integer('interval_seconds').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('fomo_settings_single', sql`${t.id} = 1`),
    check('fomo_settings_delay', sql`${t.delaySeconds} between 0 and 600`),
    check('fomo_settings_interval', sql`${t.intervalSeconds} between 3 and 120`),
  ],
);

/** An order the owner hid from the toast (unhiding deletes the row). */
export const fomoHiddenOrders = pgTable('fomo_hidden_orders', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  hiddenBy: text('hidden_by').references(() => user.id, { onDelete: 'set null' }),
  hiddenAt: moment('hidden_at').notNull().defaultNow(),
});
