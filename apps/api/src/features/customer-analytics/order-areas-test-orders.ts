// Generated orders for the "Where orders go" tests, written straight into the tables (each with its
// checkout), and the plain reference: every counted order of a window through the domain's orderAreaOf.
import {
  KNOWN_PLACES,
  OTHER_PLACES,
  orderAreaOf,
  spotCentre,
  spotOf,
  type DeliveryPlace,
} from '@shop/domain/rules';
import fc from 'fast-check';
import type { Db } from '../../db/database';
import { replaceOrders } from '../../test/generated-orders';

export const now = new Date('2026-06-15T09:30:00Z');
export const DAY = 86_400_000;

export type Gen = {
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
export const genOrder: fc.Arbitrary<Gen> = fc
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

/** Replaces every order with `list` (guests paying by M-Pesa from one number). */
export const writeOrders = (db: Db, list: readonly Gen[]) =>
  replaceOrders(
    db,
    list.map((o) => ({
      userId: null,
      phone: '+254711000001',
      total: o.total,
      deliveryFee: o.deliveryFee,
      status: o.status,
      refundStatus: o.refundStatus,
      refunded: o.refunded,
      createdAt: o.createdAt,
      deliveryInfo: o.delivery && {
        name: 'Wanjiku',
        phone: '+254711000001',
        location: o.delivery.location,
        coordinates: o.delivery.coordinates ?? null,
        timestamp: '',
      },
    })),
  );

/** The same figures, the plain way: every counted order of the window through orderAreaOf. */
export function reference(list: readonly Gen[], window: { start: Date; end: Date }) {
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
