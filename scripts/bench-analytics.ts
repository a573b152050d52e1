// npm run bench:analytics — the owner's analytics panels at the size DESIGN.md names (10,000 orders
// from 3,000 customers over two years, some cancelled or refunded, a few hundred tags; 1–3 pieces an
// order from 400 pieces, some in bundles; delivery addresses over the known areas and beyond, some
// with coordinates; 600 of the customers with accounts saving 5,000 wishlist pieces, and price drops):
// each panel's statement(s) run many times on a fresh migrated database, p50 and p95 printed.
// PGlite by default (in memory); a real PostgreSQL with --postgres <url> (an empty database).
// Usage: npm run bench:analytics [-- --runs 40 --postgres postgres://postgres@127.0.0.1:5432/x
//   --only 'where orders'] (--only: the panels whose name holds the text)
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
import { orderAreas } from '../apps/api/src/features/customer-analytics/order-areas.service';
import { bestPairs, pairsWith } from '../apps/api/src/features/customer-analytics/sells-together.service';
import { user } from '../apps/api/src/features/accounts/accounts.tables';
import { productBundles, products } from '../apps/api/src/features/catalogue/catalogue.tables';
import { orderItems, orders } from '../apps/api/src/features/orders/orders.tables';
import { wishlist } from '../apps/api/src/features/wishlist/wishlist.tables';
import { productChanges } from '../apps/api/src/features/wishlist-alerts/wishlist-alerts.tables';
import { wishlistAnalytics } from '../apps/api/src/features/wishlist-analytics/wishlist-analytics.service';
import { KNOWN_PLACES } from '../packages/domain/src/rules';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    postgres: { type: 'string' },
    only: { type: 'string' },
  },
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
const PIECES = 400;
const ACCOUNTS = 600;
const accountOf = (i: number) => `bench-user-${i}`;

/** A delivery address as shoppers write them: mostly a known area, some only coordinates, some far. */
function deliveryOf(name: string, phone: string) {
  const place = pick(KNOWN_PLACES);
  const roll = random();
  const jitter = () => (random() - 0.5) * 0.03;
  const near = { lat: place.lat + jitter(), lng: place.lng + jitter() };
  const [location, coordinates] =
    roll < 0.6
      ? [
          `Hse ${Math.floor(random() * 90)}, ${pick(['Rd', 'Lane', 'Court'])}, ${place.area}`,
          random() < 0.3 ? near : null,
        ]
      : roll < 0.85
        ? [`Gate ${Math.floor(random() * 9)}, opposite the shops`, near]
        : [
            pick(['Nyali, Mombasa', 'Milimani, Kisumu', 'Nakuru town']),
            random() < 0.5 ? { lat: -4 + random(), lng: 35 + random() * 4 } : null,
          ];
  return { name, phone, location, coordinates, timestamp: '' };
}

/** Pieces, a bundle, accounts with wishlists, and price drops (the wishlist and sells-together panels). */
async function seedCatalogue(database: Database, now: Date) {
  const { db } = database;
  const pieces = await db
    .insert(products)
    .values(
      Array.from({ length: PIECES }, (_, i) => ({
        name: `Bench piece ${i}`,
        slug: `bench-piece-${i}`,
        price: 500 + Math.floor(random() * 5_000),
        stock: random() < 0.2 ? 0 : 1,
      })),
    )
    .returning({ id: products.id });
  const [bundle] = await db
    .insert(productBundles)
    .values({ name: 'Bench set', slug: 'bench-set', price: 3_000 })
    .returning({ id: productBundles.id });
  await db.insert(user).values(
    Array.from({ length: ACCOUNTS }, (_, i) => ({
      id: accountOf(i),
      name: `Bench ${i}`,
      email: `bench-${i}@example.com`,
    })),
  );
  const saves = new Map<string, { userId: string; productId: string; createdAt: Date }>();
  while (saves.size < 5_000) {
    const userId = accountOf(Math.floor(random() * ACCOUNTS));
    // Popular pieces are saved far more often (a skewed pick).
    const productId = pieces[Math.floor(random() ** 2 * PIECES)]!.id;
    saves.set(`${userId}|${productId}`, {
      userId,
      productId,
      createdAt: new Date(now.getTime() - Math.floor(random() * 400 * DAY)),
    });
  }
  const rows = [...saves.values()];
  for (let i = 0; i < rows.length; i += 1_000) await db.insert(wishlist).values(rows.slice(i, i + 1_000));
  await db.insert(productChanges).values(
    Array.from({ length: 200 }, () => ({
      productId: pick(pieces).id,
      kind: 'price_drop' as const,
      oldPrice: 3_000,
      newPrice: 2_500,
      createdAt: new Date(now.getTime() - Math.floor(random() * 400 * DAY)),
    })),
  );
  return { pieces: pieces.map((p) => p.id), bundle: bundle!.id };
}

