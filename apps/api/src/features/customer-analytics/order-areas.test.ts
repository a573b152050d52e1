// "Where orders go": the SQL's areas, groups and pins held against the domain's orderAreaOf applied
// to the same generated orders in TypeScript (a property test, on PGlite and on PostgreSQL), a worked
// example, and the owner-only guard.
import { randomUUID } from 'node:crypto';
import {
  areaGroupOf,
  KNOWN_PLACES,
  OTHER_PLACES,
  orderAreaOf,
  periodWindows,
  spotCentre,
  spotOf,
  type DeliveryPlace,
} from '@shop/domain/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { databaseKinds, useShop } from '../../test/use-shop';
import { checkouts } from '../checkout/checkout.tables';
import { orders } from '../orders/orders.tables';
import { orderAreas } from './order-areas.service';

const now = new Date('2026-06-15T09:30:00Z');
const DAY = 86_400_000;

type Gen = {
  status: 'paid' | 'fulfilled' | 'cancelled';
  refundStatus: 'owed' | 'refunded' | null;
  total: number;
  deliveryFee: number;
  refunded: number;
  createdAt: Date;
  delivery: (DeliveryPlace & { location: string }) | null;
};

// Addresses as shoppers type them: known names in any case, split by odd spaces, glued to letters
// (no match) or digits (a match), among streets and places the shop does not know.
const spaced = (name: string) =>
  fc.constantFrom(' ', '  ', '\u00a0', '\n ', '\t').chain((gap) =>
    fc
      .constantFrom('lower', 'upper', 'as is')
      .map((c) => (c === 'lower' ? name.toLowerCase() : c === 'upper' ? name.toUpperCase() : name))
      .map((n) => n.replace(/ /g, gap)),
  );
const unknown = fc.constantFrom(
  'Hse 12',
  'Ngong Rd',
  'Apt 4B',
  'Mombasa',
  'Nyali',
  'Café',
  'Kilimanijaro',
  'Nairobi',
);
const token = fc.oneof(
  fc.constantFrom(...KNOWN_PLACES.map((p) => p.area)).chain(spaced),
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...KNOWN_PLACES.filter((p) => p.area.includes(' ')).map((p) => p.area))
      .chain(spaced),
  },
  unknown,
  fc.constantFrom('2Karen', 'éKaren', 'Karenñ', 'South Bay', 'Thika-Road', 'x', ''),
);
const joined = (part: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(part, fc.constantFrom(', ', ' ', '-', '/', '', '\n')), { maxLength: 4 })
    .map((parts) => parts.map(([t, sep]) => t + sep).join(''));
// Half the addresses name no known place, so the coordinates decide.
const location = fc.oneof(joined(token), joined(unknown));
const point = fc.oneof(
  // Near a known place: inside its 3 km (about 0.027°), around the edge, or beyond.
  fc
    .tuple(
      fc.constantFrom(...KNOWN_PLACES),
      fc.double({ min: -0.04, max: 0.04, noNaN: true }),
      fc.double({ min: -0.01, max: 0.01, noNaN: true }),
    )
    .map(([p, dLat, dLng]) => ({ lat: p.lat + dLat, lng: p.lng + dLng })),
  fc.record({
    lat: fc.double({ min: -4.5, max: 4.5, noNaN: true }),
    lng: fc.double({ min: 34, max: 41.5, noNaN: true }),
  }),
);
const genOrder: fc.Arbitrary<Gen> = fc
  .record({
    status: fc.constantFrom('paid', 'paid', 'fulfilled', 'cancelled' as const),
    refund: fc.constantFrom(null, null, null, 'owed', 'refunded' as const),
    total: fc.integer({ min: 200, max: 30_000 }),
    deliveryFee: fc.constantFrom(0, 0, 200, 500),
    partRefund: fc.constantFrom(0, 0, 0, 150, 500),
    // Most within the shortest period, some long before it.
    ageDays: fc.oneof(
      fc.double({ min: 0, max: 8, noNaN: true }),
      fc.double({ min: 0, max: 400, noNaN: true }),
    ),
    delivery: fc.option(fc.record({ location, coordinates: fc.option(point) }), { freq: 4 }),
  })
  .map((o) => ({
    status: o.status,
    refundStatus: o.status === 'cancelled' && o.refund === null ? 'owed' : o.refund,
    total: o.total,
    deliveryFee: Math.min(o.deliveryFee, o.total),
    refunded: Math.min(o.partRefund, o.total),
    createdAt: new Date(now.getTime() - o.ageDays * DAY),
    delivery: o.delivery,
  }));

