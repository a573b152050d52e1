// Counting attempts per key (address, e-mail, visitor) in the database, so the limit holds across
// server processes. Whether an attempt is allowed is the domain's pure rule over the timestamps; the
// check and the record happen under one lock per key, so parallel requests cannot overshoot a limit.
import { checkRateLimit, type RateLimit } from '@shop/domain';
import type { AppDeps } from '../../app-deps';
import { attemptsSince, deleteAttempt, pruneAttempts, recordAttemptIfAllowed } from './rate-limits.repo';

type Deps = Pick<AppDeps, 'database'>;

/** An attempt that was counted; `giveBack` uncounts it (e.g. the sign-in turned out correct). */
export type TakenAttempt = { giveBack: () => Promise<void> };

/** Counts an attempt for `key` unless the limit is reached; null when the limit is reached. */
export async function takeAttempt(
  { database }: Deps,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<TakenAttempt | null> {
  const at = now.getTime();
  const id = await recordAttemptIfAllowed(
    database.db,
    key,
    new Date(at - limit.windowMs),
    now,
    (attempts) => checkRateLimit(attempts, at, limit).ok,
  );
  if (id === null) return null;
  // Now and then forget old attempts (1 request in 100), so the table never grows without end.
  if (Math.random() < 0.01) await pruneAttempts(database.db, new Date(at - 24 * 3600_000));
  return { giveBack: () => deleteAttempt(database.db, id) };
}

/** Records an attempt for `key` unless the limit is reached; true when the attempt may go ahead. */
export async function consumeAttempt(
  deps: Deps,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<boolean> {
  return (await takeAttempt(deps, key, limit, now)) !== null;
}

/** Whether one more attempt for `key` would be allowed, without recording anything. */
export async function attemptAllowed(
  { database }: Deps,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<boolean> {
  const attempts = await attemptsSince(database.db, key, new Date(now.getTime() - limit.windowMs));
  return checkRateLimit(attempts, now.getTime(), limit).ok;
}
