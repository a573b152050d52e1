// Counting attempts per key (address, e-mail, visitor) in the database, so the limit holds across
// server processes. The rule is the domain's sliding window (fewer than maxAttempts within windowMs,
// checkRateLimit); it is counted by the database in one statement per attempt, under the key's row
// lock, so parallel requests cannot overshoot a limit between reading the count and recording.
import type { RateLimit } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { deleteAttempt, pruneAttempts, recordAttemptIfUnder } from './rate-limits.repo';

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
  // Without a clock nothing can be measured; refusing is the safe side (as the domain rule does).
  if (!Number.isFinite(at)) return null;
  const recorded = await recordAttemptIfUnder(database.db, key, {
    since: new Date(at - limit.windowMs),
    at: now,
    maxAttempts: limit.maxAttempts,
  });
  if (!recorded) return null;
  // Now and then forget old attempts (1 request in 100), so the table never grows without end.
  if (Math.random() < 0.01) await pruneAttempts(database.db, new Date(at - 24 * 3600_000));
  return { giveBack: () => deleteAttempt(database.db, key, now) };
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

export type KeyedLimit = { key: string; limit: RateLimit };

/**
 * Counts one attempt under every key only if each key is still under its limit; true when the
 * attempt may go ahead. Each key is counted atomically (takeAttempt); when one is at its limit the
 * other keys give their attempt back, so a refused request costs nothing and N parallel
 * requests (a script flooding the checkout) never get more yeses than any one limit allows.
 */
export async function consumeAttemptsAtomically(
  deps: Deps,
  limits: KeyedLimit[],
  now = new Date(),
): Promise<boolean> {
  // The keys are counted side by side (each on its own is atomic): one round trip, not one per key.
  const taken = await Promise.all(limits.map(({ key, limit }) => takeAttempt(deps, key, limit, now)));
  if (taken.every((attempt) => attempt !== null)) return true;
  await Promise.all(taken.map((attempt) => attempt?.giveBack()));
  return false;
}
