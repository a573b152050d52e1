import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, moment } from '../../db/columns';
import { user } from '../accounts/accounts.tables';

// People who asked to hear about drops first. The e-mail is stored lower-cased and is unique.
export const earlyAccessSubscribers = pgTable(
  'early_access_subscribers',
  {
    id: idColumn(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    source: text('source').notNull().default('homepage'),
    status: text('status', { enum: ['active', 'unsubscribed'] })
      .notNull()
      .default('active'),
    subscribedAt: moment('subscribed_at').notNull().defaultNow(),
    // When a welcome e-mail was asked for; the mailer (accounts/e-mail work) sends and clears it.
    welcomeRequestedAt: moment('welcome_requested_at'),
  },
  (t) => [
    uniqueIndex('early_access_subscribers_email_unique').on(t.email),
    check('early_access_subscribers_status', sql`${t.status} IN ('active', 'unsubscribed')`),
    check('early_access_subscribers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
