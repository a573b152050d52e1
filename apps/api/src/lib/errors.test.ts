// The last word on an error nobody planned for: a 500 with the shop's words and an error line,
// unless the client had already gone (a closed page mid-render), which is no failure of the shop.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors';
import { createLogger } from './logger';

function shopThatFails() {
  const lines: { level: number; msg: string }[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = new Hono();
  app.onError((err, c) => handleError(err, c, logger));
  app.get('/page', () => {
    throw new TypeError("Cannot read properties of undefined (reading 'result')");
  });
  return { app, lines };
}

describe('an unplanned error', () => {
  it('answers 500 with the shop words and logs an error line', async () => {
    const { app, lines } = shopThatFails();
    const res = await app.request('/page');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, 'unhandled error']]);
  });

  it('is no failure when the client left first: an info line and no error', async () => {
    const { app, lines } = shopThatFails();
    const left = new AbortController();
    left.abort();
    const res = await app.request('/page', { signal: left.signal });
    expect(res.status).toBe(499);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[30, 'the client left before the answer was ready']]);
  });
});
