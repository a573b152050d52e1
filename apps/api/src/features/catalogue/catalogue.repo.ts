import { and, desc, eq, isNull, lt, not, or, sql } from 'drizzle-orm';
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
        or(
          not(products.earlyAccessOnly),
          isNull(products.earlyAccessUntil),
          lt(products.earlyAccessUntil, sql`now()`),
        ),
      ),
    )
    .orderBy(desc(products.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare('latest_public_products');

// Hot endpoint: the SQL is built once per database and sent as a named prepared statement.
const prepared = new WeakMap<Db, ReturnType<typeof buildLatestPublic>>();

/** Newest active products a visitor may see: no VIP, tier or still-early-access items. */
export async function latestPublicProducts(db: Db, limit: number) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = buildLatestPublic(db)));
  return query.execute({ limit });
}
