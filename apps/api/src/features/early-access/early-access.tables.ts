import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    unsubscribedAt: moment('unsubscribed_at'),
    // When a welcome e-mail was asked for; the welcome-mail job sends it and clears the request.
    welcomeRequestedAt: moment('welcome_requested_at'),
    // The job's claim on the row, and after a failed send the moment it may be tried again: a worker
    // that dies leaves the row to the next one once this passes.
    welcomeLockedUntil: moment('welcome_locked_until'),
    welcomeAttempts: integer('welcome_attempts').notNull().default(0),
    welcomeLastError: text('welcome_last_error'),
    welcomeSentAt: moment('welcome_sent_at'),
  },
  (t) => [
    uniqueIndex('early_access_subscribers_email_unique').on(t.email),
    // The job looks only at rows still waiting for their welcome.
    index('early_access_subscribers_welcome_due')
      .on(t.welcomeRequestedAt)
      .where(sql`${t.welcomeRequestedAt} is not null`),
    index('early_access_subscribers_user').on(t.userId),
    index('early_access_subscribers_subscribed').on(t.subscribedAt),
    check('early_access_subscribers_status', sql`${t.status} IN ('active', 'unsubscribed')`),
    check('early_access_subscribers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
