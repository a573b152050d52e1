// Stock held for checkouts, counted by size. Taking is one conditional UPDATE of the product's total
// (`stock >= n`, which also locks the product row) and one of each size (`stock >= n`), products in
// id order and sizes in id order, so racing buyers of the last piece of a size serialise on rows
// locked in one order, exactly one gets it, and no two bags deadlock. The CHECK (stock >= 0) on both
// tables is the last line of defence. Giving back adds the pieces to each size that still exists and
// sets the product's total to the sum of its sizes again.
import { demandEntries } from '@shop/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productBundles, products, productVariants } from '../catalogue/catalogue.tables';
import { syncProductStock } from '../catalogue/size-stock.repo';
import type { HeldPiece, HeldStock } from './checkout.tables';

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
    const n = total(pieces);
    const [product] = await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${n}`, updatedAt: now })
      .where(and(eq(products.id, productId), gte(products.stock, n)))
      .returning({ id: products.id });
    for (const piece of pieces) {
      const [size] = product
        ? await db
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${piece.quantity}` })
            .where(and(eq(productVariants.id, piece.variant_id), gte(productVariants.stock, piece.quantity)))
            .returning({ id: productVariants.id })
        : // The product has too few: find the size that ran short, for the shopper's message.
          await db
            .select({ id: productVariants.id })
            .from(productVariants)
            .where(and(eq(productVariants.id, piece.variant_id), gte(productVariants.stock, piece.quantity)));
      if (!size) return { kind: 'piece', productId, variantId: piece.variant_id };
    }
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
    // Locks the product first, the order every stock move takes.
    await db.update(products).set({ updatedAt: now }).where(eq(products.id, productId));
    for (const piece of pieces)
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${piece.quantity}` })
        .where(eq(productVariants.id, piece.variant_id));
    await syncProductStock(db, productId);
  }
  for (const [id, n] of demandEntries(held.bundles)) {
    await db
      .update(productBundles)
      .set({ stock: sql`${productBundles.stock} + ${n}`, updatedAt: now })
      .where(eq(productBundles.id, id));
  }
}
