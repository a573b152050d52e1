// The owner's bundles: every bundle (active or not) with its pieces, what they cost apart and what is
// on sale, and the writes of the bundle form. Bundles are switched off rather than deleted: order
// lines point at them (ON DELETE RESTRICT).
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bundleItems, productBundles, products } from './catalogue.tables';
import { qualified } from './product-access.repo';
import type { AdminBundlesQuery } from '@shop/contracts';
import { sizeStockJson } from '../stock/stock.repo';

export type BundleRecord = typeof productBundles.$inferSelect;
export type NewBundleRecord = typeof productBundles.$inferInsert;

export type AdminBundleItem = {
  product_id: string;
  quantity: number;
  product: {
    id: string;
    name: string;
    slug: string;
    price: number;
    stock: number;
    /** Pieces by size ('' for a product without sizes): what the bundle can take. */
    size_stock: Record<string, number>;
    images: string[];
    is_active: boolean;
  };
};

const items = sql<AdminBundleItem[]>`coalesce((
  select json_agg(json_build_object(
    'product_id', bi.product_id, 'quantity', bi.quantity,
    'product', json_build_object('id', p.id, 'name', p.name, 'slug', p.slug, 'price', p.price,
                                 'stock', p.stock, 'size_stock', ${sizeStockJson(sql`p.id`)},
                                 'images', p.images, 'is_active', p.is_active)
  ) order by p.name, p.id)
  from ${bundleItems} bi join ${products} p on p.id = bi.product_id
  where bi.bundle_id = ${qualified(productBundles.id)}), '[]'::json)`;

const componentsTotal = sql`coalesce((
  select sum(p.price * bi.quantity) from ${bundleItems} bi join ${products} p on p.id = bi.product_id
  where bi.bundle_id = ${qualified(productBundles.id)}), 0)::int`;

const FIELDS = {
  bundle: productBundles,
  items,
  componentsTotal: sql<number>`${componentsTotal}`,
};

export type AdminBundleRow = { bundle: BundleRecord } & {
  items: AdminBundleItem[];
  componentsTotal: number;
};

function filters(q: AdminBundlesQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [
    q.active === 'all' ? undefined : eq(productBundles.isActive, q.active === 'true'),
  ];
  if (q.q) {
    const text = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(productBundles.name, text), ilike(productBundles.slug, text)));
  }
  return and(...where);
}

export async function listAdminBundles(db: Db, q: AdminBundlesQuery) {
  const where = filters(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(FIELDS)
      .from(productBundles)
      .where(where)
      .orderBy(desc(productBundles.createdAt), desc(productBundles.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(productBundles).where(where),
  ]);
  return { rows: rows as AdminBundleRow[], total: total?.n ?? 0 };
}

export async function findAdminBundle(db: Db, id: string): Promise<AdminBundleRow | null> {
  const [row] = await db.select(FIELDS).from(productBundles).where(eq(productBundles.id, id));
  return (row as AdminBundleRow | undefined) ?? null;
}

/** The ids among these that are products. */
export async function existingProducts(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertBundle(db: Db, values: NewBundleRecord): Promise<string> {
  const [row] = await db.insert(productBundles).values(values).returning({ id: productBundles.id });
  return row!.id;
}

export async function lockBundle(db: Db, id: string): Promise<BundleRecord | null> {
  const [row] = await db.select().from(productBundles).where(eq(productBundles.id, id)).for('update');
  return row ?? null;
}

export async function updateBundle(db: Db, id: string, values: Partial<NewBundleRecord>): Promise<boolean> {
  const rows = await db
    .update(productBundles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productBundles.id, id))
    .returning({ id: productBundles.id });
  return rows.length > 0;
}

export async function replaceItems(
  db: Db,
  bundleId: string,
  list: { product_id: string; quantity: number }[],
): Promise<void> {
  await db.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId));
  await db
    .insert(bundleItems)
    .values(list.map((i) => ({ bundleId, productId: i.product_id, quantity: i.quantity })));
}

/** savings = what the pieces cost apart − the bundle's price, never below 0. */
export async function refreshSavings(db: Db, bundleId: string): Promise<void> {
  await db
    .update(productBundles)
    .set({ savings: sql`greatest(0, ${componentsTotal} - ${qualified(productBundles.price)})` })
    .where(eq(productBundles.id, bundleId));
}
