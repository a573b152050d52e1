// The columns most tables share, written once: a random uuid key and moments kept with their time zone
// (when a row was made, when it last changed, and the other moments a table records).
import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A random uuid primary key named id. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** A moment with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made (the database stamps it). */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** When the row last changed (stamped when it is made; writers set it on every change). */
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/**
 * A queued message's sending state (e-mail or SMS rows that workers claim with SKIP LOCKED): the
 * tries so far, the last failure, and the moment until which a worker holds the row — a crashed
 * worker's rows are picked up again afterwards.
 */
export const sendingColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  lockedUntil: moment('locked_until'),
});
