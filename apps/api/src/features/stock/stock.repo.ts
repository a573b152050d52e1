// The shop's stock counts: each size of a product (product_variants; a product without sizes has one
// row without a size), the product's total (always the sum of its sizes) and bundles that count their
// own. Every move of stock by checkouts and orders is written here (the owner's own counts are saved by
// catalogue/products-admin.repo, locking in the same order).
//
// Stock held for checkouts, counted by size. Taking is one conditional UPDATE of each size
// (`stock >= n`) and then one of the product's total, products in id order and each product's sizes in
// id order before the product itself — the one locking order every stock move keeps (the owner's
// product save locks the sizes first too), so no two transactions deadlock. The buyers racing for the
// last piece of a size meet on that size's row alone: the losers find it empty and stop without ever
// touching the product row, so they do not queue behind each other. The CHECK (stock >= 0) on both
// tables is the last line of defence. Giving back adds the pieces to each size that still exists and
// then sets the product's total to the sum of its sizes again.
import { demandEntries } from '@shop/domain/rules';
import { and, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productBundles, products, productVariants } from '../catalogue/catalogue.tables';
import type { HeldPiece, HeldStock } from '../checkout/checkout.tables';

export type ShortOf =
  { kind: 'piece'; productId: string; variantId: string } | { kind: 'bundle'; id: string };

/** The held pieces by product, products and their sizes in id order (the locking order). */
function byProduct(pieces: readonly HeldPiece[]): [string, HeldPiece[]][] {
  const groups = new Map<string, HeldPiece[]>();
  for (const piece of pieces) groups.set(piece.product_id, [...(groups.get(piece.product_id) ?? []), piece]);
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a, b))
    .map(([id, list]) => [id, list.sort((a, b) => order(a.variant_id, b.variant_id))]);
}

const total = (pieces: readonly HeldPiece[]) => pieces.reduce((sum, p) => sum + p.quantity, 0);

/** Takes the held stock off the shelves; answers what ran short (the caller rolls back), or null. */
export async function takeStock(db: Db, held: HeldStock, now: Date): Promise<ShortOf | null> {
  for (const [productId, pieces] of byProduct(held.pieces)) {
    for (const piece of pieces) {
      const [size] = await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${piece.quantity}` })
        .where(and(eq(productVariants.id, piece.variant_id), gte(productVariants.stock, piece.quantity)))
        .returning({ id: productVariants.id });
      if (!size) return { kind: 'piece', productId, variantId: piece.variant_id };
    }
    const n = total(pieces);
    // The total is the sum of the sizes, so it has them; the condition only guards a broken count.
    const [product] = await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${n}`, updatedAt: now })
      .where(and(eq(products.id, productId), gte(products.stock, n)))
      .returning({ id: products.id });
    if (!product) return { kind: 'piece', productId, variantId: pieces[0]!.variant_id };
  }
  for (const [id, n] of demandEntries(held.bundles)) {
    const [row] = await db
      .update(productBundles)
      .set({ stock: sql`${productBundles.stock} - ${n}`, updatedAt: now })
      .where(and(eq(productBundles.id, id), gte(productBundles.stock, n)))
      .returning({ id: productBundles.id });
    if (!row) return { kind: 'bundle', id };
  }
  return null;
}

/** Puts held stock back on the shelves: each size that still exists, and the product's total with it. */
export async function returnStock(db: Db, held: HeldStock, now: Date): Promise<void> {
  for (const [productId, pieces] of byProduct(held.pieces)) {
    // Sizes first, then the product (its total and the time it changed): the order every stock move keeps.
    for (const piece of pieces)
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${piece.quantity}` })
        .where(eq(productVariants.id, piece.variant_id));
    await syncProductStock(db, productId, now);
  }
  for (const [id, n] of demandEntries(held.bundles)) {
    await db
      .update(productBundles)
      .set({ stock: sql`${productBundles.stock} + ${n}`, updatedAt: now })
      .where(eq(productBundles.id, id));
  }
}

/** The product's total becomes the sum of its sizes (a size removed while held takes its pieces with it). */
export async function syncProductStock(db: Db, productId: string, changedAt?: Date): Promise<void> {
  await db
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(${productVariants.stock}), 0)::int from ${productVariants}
        where ${productVariants.productId} = ${productId})`,
      ...(changedAt ? { updatedAt: changedAt } : {}),
    })
    .where(eq(products.id, productId));
}

/** One count of a product: a size, or the one row of a product without sizes. */
export type SizeRow = { id: string; size: string | null; stock: number };

/** A product's size rows as JSON inside a larger query: [{ id, size, stock }], the row without a size too. */
export const sizeRowsJson = (productId: SQL | AnyColumn) => sql<
  SizeRow[]
>`coalesce((select json_agg(json_build_object('id', sv.id, 'size', sv.size, 'stock', sv.stock))
  from ${productVariants} sv where sv.product_id = ${productId}), '[]'::json)`;

/** A product's counts as JSON inside a larger query: {"S": 1, "M": 0}, or {"": 3} without sizes. */
export const sizeStockJson = (productId: SQL | AnyColumn) => sql<Record<string, number>>`coalesce((
  select json_object_agg(coalesce(sv.size, ''), sv.stock) from ${productVariants} sv
  where sv.product_id = ${productId}), '{}'::json)`;
