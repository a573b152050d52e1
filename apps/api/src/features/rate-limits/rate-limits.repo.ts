import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimitBuckets } from './rate-limits.tables';

const stamp = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Records an attempt at `at` when fewer than `maxAttempts` of the key's attempts are newer than
 * `since`, in one statement: ON CONFLICT DO UPDATE locks the key's row and judges its latest
 * version, so fifty parallel attempts cannot all count "nine so far". Attempts stamped a moment
 * later than `at` count too: parallel requests read the clock in one order and reach the database
 * in another. Attempts older than the window are dropped as it goes. True when it was recorded.
 */
export async function recordAttemptIfUnder(
  db: Db,
  key: string,
  window: { since: Date; at: Date; maxAttempts: number },
): Promise<boolean> {
  const { since, at, maxAttempts } = window;
  const existing = sql`${rateLimitBuckets}.${sql.identifier('attempts')}`;
  const rows = await db
    .insert(rateLimitBuckets)
    .values({ key, attempts: sql`array[${stamp(at)}]`, lastAt: at })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        attempts: sql`array(select a from unnest(${existing}) a where a > ${stamp(since)} order by a) || ${stamp(at)}`,
        lastAt: sql`greatest(${rateLimitBuckets.lastAt}, ${stamp(at)})`,
      },
      setWhere: sql`(select count(*) from unnest(${existing}) a where a > ${stamp(since)}) < ${maxAttempts}`,
    })
    .returning({ key: rateLimitBuckets.key });
  return rows.length > 0;
}

/** Takes back one recorded attempt (an attempt that turned out not to count, like a good sign-in). */
export async function deleteAttempt(db: Db, key: string, at: Date): Promise<void> {
  const position = sql`array_position(${rateLimitBuckets.attempts}, ${stamp(at)})`;
  await db
    .update(rateLimitBuckets)
    .set({
      attempts: sql`${rateLimitBuckets.attempts}[:${position} - 1] || ${rateLimitBuckets.attempts}[${position} + 1:]`,
    })
    .where(and(eq(rateLimitBuckets.key, key), sql`${position} is not null`));
}

/** Forgets keys with no attempt since `before`; run now and then so the table stays small. */
export async function pruneAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.lastAt, before));
}