async function seedShop(database: Database, now: Date) {
  const { db } = database;
  const catalogue = await seedCatalogue(database, now);
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
        // A fifth of the customers also have an account (their orders count for wishlist purchases).
        userId: customer % 5 === 0 && customer / 5 < ACCOUNTS ? accountOf(customer / 5) : null,
        deliveryFee: pick([0, 0, 200, 500]),
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
          subtotal: o.total - o.deliveryFee,
          deliveryOption: 'standard' as const,
          deliveryFee: o.deliveryFee,
          total: o.total,
          expiresAt: o.createdAt,
        })),
      )
      .returning({ id: checkouts.id, txRef: checkouts.txRef });
    const written = await db
      .insert(orders)
      .values(
        batch.map((o, i) => ({
          userId: o.userId,
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
          deliveryInfo: o.name ? deliveryOf(o.name, o.phone) : null,
          subtotal: o.total - o.deliveryFee,
          deliveryOption: 'standard',
          deliveryFee: o.deliveryFee,
          refundStatus: o.refund,
          createdAt: o.createdAt,
        })),
      )
      .returning({ id: orders.id });
    // 1–3 pieces an order (popular ones more often), one order in ten holding a bundle of two.
    const lines = written.flatMap(({ id }) => {
      const chosen = new Set(
        Array.from(
          { length: 1 + Math.floor(random() * 3) },
          () => catalogue.pieces[Math.floor(random() ** 2 * PIECES)]!,
        ),
      );
      const own = [...chosen].map((productId) => ({
        orderId: id,
        productId,
        name: 'Piece',
        quantity: 1,
        price: 1_000,
      }));
      if (random() >= 0.1) return own;
      const components = [pick(catalogue.pieces), pick(catalogue.pieces)].map((product_id) => ({
        product_id,
        name: 'Piece',
        quantity: 1,
        size: null,
      }));
      return [
        ...own,
        { orderId: id, bundleId: catalogue.bundle, name: 'Bench set', quantity: 1, price: 3_000, components },
      ];
    });
    for (let i = 0; i < lines.length; i += 1_000)
      await db.insert(orderItems).values(lines.slice(i, i + 1_000));
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
  return catalogue.pieces;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function main() {
  const database = args.postgres ? await openPostgres(args.postgres) : await openPglite('memory://');
  await migrate(database);
  const now = new Date();
  const started = performance.now();
  const pieceIds = await seedShop(database, now);
  // A running shop's tables have statistics (autovacuum analyses them; PGlite has no autovacuum):
  // without them, right after a bulk seed, PostgreSQL plans the pair and wishlist queries badly.
  await database.exec('analyze');
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
    ['where orders go (30d)', () => orderAreas(deps, '30d', now)],
    ['where orders go (365d)', () => orderAreas(deps, '365d', now)],
    ['sells together: top pairs', () => bestPairs(deps)],
    ['sells together: with one piece', () => pairsWith(deps, pieceIds[0]!)],
    ['wishlist demand (30 days, 4 panels)', () => wishlistAnalytics(deps, 30, now)],
    ['wishlist demand (all time, 4 panels)', () => wishlistAnalytics(deps, 0, now)],
  ];
  console.log(`panel                              p50 ms   p95 ms   (${RUNS} runs after 3 warm-ups)`);
  for (const [name, run] of panels.filter(([n]) => !args.only || n.includes(args.only))) {
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
