import { MINUTE_MS, toEpochMs, type Instant } from '../time';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute.';
/** Early-access sign-up: 3 attempts within 60 seconds. */
export const EARLY_ACCESS_RATE_LIMIT = { maxAttempts: 3, windowMs: MINUTE_MS } as const;

export interface RateLimit {
  maxAttempts: number;
  windowMs: number;
}

type RateLimitResult =
  | { ok: true; attempts: number[] }
  | { ok: false; error: typeof RATE_LIMIT_MESSAGE; retryAfterMs: number; attempts: number[] };

/** Whether one more attempt is allowed (default 3 in 60 s); `attempts` is the list to keep for next time. */
export function checkRateLimit(
  previous: readonly Instant[],
  now: Instant,
  limit: RateLimit = EARLY_ACCESS_RATE_LIMIT,
): RateLimitResult {
  const at = toEpochMs(now);
  // Without a clock nothing can be measured; refusing is the safe side of a rate limit.
  if (at === null)
    return { ok: false, error: RATE_LIMIT_MESSAGE, retryAfterMs: limit.windowMs, attempts: [] };
  const recent = previous
    .map(toEpochMs)
    .filter((t): t is number => t !== null && t <= at && at - t < limit.windowMs)
    .sort((a, b) => a - b);
  if (recent.length < limit.maxAttempts) return { ok: true, attempts: [...recent, at] };
  const oldest = recent[recent.length - limit.maxAttempts] ?? at;
  return {
    ok: false,
    error: RATE_LIMIT_MESSAGE,
    retryAfterMs: oldest + limit.windowMs - at,
    attempts: recent,
  };
}
