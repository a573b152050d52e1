// PROMISES AC-3 and AC-5: every admin endpoint the app has — read from the one admin mount behind the
// guard, and the app's own route table holds no admin path outside it, so a new one is covered the day
// it is added — answers 403 to visitors, guests, customers and to an admin whose rights were revoked
// (on the very next request), and lets an admin through.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PATH, createAdminApi } from './app';
import { adminUsers } from './features/accounts/accounts.tables';
import { databaseKinds, ORIGIN, useShop, type Who } from './test/use-shop';

type Route = { method: string; path: string };
const key = (r: Route) => `${r.method} ${r.path}`;
const unique = (routes: Route[]) => [...new Map(routes.map((r) => [key(r), r])).values()];

describe.each(databaseKinds())('the admin authorisation matrix on %s', (kind) => {
  const shop = useShop(kind);
  let mounted: Route[];
  let endpoints: Route[];
  const who: Record<string, Who> = {};

  beforeAll(async () => {
    mounted = unique(
      createAdminApi(shop)
        .routes.filter((r) => r.method !== 'ALL')
        .map((r) => ({ method: r.method, path: `${ADMIN_API_PATH}${r.path}`.replace(/\/$/, '') })),
    );
    endpoints = mounted.map((r) => ({
      method: r.method,
      path: r.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, randomUUID()),
    }));
    const customer = await shop.signIn('customer@example.com');
    const admin = await shop.signIn('admin@example.com', { admin: true });
    const revoked = await shop.signIn('former-admin@example.com', { admin: true });
    await shop.db.delete(adminUsers).where(eq(adminUsers.userId, revoked.id));
    who.visitor = {};
    who.guest = { guestId: randomUUID() };
    who.customer = { cookie: customer.cookie };
    who['revoked admin'] = { cookie: revoked.cookie };
    who.admin = { cookie: admin.cookie };
  });

  const call = async (e: Route, as: Who) => {
    // A live stream (the chat inbox's) never ends by itself: only its answer's status is read.
    if (e.path.endsWith('/stream')) {
      const res = await shop.app.request(`${ORIGIN}${e.path}`, {
        headers: {
          origin: ORIGIN,
          ...(as.cookie && { cookie: as.cookie }),
          ...(as.guestId && { 'x-guest-id': as.guestId }),
        },
      });
      await res.body?.cancel();
      return { status: res.status };
    }
    return shop.send(e.method, e.path, { as, ...(e.method !== 'GET' && { body: '{}' }) });
  };

  it('finds the admin endpoints, every one of them behind the one guard', () => {
    // Orders, dashboard, failed orders, discounts, users and the outbox at least.
    expect(endpoints.length).toBeGreaterThanOrEqual(14);
    const inApp = unique(
      shop.app.routes
        .filter((r) => r.path.startsWith(ADMIN_API_PATH) && r.method !== 'ALL')
        .map((r) => ({ method: r.method, path: r.path.replace(/\/$/, '') })),
    );
    expect(inApp.map(key).sort()).toEqual(mounted.map(key).sort());
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
