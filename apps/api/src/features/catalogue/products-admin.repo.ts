// The owner's products: every product (active or not) with its stock and number of sizes, one product
// with its sizes and how many order lines point at it, and the writes of the product form. Products
// are never deleted here: order lines hold on to them (ON DELETE RESTRICT), so switching off is the
// delete.
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderItems } from '../orders/orders.tables';
import { bundleItems, productBundles, products, productVariants } from './catalogue.tables';
import { qualified } from './product-access.repo';
import type { AdminProductsQuery } from '@shop/contracts';

export type ProductRecord = typeof products.$inferSelect;
export type NewProductRecord = typeof products.$inferInsert;
export type VariantRecord = typeof productVariants.$inferSelect;
export type VariantValues = Pick<VariantRecord, 'sku' | 'size' | 'color' | 'stock' | 'price'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The list's filters; `lowAtMost` is the owner's low-stock level (a setting). */
export function productFilters(q: AdminProductsQuery, lowAtMost: number): SQL | undefined {
  const where: (SQL | undefined)[] = [
    q.category ? eq(products.category, q.category) : undefined,
    q.active === 'all' ? undefined : eq(products.isActive, q.active === 'true'),
    // Low: a size (or the one count of a product without sizes) at the owner's level or fewer.
    q.stock === 'low'
      ? sql`exists (select 1 from ${productVariants} lv where lv.product_id = ${qualified(products.id)}
      and lv.stock <= ${lowAtMost})`
      : undefined,
    q.stock === 'recount' ? eq(products.stockCheckNeeded, true) : undefined,
    q.stock === 'out' ? lte(products.stock, 0) : undefined,
  ];
  if (q.q) {
    const text = `%${escapeLike(q.q)}%`;
    where.push(or(ilike(products.name, text), ilike(products.slug, text), ilike(products.sku, text)));
  }
  return and(...where);
}

// The fewest pieces of any one size: what the low-stock sort and badge go by.
const lowestSize = sql<number>`(select coalesce(min(${productVariants.stock}), 0)::int from ${productVariants}
  where ${productVariants.productId} = ${qualified(products.id)})`;

export const PRODUCT_ORDERING = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  name: [asc(products.name), asc(products.id)],
  'price-asc': [asc(products.price), desc(products.createdAt)],
  'price-desc': [desc(products.price), desc(products.createdAt)],
  'stock-asc': [asc(lowestSize), asc(products.stock), desc(products.createdAt)],
} as const;

const variantCount = sql<number>`(select count(*)::int from ${productVariants}
  where ${productVariants.productId} = ${qualified(products.id)} and ${productVariants.size} is not null)`;

export async function listAdminProducts(db: Db, q: AdminProductsQuery, lowAtMost: number) {
  const where = productFilters(q, lowAtMost);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        sku: products.sku,
        price: products.price,
        originalPrice: products.originalPrice,
        discountPercentage: products.discountPercentage,
        category: products.category,
        stock: products.stock,
        image: sql<string | null>`${qualified(products.images)}[1]`,
        isActive: products.isActive,
        featured: products.featured,
        vipOnly: products.vipOnly,
        earlyAccessOnly: products.earlyAccessOnly,
        tierRequired: products.tierRequired,
        isNew: products.isNew,
        isBestseller: products.isBestseller,
        dropName: products.dropName,
        variantCount,
        lowestSize,
        stockCheckNeeded: products.stockCheckNeeded,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(where)
      .orderBy(...PRODUCT_ORDERING[q.sort])
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every category in use, A–Z, for the list's filter and the form's suggestions. */
export async function productCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .orderBy(asc(products.category));
  return rows.map((r) => r.category);
}

export async function findAdminProduct(db: Db, id: string) {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const [variants, [orders]] = await Promise.all([
    db.select().from(productVariants).where(eq(productVariants.productId, id)),
    db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id)),
  ]);
  return { product, variants, orderLines: orders?.n ?? 0 };
}

export async function insertProduct(db: Db, values: NewProductRecord): Promise<ProductRecord> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/** The product, locked until the transaction ends, so two saves of one product run one after the other. */
export async function lockProduct(db: Db, id: string): Promise<ProductRecord | null> {
  // Its sizes first, in id order, then the product: the order every stock move keeps (stock/stock.repo).
  await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(productVariants.id)
    .for('update');
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
}

export async function updateProduct(db: Db, id: string, values: Partial<NewProductRecord>): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

export function variantsOf(db: Db, productId: string): Promise<VariantRecord[]> {
  return db.select().from(productVariants).where(eq(productVariants.productId, productId));
}

/** A size's new count: set outright, or moved by the owner's change (never below 0). */
export type SizeCount = number | { by: number };

/**
 * Makes the product's sized rows exactly `kept` (existing rows, by id) plus `added`, or, with none,
 * its one row without a size holding `unsized` pieces. Rows not kept are deleted first (order lines
 * that pointed at them keep their copy of the size; variant_id becomes null), so a SKU may move from a
 * removed size to a new one in the same save. The caller syncs the product's total afterwards.
 */
export async function replaceVariants(
  db: Db,
  productId: string,
  kept: (Omit<VariantValues, 'stock'> & { id: string; stock: SizeCount })[],
  added: VariantValues[],
): Promise<void> {
  const keptIds = kept.map((v) => v.id);
  await db
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keptIds.length > 0 ? notInArray(productVariants.id, keptIds) : undefined,
      ),
    );
  // SKUs are unique across all sizes and checked row by row: two kept sizes swapping SKUs would
  // collide half-way, so the kept sizes drop theirs first and take the new ones below. Sizes too.
  if (keptIds.length > 0)
    await db
      .update(productVariants)
      .set({ sku: null, size: sql`'~' || ${productVariants.id}::text` })
      .where(inArray(productVariants.id, keptIds));
  for (const { id, stock, ...values } of kept) {
    const count =
      typeof stock === 'number' ? sql`${stock}` : sql`greatest(0, ${productVariants.stock} + ${stock.by})`;
    await db
      .update(productVariants)
      .set({ ...values, stock: count })
      .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)));
  }
  if (added.length > 0) await db.insert(productVariants).values(added.map((v) => ({ ...v, productId })));
}

/** A product without sizes: its one count, in the row without a size (made when missing). */
export async function setUnsizedStock(db: Db, productId: string, stock: number): Promise<void> {
  await db
    .delete(productVariants)
    .where(and(eq(productVariants.productId, productId), isNotNull(productVariants.size)));
  const [row] = await db
    .update(productVariants)
    .set({ stock })
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.size)))
    .returning({ id: productVariants.id });
  if (!row) await db.insert(productVariants).values({ productId, size: null, stock });
}

/** Bundles holding this product save what their pieces cost less their price: kept in step with prices. */
export async function refreshBundleSavings(db: Db, productId: string): Promise<void> {
  const holding = db
    .select({ id: bundleItems.bundleId })
    .from(bundleItems)
    .where(eq(bundleItems.productId, productId));
  await db
    .update(productBundles)
    .set({
      savings: sql`greatest(0, coalesce((
        select sum(p.price * bi.quantity) from ${bundleItems} bi join ${products} p on p.id = bi.product_id
        where bi.bundle_id = ${qualified(productBundles.id)}), 0) - ${qualified(productBundles.price)})::int`,
    })
    .where(inArray(productBundles.id, holding));
}

export async function setProductActive(db: Db, id: string, active: boolean): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ isActive: active, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}
