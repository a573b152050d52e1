// Generated orders for the analytics tests, written straight into the tables (each with the checkout
// an order needs), and a plain reference of every figure computed from the same list in TypeScript.
import {
  bucketStart,
  countsTowardTier,
  nairobiDay,
  type CustomerSegment,
  segmentFor,
  type SalesInterval,
} from '@shop/domain/rules';
import fc from 'fast-check';
import type { Db } from '../../db/database';
import { replaceOrders } from '../../test/generated-orders';

const DAY = 86_400_000;
export const PHONES = Array.from({ length: 8 }, (_, i) => `+25471100000${i}`);

export type GenOrder = {
  phone: string | null;
  userId: string | null;
  status: 'paid' | 'fulfilled' | 'cancelled';
  refundStatus: 'owed' | 'refunded' | null;
  total: number;
  refunded: number;
  createdAt: Date;
  deliveryName: string | null;
  userName: string | null;
  email: string | null;
};

/** Orders over the 800 days before `now`, from a few phones and accounts (an account's card orders have no phone). */
export const genOrders = (now: Date, userIds: readonly string[]) =>
  fc.array(
    fc
      .record({
        who: fc.integer({ min: 0, max: PHONES.length + userIds.length - 1 }),
        withUser: fc.boolean(),
        status: fc.constantFrom('paid', 'paid', 'fulfilled', 'cancelled' as const),
        refund: fc.constantFrom(null, null, null, 'owed', 'refunded' as const),
        total: fc.integer({ min: 200, max: 30_000 }),
        partRefund: fc.constantFrom(0, 0, 0, 500),
        ageMs: fc.oneof(fc.integer({ min: 0, max: 800 * DAY }), fc.integer({ min: 0, max: 40 * DAY })),
        deliveryName: fc.constantFrom(null, '', 'Guest', 'Wanjiku', 'Otieno '),
        userName: fc.constantFrom(null, 'Guest 12', 'Amina', 'guest lower'),
        email: fc.constantFrom(null, 'amina@example.com', 'zawadi@example.com'),
      })
      .map(({ who, withUser, status, refund, total, partRefund, ageMs, ...names }): GenOrder => {
        const accountOnly = who >= PHONES.length;
        const userId = accountOnly
          ? userIds[who - PHONES.length]!
          : withUser
            ? userIds[who % userIds.length]!
            : null;
        return {
          phone: accountOnly ? null : PHONES[who]!,
          userId: accountOnly || withUser ? userId : null,
          status,
          refundStatus: status === 'cancelled' && refund === null ? 'owed' : refund,
          total,
          refunded: Math.min(partRefund, total),
          createdAt: new Date(now.getTime() - ageMs),
          ...names,
        };
      }),
    { maxLength: 60 },
  );

/** Replaces every order with `list`. */
export const writeOrders = (db: Db, list: readonly GenOrder[]) =>
  replaceOrders(
    db,
    list.map((o) => ({
      userId: o.userId,
      phone: o.phone,
      total: o.total,
      deliveryFee: 0,
      status: o.status,
      refundStatus: o.refundStatus,
      refunded: o.refunded,
      createdAt: o.createdAt,
      deliveryInfo:
        o.deliveryName === null
          ? null
          : { name: o.deliveryName, phone: '', location: 'Kilimani', coordinates: null, timestamp: '' },
      userName: o.userName,
      userEmail: o.email,
    })),
  );

// ---- the reference: the same figures, the plain way ----

const keyOf = (o: GenOrder) => o.phone ?? `account:${o.userId}`;
const counted = (o: GenOrder) => countsTowardTier(o);
const valueOf = (o: GenOrder) => Math.max(o.total - o.refunded, 0);

export function refWindow(list: readonly GenOrder[], start: Date, end: Date) {
  const upTo = list.filter((o) => counted(o) && o.createdAt < end);
  const inside = upTo.filter((o) => o.createdAt >= start);
  const keys = new Set(inside.map(keyOf));
  const firstAt = (key: string) =>
    Math.min(...list.filter((o) => counted(o) && keyOf(o) === key).map((o) => o.createdAt.getTime()));
  const countUpTo = (key: string) => upTo.filter((o) => keyOf(o) === key).length;
  const all = list.filter((o) => o.createdAt >= start && o.createdAt < end);
  return {
    customers: keys.size,
    new_customers: [...keys].filter((k) => firstAt(k) >= start.getTime()).length,
    repeat_customers: [...keys].filter((k) => countUpTo(k) >= 2).length,
    orders: inside.length,
    revenue: inside.reduce((n, o) => n + valueOf(o), 0),
    lifetime_total: upTo.filter((o) => keys.has(keyOf(o))).reduce((n, o) => n + valueOf(o), 0),
    cancelled_orders: all.filter((o) => o.status === 'cancelled').length,
    refunded_orders: all.filter((o) => o.status !== 'cancelled' && o.refundStatus !== null).length,
  };
}

export function refSales(list: readonly GenOrder[], interval: SalesInterval, since: Date) {
  const out = new Map<string, Record<string, number>>();
  for (const o of list.filter((x) => x.createdAt >= since)) {
    const start = bucketStart(nairobiDay(o.createdAt), interval);
    const b = out.get(start) ?? {
      orders: 0,
      revenue: 0,
      cancelled_orders: 0,
      cancelled_amount: 0,
      refunded_orders: 0,
      refunded_amount: 0,
    };
    if (counted(o)) {
      b.orders! += 1;
      b.revenue! += valueOf(o);
    } else if (o.status === 'cancelled') {
      b.cancelled_orders! += 1;
      b.cancelled_amount! += o.total;
    } else if (o.refundStatus !== null) {
      b.refunded_orders! += 1;
      b.refunded_amount! += o.total;
    }
    out.set(start, b);
  }
  return out;
}

const present = (v: string | null) => (v?.trim() ? v.trim() : null);

export function refCustomers(list: readonly GenOrder[], now: Date, tiers: ReadonlyMap<string, string>) {
  const byKey = new Map<string, GenOrder[]>();
  for (const o of list) byKey.set(keyOf(o), [...(byKey.get(keyOf(o)) ?? []), o]);
  const rows = [];
  for (const [key, mine] of byKey) {
    const sales = mine.filter(counted);
    if (sales.length === 0) continue;
    const newest = [...mine].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const first = <T>(pick: (o: GenOrder) => T | null) => newest.map(pick).find((v) => v !== null) ?? null;
    const delivery = first((o) => (present(o.deliveryName) !== 'Guest' ? present(o.deliveryName) : null));
    const user = first((o) => (present(o.userName)?.startsWith('Guest') ? null : present(o.userName)));
    const email = first((o) => present(o.email));
    const account = first((o) => o.userId);
    const times = sales.map((o) => o.createdAt.getTime());
    const spent = sales.reduce((n, o) => n + valueOf(o), 0);
    const segment: CustomerSegment = segmentFor(
      {
        totalSpent: spent,
        orderCount: sales.length,
        lastOrderAt: new Date(Math.max(...times)),
        firstOrderAt: new Date(Math.min(...times)),
      },
      now,
    );
    rows.push({
      phone: key.startsWith('+') ? key : null,
      name: delivery ?? user ?? (key.startsWith('+') ? key : null) ?? email ?? 'Anonymous Customer',
      email,
      orders: sales.length,
      spent,
      first_order_at: new Date(Math.min(...times)).toISOString(),
      last_order_at: new Date(Math.max(...times)).toISOString(),
      segment,
      tier: account ? (tiers.get(account) ?? null) : null,
      key,
    });
  }
  return rows;
}
