// Counting attempts per key (address, e-mail, visitor) in the database, so the limit holds across
// server processes. Whether an attempt is allowed is the domain's pure rule over the timestamps.
import { checkRateLimit, type RateLimit } from '@shop/domain';
import type { AppDeps } from '../../app-deps';
import {
  attemptsOfKeys,
  attemptsSince,
  lockKeys,
  pruneAttempts,
  recordAttempt,
  recordAttempts,
} from './rate-limits.repo';

/** Records an attempt for `key` unless the limit is reached; true when the attempt may go ahead. */
export async function consumeAttempt(
  { database }: Pick<AppDeps, 'database'>,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<boolean> {
  if (!(await attemptAllowed({ database }, key, limit, now))) return false;
  await recordAttempt(database.db, key, now);
  // Now and then forget old attempts (1 request in 100), so the table never grows without end.
  if (Math.random() < 0.01) await pruneAttempts(database.db, new Date(now.getTime() - 24 * 3600_000));
  return true;
}

/** Whether one more attempt for `key` would be allowed, without recording anything (failure counting). */
export async function attemptAllowed(
  { database }: Pick<AppDeps, 'database'>,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<boolean> {
  const attempts = await attemptsSince(database.db, key, new Date(now.getTime() - limit.windowMs));
  return checkRateLimit(attempts, now.getTime(), limit).ok;
}

export type KeyedLimit = { key: string; limit: RateLimit };

/**
 * Records one attempt under every key only if each key is still under its limit; true when the
 * attempt may go ahead. Atomic: the keys are locked while they are counted, so N parallel requests
 * (a script flooding the checkout) get exactly as many yeses as the limits allow.
 */
export async function consumeAttemptsAtomically(
  { database }: Pick<AppDeps, 'database'>,
  limits: KeyedLimit[],
  now = new Date(),
): Promise<boolean> {
  const keys = [...new Set(limits.map((l) => l.key))];
  const widest = Math.max(...limits.map((l) => l.limit.windowMs));
  // Three statements in one transaction (lock, read, record), whatever the number of keys.
  const allowed = await database.db.transaction(async (tx) => {
    await lockKeys(tx, keys);
    const attempts = await attemptsOfKeys(tx, keys, new Date(now.getTime() - widest));
    for (const { key, limit } of limits) {
      const times = attempts.get(key) ?? [];
      // A racing request that took its clock reading a moment after ours may have recorded first:
      // its attempt counts, not dropped as "in the future".
      const at = Math.max(now.getTime(), ...times);
      if (!checkRateLimit(times, at, limit).ok) return false;
    }
    await recordAttempts(tx, keys, now);
    return true;
  });
  if (allowed && Math.random() < 0.01)
    await pruneAttempts(database.db, new Date(now.getTime() - 24 * 3600_000));
  return allowed;
}
