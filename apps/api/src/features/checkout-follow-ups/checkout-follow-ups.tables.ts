// The owner's calls to shoppers whose checkout did not become an order: one row per checkout called.
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns';
import { checkouts } from '../checkout/checkout.tables';

export const checkoutFollowUps = pgTable('checkout_follow_ups', {
  checkoutId: uuid('checkout_id')
    .primaryKey()
    .references(() => checkouts.id, { onDelete: 'cascade' }),
  calledAt: moment('called_at').notNull(),
  // The admin who called (their e-mail), for the owner's records.
  calledBy: text('called_by').notNull(),
});
