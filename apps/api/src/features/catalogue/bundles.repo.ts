// Bundles with their items in one query each. A bundle is listed only while every product in it is
// active and visible to the viewer, so a bundle never leaks a VIP or early-access item.
import type { Viewer } from '@shop/domain/rules';
import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bundleItems, productBundles, products } from './catalogue.tables';
import { preparedOnce } from '../../db/prepared';
import { qualified, viewerShape, visibleTo } from './product-access.repo';
import { sizeStockJson } from '../stock/stock.repo';

export type BundleItemRow = {
  quantity: number;
  product: {
    id: string;
    slug: string;
    name: string;
    price: number;
    stock: number;
    images: string[];
    /** Pieces by size ('' for a product without sizes); the service adds the sorted `sizes`. */
    size_stock: Record<string, number>;
  };
};

const items = sql<BundleItemRow[]>`coalesce((
  select json_agg(json_build_object(
    'quantity', ${qualified(bundleItems.quantity)},
    'product', json_build_object(
      'id', ${qualified(products.id)}, 'slug', ${qualified(products.slug)}, 'name', ${qualified(products.name)}, 'price', ${qualified(products.price)},
      'stock', ${qualified(products.stock)}, 'images', ${qualified(products.images)},
      'size_stock', ${sizeStockJson(qualified(products.id))})
  ) order by ${qualified(products.name)})
  from ${bundleItems} join ${products} on ${qualified(products.id)} = ${qualified(bundleItems.productId)}
  where ${qualified(bundleItems.bundleId)} = ${qualified(productBundles.id)}), '[]'::json)`;

const componentsTotal = sql<number>`coalesce((
  select sum(${qualified(products.price)} * ${qualified(bundleItems.quantity)})::int
  from ${bundleItems} join ${products} on ${qualified(products.id)} = ${qualified(bundleItems.productId)}
  where ${qualified(bundleItems.bundleId)} = ${qualified(productBundles.id)}), 0)`;

const hidesSomething = (viewer: Viewer, now: Date | SQL) => sql`exists (
  select 1 from ${bundleItems} join ${products} on ${qualified(products.id)} = ${qualified(bundleItems.productId)}
  where ${qualified(bundleItems.bundleId)} = ${qualified(productBundles.id)} and not (${visibleTo(viewer, now)}))`;

const BUNDLE_FIELDS = {
  id: productBundles.id,
  slug: productBundles.slug,
  name: productBundles.name,
  description: productBundles.description,
  price: productBundles.price,
  featured_image: productBundles.featuredImage,
  images: productBundles.images,
  // Its own count; the service turns it into what can be sold (bundleAvailability).
  own_stock: productBundles.stock,
  track_inventory: productBundles.trackInventory,
  is_featured: productBundles.isFeatured,
  savings: productBundles.savings,
  components_total: componentsTotal,
  bundle_items: items,
};

export type BundleRow = Awaited<ReturnType<typeof listBundles>>[number];

/**
 * Active bundles the viewer may see; featured first, then newest. One named statement per viewer
 * shape and list (db/prepared.ts): the home page asks for the featured ones on every render.
 */
export function listBundles(db: Db, viewer: Viewer, options: { featuredOnly: boolean; limit: number }) {
  const list = options.featuredOnly ? 'featured' : 'all';
  const statement = preparedOnce(db, `bundles_${list}_${viewerShape(viewer)}`, (name) =>
    db
      .select(BUNDLE_FIELDS)
      .from(productBundles)
      .where(
        and(
          eq(productBundles.isActive, true),
          options.featuredOnly ? eq(productBundles.isFeatured, true) : undefined,
          not(hidesSomething(viewer, sql`now()`)),
        ),
      )
      .orderBy(desc(productBundles.isFeatured), desc(productBundles.createdAt), desc(productBundles.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return statement.execute({ limit: options.limit });
}

export async function findBundle(db: Db, viewer: Viewer, slug: string) {
  const [row] = await db
    .select(BUNDLE_FIELDS)
    .from(productBundles)
    .where(
      and(
        eq(productBundles.isActive, true),
        eq(productBundles.slug, slug),
        not(hidesSomething(viewer, new Date())),
      ),
    )
    .limit(1);
  return row;
}

/** A bundle's pieces as JSON, and whether any piece is hidden from a viewer (the home highlights read them too). */
export { items as bundleItemsJson, hidesSomething as bundleHidesSomething };
