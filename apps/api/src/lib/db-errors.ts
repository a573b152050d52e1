// Reads what a failed database write was refused for, whichever driver (pg, PGlite) and wrapper
// (Drizzle's query error) it came through, so a service can answer a clash with a clear 409.

type DbFailure = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The unique index or constraint a write collided with, or null when the error is something else. */
export function uniqueViolation(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const failure = e as DbFailure;
    if (failure.code === '23505') return typeof failure.constraint === 'string' ? failure.constraint : '';
    e = failure.cause;
  }
  return null;
}
