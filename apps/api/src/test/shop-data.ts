// What API tests put in a shop's database and read back from it: pieces (with sizes), bundles, their
// stock counts, bag lines as the browser sends them, and a device (its guest id, maybe a cookie).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  productBundles,
  bundleItems,
  products,
  productVariants,
} from '../features/catalogue/catalogue.tables';
import { syncProductStock } from '../features/stock/stock.repo';
import type { AppDeps } from '../app-deps';

/** Any shop: these read and write its database only. */
type TestShop = Pick<AppDeps, 'database'>;

export type Piece = { id: string; price: number; name: string };

/** Inserts a product; answers its id, price and name. */
export async function addPiece(
  shop: TestShop,
  values: {
    name?: string;
    price?: number;
    stock?: number;
    /** Sizes sharing `stock` (spread over them, the first sizes getting the odd pieces). */
    sizes?: string[];
    /** Pieces by size, when each size needs its own count; `stock` is then their sum. */
    sizeStock?: Record<string, number>;
    category?: string;
    vipOnly?: boolean;
  } = {},
): Promise<Piece> {
  const name = values.name ?? `Piece ${randomUUID().slice(0, 8)}`;
  const [row] = await shop.database.db
    .insert(products)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}`,
      price: values.price ?? 1500,
      stock: 0,
      category: values.category ?? 'clothing',
      vipOnly: values.vipOnly ?? false,
      images: ['/uploads/piece-1024w.webp'],
    })
    .returning({ id: products.id, price: products.price, name: products.name });
  const stock = values.stock ?? 1;
  const sizes = values.sizes ?? [];
  const counts: [string | null, number][] = values.sizeStock
    ? Object.entries(values.sizeStock)
    : sizes.length > 0
      ? sizes.map((size, i) => [size, Math.floor(stock / sizes.length) + (i < stock % sizes.length ? 1 : 0)])
      : [[null, stock]];
  // Each size holds its own pieces; a product without sizes has one row without a size.
  await shop.database.db
    .insert(productVariants)
    .values(counts.map(([size, n]) => ({ productId: row!.id, size, stock: n })));
  await syncProductStock(shop.database.db, row!.id);
  return row!;
}

export async function addBundle(
  shop: TestShop,
  pieces: { piece: Piece; quantity?: number }[],
  values: { price?: number; trackInventory?: boolean; stock?: number } = {},
) {
  const [row] = await shop.database.db
    .insert(productBundles)
    .values({
      name: `Bundle ${randomUUID().slice(0, 6)}`,
      slug: `bundle-${randomUUID().slice(0, 8)}`,
      price: values.price ?? 2500,
      trackInventory: values.trackInventory ?? false,
      stock: values.stock ?? 0,
    })
    .returning({ id: productBundles.id, price: productBundles.price, name: productBundles.name });
  await shop.database.db.insert(bundleItems).values(
    pieces.map(({ piece, quantity }) => ({
      bundleId: row!.id,
      productId: piece.id,
      quantity: quantity ?? 1,
    })),
  );
  return row!;
}

/** Pieces left of one size of a product (its one count when it has no sizes). */
export async function sizeStockOf(shop: TestShop, id: string, size: string | null): Promise<number> {
  const rows = await shop.database.db
    .select({ size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, id));
  return rows.find((r) => r.size === size)?.stock ?? 0;
}

export async function stockOf(shop: TestShop, id: string): Promise<number> {
  const [row] = await shop.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}

export const itemLine = (piece: Piece, quantity = 1, size: string | null = null) => ({
  product: { id: piece.id, price: piece.price, name: piece.name },
  quantity,
  selectedSize: size,
});

export const bundleLine = (
  bundle: { id: string; price: number; name: string },
  quantity = 1,
  selectedSizes: Record<string, string> = {},
) => ({ bundle, quantity, selectedSizes });

/** A bundle's own count (what it holds when it tracks inventory). */
export async function bundleStockOf(shop: TestShop, id: string): Promise<number> {
  const [row] = await shop.database.db
    .select({ stock: productBundles.stock })
    .from(productBundles)
    .where(eq(productBundles.id, id));
  return row!.stock;
}

export type CheckoutAnswer = {
  checkout: {
    id: string;
    tx_ref: string;
    total: number;
    subtotal: number;
    discount: number;
    delivery_fee: number;
    lines: { items: unknown[]; bundles: unknown[] };
  };
  payment: { provider: string; tx_ref: string; amount: number; currency: string; payment_options: string };
};

/** A device: its guest id, and optionally a signed-in customer's cookie. */
export type Device = { guestId: string; cookie?: string };
export const newDevice = (cookie?: string): Device => ({ guestId: randomUUID(), ...(cookie && { cookie }) });

/**
 * Gives every product inserted straight into the table without sizes its one count row (what the
 * admin and the seed write), so the bag and the checkout can hold its pieces.
 */
export async function addStockRows(shop: TestShop): Promise<void> {
  await shop.database.db.execute(sql`insert into ${productVariants} (product_id, size, stock)
    select p.id, null, p.stock from ${products} p
    where not exists (select 1 from ${productVariants} v where v.product_id = p.id)`);
}

/** The SQLSTATE a database write failed with (23505: unique, 23514: check, 23503: foreign key). */
export async function sqlStateOf(write: PromiseLike<unknown>): Promise<string | null> {
  try {
    await write;
    return null;
  } catch (error) {
    let e: unknown = error;
    while (e && typeof e === 'object') {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
      e = (e as { cause?: unknown }).cause;
    }
    throw error;
  }
}
