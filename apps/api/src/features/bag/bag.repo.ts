// What the bag's lines cost now: the products and the bundles of one bag in one query each, whatever
// the number of lines. Access is decided by the domain from the fields answered here.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { bundleItems, productBundles, products } from '../catalogue/catalogue.tables';
import { qualified } from '../catalogue/product-access.repo';
import { sizeRowsJson, type SizeRow } from '../stock/stock.repo';

export type { SizeRow };

/** The fields that decide who may buy a product (the domain's AccessProduct, as the database has them). */
export type AccessFields = {
  is_active: boolean;
  vip_only: boolean;
  early_access_only: boolean;
  early_access_until: string | null;
  tier_required: 'vip' | 'premium' | null;
};

export type QuoteProductRow = AccessFields & {
  id: string;
  slug: string;
  name: string;
  price: number;
  original_price: number | null;
  category: string;
  images: string[];
  stock: number;
  /** Every count of the product: one per size, or the one row without a size. */
  size_rows: SizeRow[];
};

/**
 * The bag's products. Every bag asks the same SQL (its ids as one array), so it is one named
 * statement (db/prepared.ts): the quote runs on every change to the bag.
 */
export async function productsForQuote(db: Db, ids: readonly string[]): Promise<QuoteProductRow[]> {
  if (ids.length === 0) return [];
  const statement = preparedOnce(db, 'bag_quote_products', (name) =>
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        price: products.price,
        original_price: products.originalPrice,
        category: products.category,
        images: products.images,
        stock: products.stock,
        size_rows: sizeRowsJson(qualified(products.id)),
        is_active: products.isActive,
        vip_only: products.vipOnly,
        early_access_only: products.earlyAccessOnly,
        early_access_until: products.earlyAccessUntil,
        tier_required: products.tierRequired,
      })
      .from(products)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare(name),
  );
  const rows = await statement.execute({ ids: [...ids] });
  return rows.map((r) => ({ ...r, early_access_until: r.early_access_until?.toISOString() ?? null }));
}

export type QuoteComponentRow = {
  quantity: number;
  product: AccessFields & {
    id: string;
    name: string;
    images: string[];
    category: string;
    size_rows: SizeRow[];
  };
};

export type QuoteBundleRow = {
  id: string;
  slug: string;
  name: string;
  price: number;
  featured_image: string | null;
  images: string[];
  savings: number;
  track_inventory: boolean;
  is_active: boolean;
  /** Its own count (read only when it tracks inventory). */
  stock: number;
  components: QuoteComponentRow[];
};

const components = sql<QuoteComponentRow[]>`coalesce((
  select json_agg(json_build_object(
    'quantity', ${qualified(bundleItems.quantity)},
    'product', json_build_object(
      'id', ${qualified(products.id)}, 'name', ${qualified(products.name)}, 'images', ${qualified(products.images)},
      'category', ${qualified(products.category)}, 'is_active', ${qualified(products.isActive)},
      'vip_only', ${qualified(products.vipOnly)}, 'early_access_only', ${qualified(products.earlyAccessOnly)},
      'early_access_until', ${qualified(products.earlyAccessUntil)}, 'tier_required', ${qualified(products.tierRequired)},
      'size_rows', ${sizeRowsJson(qualified(products.id))})
  ) order by ${qualified(products.name)})
  from ${bundleItems} join ${products} on ${qualified(products.id)} = ${qualified(bundleItems.productId)}
  where ${qualified(bundleItems.bundleId)} = ${qualified(productBundles.id)}), '[]'::json)`;

export async function bundlesForQuote(db: Db, ids: readonly string[]): Promise<QuoteBundleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: productBundles.id,
      slug: productBundles.slug,
      name: productBundles.name,
      price: productBundles.price,
      featured_image: productBundles.featuredImage,
      images: productBundles.images,
      savings: productBundles.savings,
      track_inventory: productBundles.trackInventory,
      is_active: productBundles.isActive,
      stock: productBundles.stock,
      components,
    })
    .from(productBundles)
    .where(inArray(productBundles.id, [...ids]));
}
