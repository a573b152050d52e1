// "Where orders go": the SQL's areas, groups and pins held against the domain's orderAreaOf applied
// to the same generated orders in TypeScript (a property test, on PGlite and on PostgreSQL), a worked
// example, and the owner-only guard.
import { areaGroupOf, KNOWN_PLACES, OTHER_PLACES, periodWindows } from '@shop/domain/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useShop } from '../../test/use-shop';
import { DAY, genOrder, now, reference, writeOrders } from './order-areas-test-orders';
import { orderAreas } from './order-areas.service';

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
