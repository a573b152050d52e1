// JSON answers that browsers and shared caches may keep: a weak ETag over the exact body, so a
// repeat request with If-None-Match costs a 304 and no body on the phone's data plan.
import { hash } from 'node:crypto';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Answers that depend on who is signed in: kept by the browser only, checked every time. */
export const PRIVATE_CACHE = 'private, no-cache';

/** The body as JSON with ETag and Cache-Control; typed like c.json so the web client knows the shape. */
export function cachedJson<T>(
  c: Context,
  body: T,
  cacheControl: string,
): TypedResponse<JSONParsed<T>, 200, 'json'> {
  const text = JSON.stringify(body);
  const etag = `W/"${hash('sha1', text, 'base64url').slice(0, 22)}"`;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  // The answer differs for signed-in shoppers, whose session travels in a cookie.
  c.header('Vary', 'Cookie');
  const match = c.req.header('if-none-match');
  // A 304 carries no body; the client reads its cached copy, so the JSON type still holds.
  const res =
    match && match.split(/\s*,\s*/).includes(etag)
      ? c.body(null, 304)
      : c.body(text, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  return res as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
}
