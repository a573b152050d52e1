// REL-4: malformed input to every public JSON route answers a 4xx in the one error shape, never a
// 500. The routes are read from the app itself, so a new route is fuzzed the day it is added.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, ORIGIN, signUp, useShop } from '../test/use-shop';
import type { AuthAgent, Shop } from '../test/use-shop';
import { CHAT_PHOTO_PATHS } from '../features/chat/chat-photos';
import { CREATOR_VIDEO_UPLOAD_PATH } from '../features/creators/creators.routes';

/** Routes that take a multipart upload, not JSON: fuzzed for 4xx-never-500 on their own below. */
const UPLOAD_PATHS = new Set([...CHAT_PHOTO_PATHS, CREATOR_VIDEO_UPLOAD_PATH]);

type Route = { method: string; path: string };

/** POST, PUT and PATCH routes outside admin and better-auth, with their parameters filled in. */
function publicJsonRoutes(shop: Shop): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of shop.app.routes) {
    if (!['POST', 'PUT', 'PATCH'].includes(method) || !path.startsWith('/api/')) continue;
    if (path.startsWith('/api/admin') || path.startsWith('/api/auth') || path.includes('*')) continue;
    if (UPLOAD_PATHS.has(path)) continue;
    const filled = path.replace(/:txRef/g, 'TNT-FUZZ-1').replace(/:[A-Za-z]+/g, randomUUID());
    seen.set(`${method} ${path}`, { method, path: filled });
  }
  return [...seen.values()];
}

// Field names the shop's forms use, so NUL characters land in fields the routes really read.
const FIELDS = [
  'email',
  'firstName',
  'name',
  'fullName',
  'phone',
  'phoneNumber',
  'code',
  'items',
  'productId',
  'bundleId',
  'size',
  'quantity',
  'txRef',
  'transactionId',
  'status',
  'message',
  'stack',
  'path',
  'address',
  'city',
  'area',
  'notes',
  'landmark',
  'location',
  'method',
  'paymentMethod',
  'discountCode',
  'guestId',
  'preferences',
  'sizes',
  'styles',
  'ids',
  'outcome',
  'checkoutId',
  'deliveryOption',
  'data',
  'event',
];

const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const notAnObject = fc.oneof(
  fc.constantFrom<unknown>(null, [], 'x', 42, 0, true, false, '', [{}], [null]),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.string(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nulInAField = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELDS), fc.oneof(withNul, fc.jsonValue({ maxDepth: 1 })), {
      minKeys: 1,
      maxKeys: 5,
    })
    .chain((fields) =>
      fc
        .constantFrom(...Object.keys(fields))
        .chain((key) => withNul.map((text) => ({ ...fields, [key]: text }))),
    ),
  // Deeper: inside a bag line, a nested object, or as a key.
  fc.record({ items: fc.constant([{ productId: randomUUID(), size: 'M\u0000', quantity: 1 }]) }),
  fc.record({ data: fc.record({ tx_ref: withNul, id: fc.integer() }) }),
  withNul.map((key) => ({ [key]: 'x' })),
);

const errorShape = { error: { code: expect.any(String), message: expect.any(String) } };

describe.each(databaseKinds())('malformed JSON bodies on every public route on %s (REL-4)', (kind) => {
  const shop = useShop(kind, { env: { TRUST_PROXY: '1' } });
  let routes: Route[];
  let guest: (route: Route, body: string) => Promise<Response>;
  let member: AuthAgent;
  beforeAll(async () => {
    routes = publicJsonRoutes(shop);
    const guestId = randomUUID();
    guest = async (route, body) =>
      shop.app.request(`${ORIGIN}${route.path}`, {
        method: route.method,
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-guest-id': guestId },
        body,
      });
    member = shop.agent();
    await signUp(member, 'fuzz@shop.test');
  });

  const asMember = (route: Route, body: string) =>
    member.request(route.path, {
      method: route.method,
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('finds the public JSON routes', () => {
    const names = routes.map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/, ':id')}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/bag/quote', 'POST /api/checkout', 'PUT /api/profile']),
    );
    expect(names.some((n) => n.includes('/api/admin') || n.includes('/api/auth'))).toBe(false);
  });

  it('answers bodies that are not objects, and NUL characters anywhere, with a 400 naming the problem', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(notAnObject, nulInAField),
        fc.boolean(),
        async (route, body, signedIn) => {
          const res = await (signedIn ? asMember : guest)(route, JSON.stringify(body));
          expect(res.status, `${route.method} ${route.path} ${JSON.stringify(body)}`).toBe(400);
          const answer = (await res.json()) as { error: { message: string } };
          expect(answer).toMatchObject(errorShape);
          if (typeof body === 'object' && body && !Array.isArray(body))
            expect(answer.error.message).toMatch(/: must not contain NUL characters$/);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never answers any JSON value with a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }))),
        fc.boolean(),
        async (route, body, signedIn) => {
          const res = await (signedIn ? asMember : guest)(route, JSON.stringify(body));
          expect(res.status, `${route.method} ${route.path} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (res.status >= 400) expect(await res.json()).toMatchObject(errorShape);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers broken JSON and NUL characters in other content types with a 4xx', async () => {
    for (const route of routes) {
      const broken = await guest(route, '{"email": "a@b.c",');
      expect(broken.status, route.path).toBe(400);
      expect(await broken.json()).toMatchObject(errorShape);
      const plain = await shop.app.request(`${ORIGIN}${route.path}`, {
        method: route.method,
        headers: { origin: ORIGIN, 'content-type': 'text/plain' },
        body: JSON.stringify({ email: 'a\u0000@b.c', firstName: 'N\u0000' }),
      });
      expect(plain.status, route.path).toBeGreaterThanOrEqual(400);
      expect(plain.status, route.path).toBeLessThan(500);
    }
  });

  it('answers JSON, broken or NUL-laden bodies sent to the upload routes with a 4xx', async () => {
    const uploads = [...UPLOAD_PATHS].filter((path) => !path.startsWith('/api/admin'));
    expect(uploads.length).toBeGreaterThan(0);
    for (const path of uploads)
      for (const body of ['{"email": "a@b.c",', JSON.stringify({ body: 'a\u0000b' }), '[1, 2]']) {
        const res = await guest({ method: 'POST', path }, body);
        expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${body}`).toBeLessThan(500);
        expect(await res.json()).toMatchObject(errorShape);
      }
  });
});
