import { and, eq, gt, lt, sql } from 'drizzle-orm';
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

/**
 * Reads the key's attempts since `since` and records one at `at` when `allowed` says so, as one step:
 * a transaction-scoped advisory lock on the key makes parallel requests for the same key take turns,
 * so fifty at once cannot all read "nine so far". Answers the new row's id, or null when refused.
 */
export async function recordAttemptIfAllowed(
  db: Db,
  key: string,
  since: Date,
  at: Date,
  allowed: (attempts: number[]) => boolean,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rate-limit:${key}`}, 0))`);
    const attempts = await attemptsSince(tx, key, since);
    if (!allowed(attempts)) return null;
    const [row] = await tx.insert(rateLimitEvents).values({ key, at }).returning({ id: rateLimitEvents.id });
    return row?.id ?? null;
  });
}

/** Takes back one recorded attempt (an attempt that turned out not to count, like a good sign-in). */
export async function deleteAttempt(db: Db, id: number): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
}

/** Forgets attempts older than `before`; run now and then so the table stays small. */
export async function pruneAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, before));
}