async function writeOrders(db: Db, list: readonly Gen[]) {
  await db.delete(orders);
  await db.delete(checkouts);
  if (list.length === 0) return;
  const made = await db
    .insert(checkouts)
    .values(
      list.map((o) => ({
        txRef: `TNT-TEST-${randomUUID()}`,
        provider: 'sandbox',
        guestId: randomUUID(),
        phone: '+254711000001',
        paymentMethod: 'mpesa' as const,
        lines: { items: [], bundles: [] },
        held: { pieces: [], bundles: {} },
        subtotal: o.total - o.deliveryFee,
        deliveryOption: 'standard' as const,
        deliveryFee: o.deliveryFee,
        total: o.total,
        expiresAt: o.createdAt,
      })),
    )
    .returning({ id: checkouts.id, txRef: checkouts.txRef });
  await db.insert(orders).values(
    list.map((o, i) => ({
      phoneNumber: '+254711000001',
      totalAmount: o.total,
      status: o.status,
      paymentRef: made[i]!.txRef,
      providerTransactionId: made[i]!.txRef,
      paymentMethod: 'mpesa',
      amountPaid: o.total,
      isGuest: true,
      guestId: randomUUID(),
      checkoutId: made[i]!.id,
      deliveryInfo: o.delivery && {
        name: 'Wanjiku',
        phone: '+254711000001',
        location: o.delivery.location,
        coordinates: o.delivery.coordinates ?? null,
        timestamp: '',
      },
      subtotal: o.total - o.deliveryFee,
      deliveryOption: 'standard',
      deliveryFee: o.deliveryFee,
      refundStatus: o.refundStatus,
      refundedAmount: o.refunded,
      createdAt: o.createdAt,
    })),
  );
}

/** The same figures, the plain way: every counted order of the window through orderAreaOf. */
function reference(list: readonly Gen[], window: { start: Date; end: Date }) {
  const areas = new Map<string, { orders: number; revenue: number; delivery: number }>();
  const spots = new Map<string, { orders: number; revenue: number; delivery: number }>();
  const add = (map: typeof areas, key: string, value: number, delivery: number) => {
    const row = map.get(key) ?? { orders: 0, revenue: 0, delivery: 0 };
    map.set(key, { orders: row.orders + 1, revenue: row.revenue + value, delivery: row.delivery + delivery });
  };
  for (const o of list) {
    const counted = o.status !== 'cancelled' && o.refundStatus === null;
    if (!counted || o.createdAt < window.start || o.createdAt >= window.end) continue;
    const value = Math.max(o.total - o.refunded, 0);
    const delivery = Math.min(o.deliveryFee, value);
    const area = orderAreaOf(o.delivery);
    add(areas, area, value, delivery);
    const c = o.delivery?.coordinates;
    if (area === OTHER_PLACES && c) {
      const centre = spotCentre(spotOf(c));
      add(spots, `${centre.lat},${centre.lng}`, value, delivery);
    }
  }
  return { areas, spots };
}

const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

