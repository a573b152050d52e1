// The checkout part of npm run bench, against a running server on PostgreSQL (sandbox payments):
// (a) payment confirmations per second — N checkouts opened and paid on the sandbox sheet, then
//     reported by "browsers" at a bounded concurrency; every one must end as exactly one paid order;
// (b) the last-unit race — 100 shoppers press Pay on the last piece of one size (size 42 of a pair
//     that has three in 41) at the same moment: one order, the rest a sold-out answer, size 41
//     untouched, and the race's wall time (DESIGN: ≤ 0.5 s for 100 buyers; see decision 0008);
// (c) the checkout flood — one address pressing Pay for 10 s, as one visitor and as a script that
//     mints a guest id per press: how many checkouts open and how many pieces stay held.
import { randomUUID } from 'node:crypto';

type Sql = (query: string) => string;
type Product = { id: string; price: number; name: string };
type Answer = { status: number; body: Record<string, unknown> };

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `work` over `items` with at most `limit` in flight. */
async function bounded<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

export async function benchCheckout(
  base: string,
  sql: Sql,
  options: { checkouts: number; buyers: number; concurrency: number },
) {
  const origin = new URL(base).origin;
  let address = 0;
  // Each request comes from its own shopper's address (the server trusts the proxy header here), so the
  // per-address limit on payment reports measures nothing but the server.
  const post = async (path: string, body: unknown, guestId = randomUUID(), ip?: string) => {
    address += 1;
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'x-guest-id': guestId,
        'x-forwarded-for': ip ?? `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** A product with a count per size (the key '' for a product without sizes). */
  const addProduct = (name: string, sizes: Record<string, number>): Product => {
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`;
    const total = Object.values(sizes).reduce((sum, n) => sum + n, 0);
    const id = sql(
      `INSERT INTO products (name, slug, price, stock, category) VALUES ('${name}', '${slug}', 1800, ${total}, 'clothing') RETURNING id`,
    ).trim();
    const rows = Object.entries(sizes).map(([size, n]) => `('${id}', ${size ? `'${size}'` : 'NULL'}, ${n})`);
    sql(`INSERT INTO product_variants (product_id, size, stock) VALUES ${rows.join(', ')}`);
    return { id, price: 1800, name };
  };
  const checkout = (product: Product, guestId = randomUUID(), size: string | null = null, ip?: string) =>
    post(
      '/api/checkout',
      {
        bag: { items: [{ product, quantity: 1, selectedSize: size }], bundles: [] },
        phone: '0712345678',
        payment_method: 'mpesa',
      },
      guestId,
      ip,
    );
  type Opened = { checkout: { tx_ref: string; total: number } };
  const payOnSandbox = async (opened: Opened) => {
    const paid = await post('/api/sandbox-pay/charges', {
      tx_ref: opened.checkout.tx_ref,
      amount: opened.checkout.total,
      method: 'mpesa',
      phone: '0712345678',
      outcome: 'approve',
    });
    return String(paid.body.transaction_id);
  };
  const confirm = (txRef: string, transactionId: string) =>
    post('/api/checkout/confirm', { tx_ref: txRef, transaction_id: transactionId });

  // (a) Confirmations per second.
  const n = options.checkouts;
  const stocked = addProduct('Bench Tee', { '': n });
  const prepared = await bounded(
    Array.from({ length: n }, (_, i) => i),
    16,
    async () => {
      const opened = await checkout(stocked);
      if (opened.status !== 201) throw new Error(`checkout did not open: ${JSON.stringify(opened.body)}`);
      const body = opened.body as unknown as Opened;
      return { txRef: body.checkout.tx_ref, transactionId: await payOnSandbox(body) };
    },
  );
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const t0 = performance.now();
  await bounded(prepared, options.concurrency, async ({ txRef, transactionId }) => {
    const start = performance.now();
    const answer = await confirm(txRef, transactionId);
    latencies.push(performance.now() - start);
    const key = `${answer.status} ${String(answer.body.status ?? (answer.body.error as { code?: string })?.code)}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  });
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const orders = sql(
    `SELECT count(*) FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.product_id = '${stocked.id}'`,
  ).trim();
  console.log(
    `checkout confirmations: ${n} paid checkouts reported at ${options.concurrency} in flight → ${(n / seconds).toFixed(0)} confirmations/s, ` +
      `p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms; ` +
      `answers ${JSON.stringify(Object.fromEntries(statuses))}; orders written ${orders} (must be ${n})`,
  );

  // (b) The last-unit race: a warm-up race first (connections open), then three measured ones.
  const race = async (label: string) => {
    const piece = addProduct(`Last Piece ${label}`, { '41': 3, '42': 1 });
    const guests = Array.from({ length: options.buyers }, () => randomUUID());
    const start = performance.now();
    const answers = await Promise.all(guests.map((g) => checkout(piece, g, '42')));
    const wallMs = performance.now() - start;
    const count = (match: (a: (typeof answers)[number]) => boolean) => answers.filter(match).length;
    const code = (a: (typeof answers)[number]) => (a.body.error as { code?: string } | undefined)?.code;
    const won = answers.filter((a) => a.status === 201);
    for (const w of won) {
      const body = w.body as unknown as Opened;
      await confirm(body.checkout.tx_ref, await payOnSandbox(body));
    }
    const orderCount = sql(
      `SELECT count(*) FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.product_id = '${piece.id}'`,
    ).trim();
    const stock = sql(
      `SELECT string_agg(size || ':' || stock, ' ' ORDER BY size) FROM product_variants WHERE product_id = '${piece.id}'`,
    ).trim();
    return {
      wallMs,
      line:
        `last-unit race ${label}: ${options.buyers} buyers → ${won.length} checkout, ${orderCount} order (must be 1), ` +
        `${count((a) => code(a) === 'sold_out')} sold_out + ${count((a) => code(a) === 'bag_changed')} bag_changed ` +
        `(must total ${options.buyers - 1}), ${count((a) => a.status >= 500)} errors, sizes ${stock} (must be 41:3 42:0); ` +
        `race wall time ${wallMs.toFixed(0)} ms`,
    };
  };
  await race('warm-up');
  const walls: number[] = [];
  for (const label of ['1', '2', '3']) {
    const result = await race(label);
    walls.push(result.wallMs);
    console.log(result.line);
  }
  walls.sort((a, b) => a - b);
  console.log(
    `last-unit race on a size, ${options.buyers} buyers: median wall time ${walls[1]!.toFixed(0)} ms`,
  );

  await flood(checkout, addProduct, sql);
}

/**
 * (c) The checkout flood (INV-9): 20 requests in flight for 10 s from one address — first as one
 * visitor (one guest id), then with a new guest id on every request, as a script would — and what
 * they hold at the end. The limits (decision 0007) decide the numbers; the bench shows they hold.
 */
async function flood(
  checkout: (p: Product, guestId?: string, size?: string | null, ip?: string) => Promise<Answer>,
  addProduct: (name: string, sizes: Record<string, number>) => Product,
  sql: Sql,
) {
  for (const [label, sameVisitor] of [
    ['one visitor', true],
    ['a new guest id per request', false],
  ] as const) {
    const piece = addProduct(`Flood ${label}`, { M: 500 });
    const ip = `172.16.${sameVisitor ? 1 : 2}.1`;
    const guest = randomUUID();
    const statuses = new Map<number, number>();
    const until = performance.now() + 10_000;
    await bounded(Array.from({ length: 20 }), 20, async () => {
      while (performance.now() < until) {
        const answer = await checkout(piece, sameVisitor ? guest : randomUUID(), 'M', ip);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    });
    const holding = sql(
      `SELECT count(*) FROM checkouts WHERE status = 'pending' AND hold_state = 'held' AND lines::text LIKE '%${piece.id}%'`,
    ).trim();
    const taken = sql(`SELECT 500 - stock FROM product_variants WHERE product_id = '${piece.id}'`).trim();
    const held = `${holding} checkout(s) holding ${taken}`;
    const opened = statuses.get(201) ?? 0;
    console.log(
      `checkout flood, ${label}, one address, 20 in flight for 10 s: ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests, ` +
        `${opened} opened, answers ${JSON.stringify(Object.fromEntries(statuses))}; held at the end: ${held} piece(s)`,
    );
  }
}
