import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimitEvents } from './rate-limits.tables';

/** Attempt times (epoch ms) for a key since `since`. */
export async function attemptsSince(db: Db, key: string, since: Date): Promise<number[]> {
  const rows = await db
    .select({ at: rateLimitEvents.at })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)));
  return rows.map((r) => r.at.getTime());
}

export async function recordAttempt(db: Db, key: string, at: Date): Promise<void> {
  await db.insert(rateLimitEvents).values({ key, at });
}

/** Forgets attempts older than `before`; run now and then so the table stays small. */
export async function pruneAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, before));
}

/**
 * Serialises attempts on these keys until the transaction ends, so a burst of parallel requests
 * cannot all count the same attempts and all pass. Keys are locked in one order (no deadlocks), in
 * one statement; an advisory lock needs no row to exist yet.
 */
export async function lockKeys(db: Db, keys: string[]): Promise<void> {
  const names = [...new Set(keys)].map((key) => sql`${`rate:${key}`}`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 0))
    from (select k from unnest(array[${sql.join(names, sql`, `)}]::text[]) as k order by k) as sorted`);
}

/** Attempt times (epoch ms) per key since `since`, for several keys in one query. */
export async function attemptsOfKeys(db: Db, keys: string[], since: Date): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ key: rateLimitEvents.key, at: rateLimitEvents.at })
    .from(rateLimitEvents)
    .where(and(inArray(rateLimitEvents.key, keys), gt(rateLimitEvents.at, since)));
  const found = new Map<string, number[]>(keys.map((k) => [k, []]));
  for (const row of rows) found.get(row.key)?.push(row.at.getTime());
  return found;
}

export async function recordAttempts(db: Db, keys: string[], at: Date): Promise<void> {
  await db.insert(rateLimitEvents).values(keys.map((key) => ({ key, at })));
}