describe.each(databaseKinds())('where orders go on %s', (kind) => {
  const shop = useShop(kind);

  it('counts orders and revenue by area, group and pin exactly as orderAreaOf says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(genOrder, { maxLength: 40 }),
        fc.constantFrom('7d', '30d', '90d', '365d' as const),
        async (list, period) => {
          await writeOrders(shop.db, list);
          const answer = await orderAreas(shop, period, now);
          const ref = reference(list, periodWindows(period, now).current);

          const got = answer.areas.map((a) => ({
            key: a.area,
            orders: a.orders,
            revenue: a.revenue,
            delivery: a.delivery,
          }));
          const want = [...ref.areas].map(([key, r]) => ({ key, ...r }));
          expect(sorted(got)).toEqual(sorted(want));
          for (const a of answer.areas) {
            expect(a.group).toBe(areaGroupOf(a.area));
            expect(a.goods + a.delivery).toBe(a.revenue);
          }
          const gotSpots = answer.spots.map((s) => ({
            key: `${s.lat},${s.lng}`,
            orders: s.orders,
            revenue: s.revenue,
            delivery: s.delivery,
          }));
          expect(sorted(gotSpots)).toEqual(sorted([...ref.spots].map(([key, r]) => ({ key, ...r }))));
          expect(answer.orders).toBe([...ref.areas.values()].reduce((n, r) => n + r.orders, 0));
          expect(answer.groups.reduce((n, g) => n + g.revenue, 0)).toBe(answer.revenue);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('takes the nearest known place within 3 km of the coordinates when the address names none', async () => {
    const near = fc
      .tuple(
        fc.constantFrom(...KNOWN_PLACES),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: -400, max: 400 }),
      )
      .map(([p, dLat, dLng]) => ({ lat: p.lat + dLat / 10_000, lng: p.lng + dLng / 10_000 }));
    const at = new Date(now.getTime() - DAY);
    await fc.assert(
      fc.asyncProperty(fc.array(near, { minLength: 20, maxLength: 60 }), async (points) => {
        const list = points.map((coordinates) => ({
          status: 'paid' as const,
          refundStatus: null,
          refunded: 0,
          createdAt: at,
          total: 1_000,
          deliveryFee: 0,
          delivery: { location: 'Gate 2', coordinates },
        }));
        await writeOrders(shop.db, list);
        const answer = await orderAreas(shop, '7d', now);
        const want = reference(list, periodWindows('7d', now).current);
        expect(sorted(answer.areas.map((a) => [a.area, a.orders]))).toEqual(
          sorted([...want.areas].map(([area, r]) => [area, r.orders])),
        );
      }),
      { numRuns: 10 },
    );
  });

  it('reads the address, then the coordinates, groups the towns, and pins known places', async () => {
    const at = new Date(now.getTime() - DAY);
    const base = { status: 'paid' as const, refundStatus: null, refunded: 0, createdAt: at };
    const thika = KNOWN_PLACES.find((p) => p.area === 'Thika')!;
    await writeOrders(shop.db, [
      {
        ...base,
        total: 3_000,
        deliveryFee: 0,
        delivery: { location: 'Hse 4, kilimani', coordinates: thika },
      },
      {
        ...base,
        total: 2_200,
        deliveryFee: 200,
        delivery: { location: 'Argwings Kodhek Rd', coordinates: null },
      },
      {
        ...base,
        total: 1_700,
        deliveryFee: 200,
        delivery: { location: 'Gate B', coordinates: { lat: thika.lat + 0.01, lng: thika.lng } },
      },
      {
        ...base,
        total: 5_000,
        deliveryFee: 500,
        delivery: { location: 'Nyali', coordinates: { lat: -4.04, lng: 39.7 } },
      },
      { ...base, total: 900, deliveryFee: 0, delivery: null },
      // A no-break space between the words, as phones often type it.
      {
        ...base,
        total: 400,
        deliveryFee: 0,
        delivery: { location: 'Block 9, upper\u00a0HILL', coordinates: null },
      },
      {
        ...base,
        status: 'cancelled',
        refundStatus: 'owed',
        total: 9_999,
        deliveryFee: 0,
        delivery: { location: 'Karen', coordinates: null },
      },
    ]);
    const answer = await orderAreas(shop, '7d', now);
    expect(answer.areas.map((a) => [a.area, a.group, a.orders, a.revenue, a.goods, a.delivery])).toEqual([
      [OTHER_PLACES, 'Elsewhere', 2, 7_200, 6_500, 700],
      ['Kilimani', 'Nairobi', 1, 3_000, 3_000, 0],
      ['Thika', 'Kiambu', 1, 1_700, 1_500, 200],
      ['No address yet', 'Elsewhere', 1, 900, 900, 0],
      ['Upper Hill', 'Nairobi', 1, 400, 400, 0],
    ]);
    expect(answer.areas.find((a) => a.area === 'Thika')!.pin).toEqual({ lat: thika.lat, lng: thika.lng });
    expect(answer.spots).toEqual([
      { lat: -4.05, lng: 39.75, orders: 1, revenue: 5_000, goods: 4_500, delivery: 500 },
    ]);
    expect(answer.groups.map((g) => [g.group, g.orders])).toEqual([
      ['Nairobi', 2],
      ['Kiambu', 1],
      ['Elsewhere', 3],
    ]);
    expect(answer.revenue).toBe(13_200);
  });

  it('answers the owner only, and a clear 400 for an unknown period', async () => {
    const owner = await shop.asAdmin();
    expect((await owner.get('/api/admin/analytics/order-areas?period=90d')).status).toBe(200);
    expect((await owner.get('/api/admin/analytics/order-areas?period=2y')).status).toBe(400);
    expect((await shop.as().get('/api/admin/analytics/order-areas')).status).toBe(403);
    const customer = await shop.signIn('area-customer@example.com');
    expect((await shop.as(customer).get('/api/admin/analytics/order-areas')).status).toBe(403);
  });
});
