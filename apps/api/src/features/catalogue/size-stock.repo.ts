// The counts of a product's sizes: products.stock is always the sum of its product_variants rows (a
// product without sizes has one row without a size), kept in step in the transaction that moves them.
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, productVariants } from './catalogue.tables';

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
