import { and, desc, eq, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from './catalogue.tables';

export const PRODUCT_CARD_FIELDS = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  price: products.price,
  originalPrice: products.originalPrice,
  discountPercentage: products.discountPercentage,
  category: products.category,
  stock: products.stock,
  images: products.images,
};

const buildLatestPublic = (db: Db) =>
  db
    .select(PRODUCT_CARD_FIELDS)
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        eq(products.vipOnly, false),
        isNull(products.tierRequired),
        // A guest sees an early-access drop only once it is public (productAccess in @shop/domain).
        or(not(products.earlyAccessOnly), lte(products.earlyAccessUntil, sql`now()`)),
      ),
    )
    .orderBy(desc(products.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare('latest_public_products');

// Hot endpoint: the SQL is built once per database and sent as a named prepared statement.
const prepared = new WeakMap<Db, ReturnType<typeof buildLatestPublic>>();

/** Newest active products a visitor may see (the domain's productAccess for a guest), newest first. */
export async function latestPublicProducts(db: Db, limit: number) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = buildLatestPublic(db)));
  return query.execute({ limit });
}
