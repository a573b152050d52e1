// npm run bench:analytics — the owner's customer-analytics panels at the size DESIGN.md names
// (10,000 orders from 3,000 customers over two years, some cancelled or refunded, a few hundred
// tags): each panel's statement run many times on a fresh migrated database, p50 and p95 printed.
// PGlite by default (in memory); a real PostgreSQL with --postgres <url> (an empty database).
// Usage: npm run bench:analytics [-- --runs 40 --postgres postgres://postgres@127.0.0.1:5432/x]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { checkouts } from '../apps/api/src/features/checkout/checkout.tables';
import { customerTags } from '../apps/api/src/features/customer-analytics/customer-analytics.tables';
import {
  customerList,
  customerPage,
  customersCsv,
  salesOverTime,
  segments,
  summary,
} from '../apps/api/src/features/customer-analytics/customer-analytics.service';
import { orders } from '../apps/api/src/features/orders/orders.tables';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '40' }, postgres: { type: 'string' } },
});
const RUNS = Number(args.runs);
const ORDERS = 10_000;
const CUSTOMERS = 3_000;
const DAY = 86_400_000;

// A small seeded generator, so every run measures the same shop.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const phoneOf = (i: number) => `+2547${String(10_000_000 + i).slice(-8)}`;

async function seedShop(database: Database, now: Date) {
  const { db } = database;
  const names = ['Wanjiku', 'Otieno', 'Achieng', 'Kamau', 'Guest', null];
  for (let start = 0; start < ORDERS; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, ORDERS - start) }, () => {
      // Some customers buy far more often than others (a skewed pick).
      const customer = Math.floor(random() ** 2 * CUSTOMERS);
      const total = 500 + Math.floor(random() * 12_000);
      const roll = random();
      return {
        phone: phoneOf(customer),
        total,
        status:
          roll < 0.05 ? ('cancelled' as const) : roll < 0.5 ? ('fulfilled' as const) : ('paid' as const),
        refund: roll < 0.05 ? ('owed' as const) : roll < 0.07 ? ('refunded' as const) : null,
        createdAt: new Date(now.getTime() - Math.floor(random() * 730 * DAY)),
        name: pick(names),
      };
    });
    const made = await db
      .insert(checkouts)
      .values(
        batch.map((o) => ({
          txRef: `TNT-BENCH-${randomUUID()}`,
          provider: 'sandbox',
          guestId: randomUUID(),
          phone: o.phone,
          paymentMethod: 'mpesa' as const,
          lines: { items: [], bundles: [] },
          held: { pieces: [], bundles: {} },
          subtotal: o.total,
          deliveryOption: 'standard' as const,
          deliveryFee: 0,
          total: o.total,
          expiresAt: o.createdAt,
        })),
      )
      .returning({ id: checkouts.id, txRef: checkouts.txRef });
    await db.insert(orders).values(
      batch.map((o, i) => ({
        phoneNumber: o.phone,
        totalAmount: o.total,
        status: o.status,
        paymentRef: made[i]!.txRef,
        providerTransactionId: made[i]!.txRef,
        paymentMethod: 'mpesa',
        amountPaid: o.total,
        isGuest: true,
        guestId: randomUUID(),
        checkoutId: made[i]!.id,
        deliveryInfo: o.name
          ? { name: o.name, phone: o.phone, location: 'Kilimani', coordinates: null, timestamp: '' }
          : null,
        subtotal: o.total,
        deliveryOption: 'standard',
        deliveryFee: 0,
        refundStatus: o.refund,
        createdAt: o.createdAt,
      })),
    );
  }
  await db
    .insert(customerTags)
    .values(
      Array.from({ length: 400 }, (_, i) => ({
        phoneNumber: phoneOf(i * 7),
        tag: pick(['Reseller', 'VIP', 'Call first']),
      })),
    )
    .onConflictDoNothing();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function main() {
  const database = args.postgres ? await openPostgres(args.postgres) : await openPglite('memory://');
  await migrate(database);
  const now = new Date();
  const started = performance.now();
  await seedShop(database, now);
  console.log(
    `${database.kind}: seeded ${ORDERS} orders from up to ${CUSTOMERS} customers in ${Math.round(performance.now() - started)} ms`,
  );
  const deps = { database };
  const panels: [string, () => Promise<unknown>][] = [
    ['summary (30d + previous)', () => summary(deps, '30d', now)],
    ['summary (365d + previous)', () => summary(deps, '365d', now)],
    ['sales by day', () => salesOverTime(deps, 'day', now)],
    ['sales by month', () => salesOverTime(deps, 'month', now)],
    ['segments', () => segments(deps, now)],
    ['customer list, page 1', () => customerList(deps, { page: 1, page_size: 20 }, now)],
    [
      'customer list, segment + search',
      () => customerList(deps, { segment: 'lost', q: 'wanj', page: 1, page_size: 20 }, now),
    ],
    ['customer page', () => customerPage(deps, phoneOf(7), now)],
    ['CSV export (all customers)', () => customersCsv(deps, {}, now)],
  ];
  console.log(`panel                              p50 ms   p95 ms   (${RUNS} runs after 3 warm-ups)`);
  for (const [name, run] of panels) {
    for (let i = 0; i < 3; i += 1) await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(34)} ${percentile(times, 0.5).toFixed(1).padStart(7)}  ${percentile(times, 0.95).toFixed(1).padStart(7)}`,
    );
  }
  await database.close();
}

await main();
