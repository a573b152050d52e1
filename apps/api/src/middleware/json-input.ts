// Every JSON body the API reads is checked once, before any route sees it (REL-4): it must be an
// object, and no key or text in it may hold a NUL character — PostgreSQL text cannot store one, so
// a NUL that reached a write would fail it with a 500 instead of telling the client what is wrong.
import type { MiddlewareHandler } from 'hono';
import { errorBody, invalidInputBody } from '../lib/errors';
import { NUL_MESSAGE } from '@shop/contracts';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORM_TYPE = /multipart\/form-data|application\/x-www-form-urlencoded/i;
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/** The dotted path of the first key or text holding a NUL character, or null when there is none. */
export function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const where = [...path, key];
    if (key.includes('\u0000')) return where;
    const found = nulPath(inner, where);
    if (found) return found;
  }
  return null;
}

export const jsonInput = (): MiddlewareHandler => async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!WITH_BODY.has(c.req.method) || FORM_TYPE.test(type)) return next();
  // Read through Hono's body cache, so the route's own c.req.json() parses the same text again.
  const text = await c.req.text();
  if (!text.trim()) return next();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    if (JSON_TYPE.test(type))
      return c.json(errorBody('invalid_json', 'The request body is not valid JSON'), 400);
    // Not JSON and not said to be: the route decides what it makes of it.
    return next();
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return c.json(errorBody('invalid_input', 'The request body must be a JSON object'), 400);
  const where = nulPath(body);
  if (where)
    return c.json(invalidInputBody([{ path: where.join('.') || 'body', message: NUL_MESSAGE }]), 400);
  return next();
};
