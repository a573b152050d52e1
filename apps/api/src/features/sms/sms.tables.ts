import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, moment } from '../../db/columns';

// Text messages sent while no SMS provider is configured (the default): kept for an admin to read
// and for tests, the way the mail outbox keeps e-mail.
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: moment('created_at').defaultNow().notNull(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt)],
);
