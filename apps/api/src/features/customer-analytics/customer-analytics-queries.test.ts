// Every customer-analytics figure is computed by SQL; here each query is held against a plain
// TypeScript reference over the same generated orders (a few fast-check runs each, on PGlite and on
// PostgreSQL): the period summary and its previous period, sales by day/week/month, segment counts,
// and the customer list with names, spend, segment, tier and paging.
import { salesBuckets, bucketsSince, periodWindows, CUSTOMER_SEGMENTS } from '@shop/domain/rules';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop } from '../../test/use-shop';
import { profiles } from '../accounts/accounts.tables';
import { genOrders, refCustomers, refSales, refWindow, writeOrders } from './analytics-test-orders';
import { customerList, salesOverTime, segments, summary } from './customer-analytics.service';

const now = new Date('2026-06-15T09:30:00Z');
const RUNS = { numRuns: 4 };

describe.each(databaseKinds())('customer analytics queries on %s', (kind) => {
  const shop = useShop(kind);
  const users: string[] = [];
  const tiers = new Map<string, string>();

  beforeAll(async () => {
    const vip = await shop.signIn('vip-buyer@example.com', { tier: 'vip' });
    const plain = await shop.signIn('plain-buyer@example.com', { tier: 'regular' });
    const other = await shop.signIn('other-buyer@example.com');
    users.push(vip.id, plain.id, other.id);
    // The tier is the account's profile (made at sign-up); a guest's phone has none.
    for (const p of await shop.db.select().from(profiles)) tiers.set(p.id, p.customerTier);
    expect(tiers.get(vip.id)).toBe('vip');
  });

  it('summary: this period and the one before match the reference', async () => {
    await fc.assert(
      fc.asyncProperty(
        genOrders(now, users),
        fc.constantFrom('7d', '30d', '90d', '365d' as const),
        async (list, period) => {
          await writeOrders(shop.db, list);
          const answer = await summary(shop, period, now);
          const w = periodWindows(period, now);
          for (const [which, window] of [
            ['current', w.current],
            ['previous', w.previous],
          ] as const) {
            const ref = refWindow(list, window.start, window.end);
            const got = (key: keyof typeof answer) =>
              (answer[key] as { current: number; previous: number })[which];
            expect(got('customers')).toBe(ref.customers);
            expect(got('new_customers')).toBe(ref.new_customers);
            expect(got('orders')).toBe(ref.orders);
            expect(got('revenue')).toBe(ref.revenue);
            expect(got('cancelled_orders')).toBe(ref.cancelled_orders);
            expect(got('refunded_orders')).toBe(ref.refunded_orders);
            const per = (a: number, b: number) => (b > 0 ? a / b : 0);
            expect(got('repeat_rate')).toBe(Math.round(per(ref.repeat_customers, ref.customers) * 1000) / 10);
            expect(got('average_order_value')).toBe(Math.round(per(ref.revenue, ref.orders)));
            expect(got('lifetime_value')).toBe(Math.round(per(ref.lifetime_total, ref.customers)));
          }
        },
      ),
      RUNS,
    );
  });

  it('sales over time: each Nairobi day, week and month matches the reference', async () => {
    await fc.assert(
      fc.asyncProperty(
        genOrders(now, users),
        fc.constantFrom('day', 'week', 'month' as const),
        async (list, interval) => {
          await writeOrders(shop.db, list);
          const { series } = await salesOverTime(shop, interval, now);
          const buckets = salesBuckets(interval, now);
          expect(series.map((b) => b.start)).toEqual(buckets);
          const ref = refSales(list, interval, bucketsSince(buckets));
          for (const bucket of series) {
            const { start, ...figures } = bucket;
            expect(figures, start).toEqual(
              ref.get(start) ?? {
                orders: 0,
                revenue: 0,
                cancelled_orders: 0,
                cancelled_amount: 0,
                refunded_orders: 0,
                refunded_amount: 0,
              },
            );
          }
        },
      ),
      RUNS,
    );
  });

  it('segments and the customer list match the reference, every customer in exactly one segment', async () => {
    await fc.assert(
      fc.asyncProperty(genOrders(now, users), async (list) => {
        await writeOrders(shop.db, list);
        const ref = refCustomers(list, now, tiers);
        const counts = (await segments(shop, now)).segments;
        expect(counts.map((s) => s.segment)).toEqual([...CUSTOMER_SEGMENTS]);
        for (const s of counts)
          expect(s.customers, s.segment).toBe(ref.filter((r) => r.segment === s.segment).length);

        const page = await customerList(shop, { page: 1, page_size: 100 }, now);
        expect(page.total).toBe(ref.length);
        const lastOrders = page.customers.map((c) => c.last_order_at);
        expect(lastOrders).toEqual([...lastOrders].sort().reverse());
        const byKey = (rows: { phone: string | null; name: string; last_order_at: string }[]) =>
          [...rows].sort((a, b) => (a.last_order_at + a.name < b.last_order_at + b.name ? -1 : 1));
        const expected = ref.map(({ key: _key, ...row }) => ({ ...row, tags: [] }));
        expect(byKey(page.customers)).toEqual(byKey(expected));

        for (const segment of CUSTOMER_SEGMENTS) {
          const some = await customerList(shop, { segment, page: 1, page_size: 100 }, now);
          expect(some.customers.every((c) => c.segment === segment)).toBe(true);
          expect(some.total).toBe(ref.filter((r) => r.segment === segment).length);
        }
        const paged = await customerList(shop, { page: 2, page_size: 3 }, now);
        expect(paged.total).toBe(ref.length);
        expect(paged.customers).toEqual(page.customers.slice(3, 6));
      }),
      RUNS,
    );
  });
});
