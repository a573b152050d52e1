// The counts of a product's sizes: products.stock is always the sum of its product_variants rows (a
// product without sizes has one row without a size), kept in step in the transaction that moves them.
import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, productVariants } from './catalogue.tables';

/** The product's total becomes the sum of its sizes (a size removed while held takes its pieces with it). */
export async function syncProductStock(db: Db, productId: string): Promise<void> {
  await db
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(${productVariants.stock}), 0)::int from ${productVariants}
        where ${productVariants.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
}

export type SizeRow = { id: string; product_id: string; size: string | null; stock: number };

/** Every size row of these products (the row without a size included). */
export function sizeRowsOf(db: Db, productIds: readonly string[]): Promise<SizeRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: productVariants.id,
      product_id: productVariants.productId,
      size: productVariants.size,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]));
}

/** A product's size rows as JSON inside a larger query: [{ id, size, stock }], the row without a size too. */
export const sizeRowsJson = (productId: SQL | AnyColumn) => sql<
  { id: string; size: string | null; stock: number }[]
>`coalesce((select json_agg(json_build_object('id', sv.id, 'size', sv.size, 'stock', sv.stock))
  from ${productVariants} sv where sv.product_id = ${productId}), '[]'::json)`;

/** A product's counts as JSON inside a larger query: {"S": 1, "M": 0}, or {"": 3} without sizes. */
export const sizeStockJson = (productId: SQL | AnyColumn) => sql<Record<string, number>>`coalesce((
  select json_object_agg(coalesce(sv.size, ''), sv.stock) from ${productVariants} sv
  where sv.product_id = ${productId}), '{}'::json)`;
