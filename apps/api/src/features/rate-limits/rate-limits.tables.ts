import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns';

// One row per key (address, e-mail, visitor) holding the times of its attempts still inside the
// longest window, kept in the database so every server process counts the same attempts. One row
// per key lets a single INSERT … ON CONFLICT DO UPDATE check and record an attempt atomically: the
// row lock makes parallel attempts for a key take turns, and each sees the others' times.
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    attempts: timestamp('attempts', { withTimezone: true, mode: 'string' }).array().notNull(),
    lastAt: moment('last_at').notNull(),
  },
  (t) => [index('rate_limit_buckets_last_at_idx').on(t.lastAt)],
);
