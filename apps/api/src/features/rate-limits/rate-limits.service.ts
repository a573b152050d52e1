// Counting attempts per key (address, e-mail, visitor) in the database, so the limit holds across
// server processes. Whether an attempt is allowed is the domain's pure rule over the timestamps.
import { checkRateLimit, type RateLimit } from '@shop/domain';
import type { AppDeps } from '../../app-deps';
import { attemptsSince, pruneAttempts, recordAttempt } from './rate-limits.repo';

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
