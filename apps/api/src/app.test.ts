import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useShop } from './test/use-shop';
import { latestMigrationTag, migrationsFolder } from './db/migrate';

// Every migration drizzle-kit generated, as its journal lists them.
const shipped = (
  JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }
).entries.length;

describe.each(databaseKinds())('the API frame on %s', (kind) => {
  const shop = useShop(kind);

  it('reports health: database reachable and the newest migration applied', async () => {
    const res = await shop.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: { kind, status: 'up', reachable: true, migrations: shipped, latest: latestMigrationTag() },
    });
  });

  it('answers unknown API paths with 404 in the one error shape', async () => {
    const res = await shop.app.request('/api/no-such-endpoint', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No API endpoint POST /api/no-such-endpoint' },
    });
  });

  it('answers malformed JSON with 400 and a clear message, never a 500', async () => {
    const res = await shop.app.request('/api/early-access', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
    });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await shop.app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()) as object).toMatchObject({ error: { code: 'too_large' } });
  });

  it('sends security headers with a policy that allows only the shop, its two inline scripts, Flutterwave and YouTube', async () => {
    const res = await shop.app.request('/faq');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // Scripts: the shop's own files, the inline accessibility settings and page loader by their
    // hashes, and Flutterwave's checkout.
    expect(csp).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}=' https:\/\/checkout\.flutterwave\.com/,
    );
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives API answers and built scripts the short policy of something that is never a page: load nothing, framed nowhere', async () => {
    for (const path of [
      '/api/health',
      '/api/catalogue/products',
      '/api/no-such-endpoint',
      '/assets/no-such-chunk.js',
    ]) {
      const res = await shop.app.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it.each([
    ['application/x-www-form-urlencoded', 'email=a@b.co'],
    ['application/json', '{"email":"a@b.co"}'],
  ])('refuses a %s post from another site before it reaches a handler', async (type, body) => {
    const res = await shop.app.request('http://localhost/api/early-access', {
      method: 'POST',
      headers: { 'content-type': type, origin: 'https://evil.example' },
      body,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
  });

  it('accepts the same post from the shop itself', async () => {
    const res = await shop.app.request('http://localhost/api/early-access', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: '{"email":"same-site@example.com"}',
    });
    expect(res.status).toBe(200);
  });

  it('compresses large answers for mobile data', async () => {
    const res = await shop.app.request('/api/no-such-endpoint-' + 'x'.repeat(2000), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
