// PROMISES AC-3 and AC-5: every admin endpoint the app has — found from the app's own route table, so
// a new one is covered the day it is added — answers 403 to visitors, guests, customers and to an
// admin whose rights were revoked (on the very next request), and lets an admin through.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from './features/accounts/accounts.tables';
import { signedInCustomer } from './test/customers';
import { createTestShop, databaseKinds, type TestShop } from './test/test-app';

const ORIGIN = 'http://localhost:3000';

describe.each(databaseKinds())('the admin authorisation matrix on %s', (kind) => {
  let shop: TestShop;
  let endpoints: { method: string; path: string }[];
  const who: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    shop = await createTestShop(kind);
    const seen = new Set<string>();
    endpoints = shop.app.routes
      .filter((r) => r.path.startsWith('/api/admin') && r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, randomUUID()) }))
      .filter((e) => !seen.has(`${e.method} ${e.path}`) && seen.add(`${e.method} ${e.path}`));
    const customer = await signedInCustomer(shop, 'customer@example.com');
    const admin = await signedInCustomer(shop, 'admin@example.com', { admin: true });
    const revoked = await signedInCustomer(shop, 'former-admin@example.com', { admin: true });
    await shop.database.db.delete(adminUsers).where(eq(adminUsers.userId, revoked.id));
    who.visitor = {};
    who.guest = { 'x-guest-id': randomUUID() };
    who.customer = { cookie: customer.cookie };
    who['revoked admin'] = { cookie: revoked.cookie };
    who.admin = { cookie: admin.cookie };
  });
  afterAll(async () => {
    await shop.close();
  });

  const call = (e: { method: string; path: string }, headers: Record<string, string>) =>
    shop.app.request(`${ORIGIN}${e.path}`, {
      method: e.method,
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
      ...(e.method !== 'GET' && { body: '{}' }),
    });

  it('finds the admin endpoints', () => {
    // Orders, dashboard, failed orders, discounts, users and the outbox at least.
    expect(endpoints.length).toBeGreaterThanOrEqual(14);
  });

  it.each(['visitor', 'guest', 'customer', 'revoked admin'])(
    'refuses a %s on every admin endpoint',
    async (role) => {
      for (const e of endpoints) {
        const res = await call(e, who[role]!);
        expect(res.status, `${role}: ${e.method} ${e.path}`).toBe(403);
      }
    },
  );

  it('lets an admin through to every admin endpoint (a 4xx is about the input, never 403 or 500)', async () => {
    for (const e of endpoints) {
      const res = await call(e, who.admin!);
      expect(res.status, `${e.method} ${e.path}`).not.toBe(403);
      expect(res.status, `${e.method} ${e.path}`).toBeLessThan(500);
    }
  });
});
