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

// Errors that mean "the database cannot be reached just now", not "this query is wrong": the
// network (Node's socket codes), PostgreSQL's connection-exception class 08, a server shutting
// down or starting (57P01-57P03), a full server (53300), and the pg driver's own words.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNREACHABLE_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|connect ECONNREFUSED|not currently accepting connections/i;

/** Whether an error (or one it wraps) says the database is out of reach rather than the query wrong. */
export function databaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e) || seen.size > 10) continue;
    seen.add(e);
    const failure = e as DbFailure & { message?: unknown; errors?: unknown };
    const code = typeof failure.code === 'string' ? failure.code : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof failure.message === 'string' && UNREACHABLE_WORDS.test(failure.message)) return true;
    queue.push(failure.cause);
    if (Array.isArray(failure.errors)) queue.push(...(failure.errors as unknown[]));
  }
  return false;
}
