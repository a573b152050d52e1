import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, moment } from '../../db/columns';

// Mail the shop sends when no SMTP server is configured: kept here for an admin to read (and for
// tests), instead of being lost. With SMTP_URL set, mail goes out and nothing is stored.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    createdAt: moment('created_at').defaultNow().notNull(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);
