import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One row per attempt, kept in the database so every server process counts the same attempts.
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_key_at_idx').on(t.key, t.at)],
);
