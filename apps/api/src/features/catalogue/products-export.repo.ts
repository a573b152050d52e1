// The products of the owner's spreadsheets: what the CSV export holds (the list's filters and
// order, every match, with its sizes) and what an import names (by id or SKU). Two queries each.
import { asc, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productFilters, PRODUCT_ORDERING } from './products-admin.repo';
import { products, productVariants } from './catalogue.tables';
import type { AdminProductsQuery } from '@shop/contracts';

/** Far above a thrift shop's catalogue; a bigger export is narrowed by the filters. */
export const PRODUCT_EXPORT_CAP = 20_000;

export async function productsForExport(db: Db, q: AdminProductsQuery, lowAtMost: number) {
  const rows = await db
    .select()
    .from(products)
    .where(productFilters(q, lowAtMost))
    .orderBy(...PRODUCT_ORDERING[q.sort])
    .limit(PRODUCT_EXPORT_CAP);
  const ids = rows.map((p) => p.id);
  const sizes =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, ids))
          .orderBy(asc(productVariants.productId), asc(productVariants.id));
  return { rows, sizes };
}

/** The products a spreadsheet names by id or SKU, with their sizes (the import's starting point). */
export async function productsByIdsOrSkus(db: Db, ids: string[], skus: string[]) {
  if (ids.length === 0 && skus.length === 0) return { rows: [], sizes: [] };
  const rows = await db
    .select()
    .from(products)
    .where(
      or(
        ids.length > 0 ? inArray(products.id, ids) : undefined,
        skus.length > 0 ? inArray(products.sku, skus) : undefined,
      ),
    );
  const sizes =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              rows.map((p) => p.id),
            ),
          );
  return { rows, sizes };
}
