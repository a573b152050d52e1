// Stock held for checkouts. Taking stock is one conditional UPDATE per product (`stock >= n`), in a
// fixed order, so racing buyers of the last piece serialise on its row and exactly one gets it; the
// CHECK (stock >= 0) on the table is the last line of defence. Giving it back adds the pieces again.
import { demandEntries } from '@shop/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productBundles, products } from '../catalogue/catalogue.tables';
import type { HeldStock } from './checkout.tables';

export type ShortOf = { kind: 'product' | 'bundle'; id: string };

/** Takes the held stock off the shelves; answers what ran short (the caller rolls back), or null. */
export async function takeStock(db: Db, held: HeldStock, now: Date): Promise<ShortOf | null> {
  for (const [id, n] of demandEntries(held.products)) {
    const [row] = await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${n}`, updatedAt: now })
      .where(and(eq(products.id, id), gte(products.stock, n)))
      .returning({ id: products.id });
    if (!row) return { kind: 'product', id };
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

/** Puts held stock back on the shelves. */
export async function returnStock(db: Db, held: HeldStock, now: Date): Promise<void> {
  for (const [id, n] of demandEntries(held.products)) {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${n}`, updatedAt: now })
      .where(eq(products.id, id));
  }
  for (const [id, n] of demandEntries(held.bundles)) {
    await db
      .update(productBundles)
      .set({ stock: sql`${productBundles.stock} + ${n}`, updatedAt: now })
      .where(eq(productBundles.id, id));
  }
}
