// JSON answers that browsers and shared caches may keep: a weak ETag over the exact body, so a
// repeat request with If-None-Match costs a 304 and no body on the phone's data plan.
import { hash } from 'node:crypto';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { CachedAnswer } from './answer-cache';

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Answers that depend on who is signed in: kept by the browser only, checked every time. */
export const PRIVATE_CACHE = 'private, no-cache';

/**
 * A body as JSON with its ETag, ready to send (or to keep in an AnswerCache). Encoded to UTF-8 once:
 * the hash and the socket would each encode the text again, and a kept answer on every send.
 */
export function jsonAnswer(body: unknown): CachedAnswer {
  const bytes = Buffer.from(JSON.stringify(body));
  return { body: bytes, etag: `W/"${hash('sha1', bytes, 'base64url').slice(0, 22)}"` };
}

/**
 * Sends a JSON answer with ETag and Cache-Control, or a bodiless 304 when the client holds it already.
 * Typed like c.json so the web client knows the shape (a 304's body is the client's cached copy).
 */
export function sendJson<T>(
  c: Context,
  answer: CachedAnswer,
  cacheControl: string,
): TypedResponse<JSONParsed<T>, 200, 'json'> {
  c.header('Cache-Control', cacheControl);
  c.header('ETag', answer.etag);
  // The answer differs for signed-in shoppers, whose session travels in a cookie.
  c.header('Vary', 'Cookie');
  const match = c.req.header('if-none-match');
  const res =
    match && match.split(/\s*,\s*/).includes(answer.etag)
      ? c.body(null, 304)
      : c.body(answer.body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  return res as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
}

/** The body as JSON with ETag and Cache-Control. */
export const cachedJson = <T>(c: Context, body: T, cacheControl: string) =>
  sendJson<T>(c, jsonAnswer(body), cacheControl);

/**
 * Sets a header on the answer a handler has already made (in a middleware, after `await next()`).
 * Hono's c.header() would copy that answer into a new Response around its body as a stream, and
 * the Node adapter then streams it instead of writing the text in one go; this keeps the fast path.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  c.res.headers.set(name, value);
}

/** Answers nobody may keep (a shopper's or the owner's own data): set after the handler, whatever it said. */
export const noStore =
  (cacheControl = 'private, no-store'): MiddlewareHandler =>
  async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', cacheControl);
  };
