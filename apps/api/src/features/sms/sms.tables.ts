import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Text messages sent while no SMS provider is configured (the default): kept for an admin to read
// and for tests, the way the mail outbox keeps e-mail.
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt)],
);
