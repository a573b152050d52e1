// The move to stock by size (migrations 0009–0010) on a shop that sold under the old rules, where a
// sale moved only the product's count: sizes are brought in line with the pieces left — worked out
// from the checkouts when that explains the count exactly, otherwise flagged for the owner to recount
// (sizes that claim too much at 0) — duplicates merged, products without sizes given their one row,
// and open holds rewritten to name the size rows they took.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../features/catalogue/catalogue.tables';
import { checkouts, type HeldStock } from '../features/checkout/checkout.tables';
import { orderItems } from '../features/orders/orders.tables';
import { openPglite, rowsOf, type Database } from './database';
import { historyUntil } from '../test/migration-history';
import { migrate } from './migrate';

const BEFORE_SIZES = 8;

describe('moving a shop with sales to stock by size', () => {
  let database: Database;
  let folder: string;
  const id: Record<string, string> = {};
  const MINUTE = 60_000;
  const long = new Date(Date.now() - 60 * MINUTE);
  const later = new Date(Date.now() - 30 * MINUTE);

  beforeAll(async () => {
    folder = historyUntil(BEFORE_SIZES);
    database = await openPglite(new PGlite());
    await migrate(database, folder);
    const { db } = database;
    const rows = await db
      .insert(products)
      .values([
        // Sizes S and M, one each; an M sold since: the checkout explains the count of 1.
        { name: 'Penny Loafers', slug: 'loafers', price: 2400, stock: 1 },
        // Two of each size written by the owner, one piece left, no sale to explain it.
        { name: 'Denim Jacket', slug: 'jacket', price: 2500, stock: 1 },
        // No sizes: three pieces left, one of them held by a shopper paying now.
        { name: 'Straw Hat', slug: 'hat', price: 700, stock: 3 },
        // M listed twice (two colours) and a blank size: one M row holding both.
        { name: 'Kitenge Dress', slug: 'dress', price: 1800, stock: 2 },
        // The sizes hold fewer than the product said: the sizes stand.
        { name: 'Linen Shirt', slug: 'shirt', price: 1500, stock: 3 },
      ])
      .returning({ id: products.id, slug: products.slug });
    for (const r of rows) id[r.slug] = r.id;
    const [loaferM, , , dressRed, dressBlue] = await db
      .insert(productVariants)
      .values([
        { productId: id.loafers!, size: '42', stock: 1, createdAt: long },
        { productId: id.loafers!, size: '41', stock: 1, createdAt: long },
        { productId: id.jacket!, size: 'S', stock: 2, createdAt: long },
        { productId: id.dress!, size: 'M', color: 'Red', stock: 1, createdAt: long },
        { productId: id.dress!, size: 'M', color: 'Blue', stock: 1, createdAt: later },
        { productId: id.dress!, size: ' ', stock: 0, createdAt: long },
        { productId: id.jacket!, size: 'M', stock: 2, createdAt: long },
        { productId: id.shirt!, size: 'L', stock: 1, createdAt: long },
      ])
      .returning({ id: productVariants.id });
    const legacy = (held: Record<string, number>) =>
      ({ products: held, bundles: {} }) as unknown as HeldStock;
    const checkout = (
      ref: string,
      items: { product_id: string; size: string | null; quantity: number }[],
      holdState: 'held' | 'sold',
    ) => ({
      txRef: ref,
      provider: 'sandbox',
      guestId: `guest-${ref}`,
      paymentMethod: 'mpesa' as const,
      lines: {
        items: items.map((i) => ({ ...i, name: 'x', image: null, unit_price: 100 })),
        bundles: [],
      },
      held: legacy(Object.fromEntries(items.map((i) => [i.product_id, i.quantity]))),
      holdState,
      status: holdState === 'sold' ? ('paid' as const) : ('pending' as const),
      subtotal: 100,
      deliveryOption: 'standard' as const,
      deliveryFee: 0,
      total: 100,
      expiresAt: new Date(Date.now() + 15 * MINUTE),
      createdAt: later,
    });
    // Checkouts and orders as their tables were then (later migrations add columns the current
    // table definitions name), so written with the columns of that time.
    const insertCheckout = async (c: ReturnType<typeof checkout>) => {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
        insert into checkouts (tx_ref, provider, guest_id, payment_method, lines, held, hold_state, status,
          subtotal, delivery_option, delivery_fee, total, expires_at, created_at)
        values (${c.txRef}, ${c.provider}, ${c.guestId}, ${c.paymentMethod}, ${JSON.stringify(c.lines)}::jsonb,
          ${JSON.stringify(c.held)}::jsonb, ${c.holdState}, ${c.status}, ${c.subtotal}, ${c.deliveryOption},
          ${c.deliveryFee}, ${c.total}, ${c.expiresAt.toISOString()}, ${c.createdAt.toISOString()})
        returning id`),
      );
      return rows[0]!;
    };
    const sold = await insertCheckout(
      checkout('SOLD-42', [{ product_id: id.loafers!, size: '42', quantity: 1 }], 'sold'),
    );
    await insertCheckout(checkout('HELD-HAT', [{ product_id: id.hat!, size: null, quantity: 1 }], 'held'));
    // A past order line points at the second M row, which the merge removes.
    const orderRows = rowsOf<{ id: string }>(
      await db.execute(sql`
      insert into orders (total_amount, status, payment_ref, provider_transaction_id, payment_method,
        amount_paid, guest_id, is_guest, checkout_id, subtotal, delivery_option, delivery_fee)
      values (1800, 'paid', 'SOLD-DRESS', '1', 'mpesa', 1800, 'guest-dress', true, ${sold.id}, 1800,
        'standard', 0)
      returning id`),
    );
    const order = orderRows[0];
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: id.dress!,
      variantId: dressBlue!.id,
      name: 'Kitenge Dress',
      size: 'M',
      quantity: 1,
      price: 1800,
    });
    id.dressRed = dressRed!.id;
    id.loaferM = loaferM!.id;

    await migrate(database);
  });

  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const sizesOf = async (slug: string) =>
    (await database.db.select().from(productVariants).where(eq(productVariants.productId, id[slug]!)))
      .map((v) => [v.size, v.stock] as const)
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
  const product = async (slug: string) =>
    (await database.db.select().from(products).where(eq(products.id, id[slug]!)))[0]!;

  it('takes the pieces the checkouts sold off their size when that explains the count', async () => {
    expect(await sizesOf('loafers')).toEqual([
      ['41', 1],
      ['42', 0],
    ]);
    expect(await product('loafers')).toMatchObject({ stock: 1, stockCheckNeeded: false });
  });

  it('flags sizes that cannot be told apart, and puts sizes that claim too much at 0', async () => {
    expect(await sizesOf('jacket')).toEqual([
      ['M', 0],
      ['S', 0],
    ]);
    expect(await product('jacket')).toMatchObject({ stock: 0, stockCheckNeeded: true });
    // Sizes holding fewer than the product said stand as they are, flagged too.
    expect(await sizesOf('shirt')).toEqual([['L', 1]]);
    expect(await product('shirt')).toMatchObject({ stock: 1, stockCheckNeeded: true });
  });

  it('merges a size listed twice, keeping its order lines, and drops a blank size beside real ones', async () => {
    expect(await sizesOf('dress')).toEqual([['M', 2]]);
    const [line] = await database.db.select().from(orderItems);
    expect(line!.variantId).toBe(id.dressRed);
    expect(await product('dress')).toMatchObject({ stock: 2, stockCheckNeeded: false });
  });

  it('gives a product without sizes its one row, and rewrites open holds to name the rows', async () => {
    expect(await sizesOf('hat')).toEqual([[null, 3]]);
    const [hatRow] = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id.hat!));
    const [held] = await database.db.select().from(checkouts).where(eq(checkouts.txRef, 'HELD-HAT'));
    expect(held!.held).toEqual({
      pieces: [{ variant_id: hatRow!.id, product_id: id.hat, quantity: 1 }],
      bundles: {},
    });
    const [sold] = await database.db.select().from(checkouts).where(eq(checkouts.txRef, 'SOLD-42'));
    expect(sold!.held.pieces).toEqual([{ variant_id: id.loaferM, product_id: id.loafers, quantity: 1 }]);
  });

  it('leaves every product equal to the sum of its sizes, one count per size', async () => {
    for (const slug of ['loafers', 'jacket', 'hat', 'dress', 'shirt']) {
      const total = (await sizesOf(slug)).reduce((sum, [, n]) => sum + n, 0);
      expect((await product(slug)).stock, slug).toBe(total);
    }
    const twice = database.db
      .insert(productVariants)
      .values({ productId: id.loafers!, size: '42', stock: 1 });
    await expect(twice).rejects.toThrow();
  });
});
