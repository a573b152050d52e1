// The drops' queries: the owner's list and one drop with its products, the writes of a save, the
// products' early-access fields kept in step with their drop, and the shopper's drop page.
import type { Viewer } from '@shop/domain/rules';
import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../catalogue/catalogue.tables';
import { visibleTo } from '../catalogue/product-access.repo';
import { PRODUCT_CARD_FIELDS } from '../catalogue/products.repo';
import { dropProducts, drops } from './drops.tables';

export type DropRecord = typeof drops.$inferSelect;
export type NewDropRecord = typeof drops.$inferInsert;

/** Every drop, the latest launch first, with how many products it holds. */
export function listDrops(db: Db) {
  return db
    .select({
      id: drops.id,
      name: drops.name,
      slug: drops.slug,
      description: drops.description,
      publicAccessStart: drops.publicAccessStart,
      createdAt: drops.createdAt,
      updatedAt: drops.updatedAt,
      productCount: sql<number>`(select count(*)::int from ${dropProducts} where ${dropProducts.dropId} = ${drops.id})`,
    })
    .from(drops)
    .orderBy(desc(drops.publicAccessStart), asc(drops.name));
}

export async function findDrop(db: Db, id: string): Promise<DropRecord | null> {
  const [row] = await db.select().from(drops).where(eq(drops.id, id));
  return row ?? null;
}

/** The drop, locked until the transaction ends: two saves of one drop run one after the other. */
export async function lockDrop(db: Db, id: string): Promise<DropRecord | null> {
  const [row] = await db.select().from(drops).where(eq(drops.id, id)).for('update');
  return row ?? null;
}

export async function findDropBySlug(db: Db, slug: string): Promise<DropRecord | null> {
  const [row] = await db.select().from(drops).where(eq(drops.slug, slug));
  return row ?? null;
}

/** The drop that goes public next (its launch still ahead), or null. */
export async function nextDrop(db: Db, now: Date): Promise<DropRecord | null> {
  const [row] = await db
    .select()
    .from(drops)
    .where(gt(drops.publicAccessStart, now))
    .orderBy(asc(drops.publicAccessStart), asc(drops.id))
    .limit(1);
  return row ?? null;
}

/** The products of a drop as the owner's form shows them, in the drop's order. */
export function dropProductList(db: Db, dropId: string) {
  return db
    .select({
      product_id: products.id,
      name: products.name,
      slug: products.slug,
      price: products.price,
      image: sql<string | null>`${products.images}[1]`,
      is_active: products.isActive,
      stock: products.stock,
      display_order: dropProducts.displayOrder,
      is_featured: dropProducts.isFeatured,
    })
    .from(dropProducts)
    .innerJoin(products, eq(products.id, dropProducts.productId))
    .where(eq(dropProducts.dropId, dropId))
    .orderBy(asc(dropProducts.displayOrder), asc(products.name));
}

/** A drop's products as shop cards for one viewer (what they may see): featured first, then in order. */
export function dropCards(db: Db, dropId: string, viewer: Viewer, now: Date) {
  return db
    .select({
      ...PRODUCT_CARD_FIELDS,
      is_featured: dropProducts.isFeatured,
      display_order: dropProducts.displayOrder,
    })
    .from(dropProducts)
    .innerJoin(products, eq(products.id, dropProducts.productId))
    .where(and(eq(dropProducts.dropId, dropId), visibleTo(viewer, now)))
    .orderBy(desc(dropProducts.isFeatured), asc(dropProducts.displayOrder), asc(products.name));
}

export async function insertDrop(db: Db, values: NewDropRecord): Promise<DropRecord> {
  const [row] = await db.insert(drops).values(values).returning();
  return row!;
}

export async function updateDrop(db: Db, id: string, values: Partial<NewDropRecord>): Promise<DropRecord> {
  const [row] = await db
    .update(drops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(drops.id, id))
    .returning();
  return row!;
}

export async function deleteDrop(db: Db, id: string): Promise<void> {
  await db.delete(drops).where(eq(drops.id, id));
}

export async function productIdsOf(db: Db, dropId: string): Promise<string[]> {
  const rows = await db
    .select({ id: dropProducts.productId })
    .from(dropProducts)
    .where(eq(dropProducts.dropId, dropId));
  return rows.map((r) => r.id);
}

/** The listed products that exist (a save naming an unknown product is refused). */
export async function existingProducts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Listed products already in another drop, with that drop's name. */
export function productsInOtherDrops(db: Db, ids: string[], dropId: string | null) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ productId: dropProducts.productId, productName: products.name, dropName: drops.name })
    .from(dropProducts)
    .innerJoin(drops, eq(drops.id, dropProducts.dropId))
    .innerJoin(products, eq(products.id, dropProducts.productId))
    .where(and(inArray(dropProducts.productId, ids), dropId ? ne(dropProducts.dropId, dropId) : undefined));
}

/** The drop's product list as given: its order is the list's order. */
export async function replaceDropProducts(
  db: Db,
  dropId: string,
  list: { productId: string; isFeatured: boolean }[],
): Promise<void> {
  await db.delete(dropProducts).where(eq(dropProducts.dropId, dropId));
  if (list.length === 0) return;
  await db
    .insert(dropProducts)
    .values(
      list.map((p, i) => ({ dropId, productId: p.productId, isFeatured: p.isFeatured, displayOrder: i + 1 })),
    );
}

/** Each product of a drop carries the drop's launch and name, so the access rule applies its windows. */
export async function stampProducts(
  db: Db,
  ids: string[],
  drop: Pick<DropRecord, 'name' | 'publicAccessStart'>,
) {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({
      earlyAccessOnly: true,
      earlyAccessUntil: drop.publicAccessStart,
      dropName: drop.name,
      updatedAt: new Date(),
    })
    .where(inArray(products.id, ids));
}

/** A product leaving its drop is an ordinary product again. */
export async function clearProducts(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ earlyAccessOnly: false, earlyAccessUntil: null, dropName: null, updatedAt: new Date() })
    .where(inArray(products.id, ids));
}

/** The drop a product belongs to, or null (the product editor says so and leaves its fields alone). */
export async function dropOfProduct(db: Db, productId: string) {
  const [row] = await db
    .select({ id: drops.id, name: drops.name, slug: drops.slug })
    .from(dropProducts)
    .innerJoin(drops, eq(drops.id, dropProducts.dropId))
    .where(eq(dropProducts.productId, productId));
  return row ?? null;
}

export async function dropCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(drops);
  return row?.n ?? 0;
}

/** The name's slug, or the first free one after it (name-2, name-3 …) when another drop has it. */
export async function freeDropSlug(db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ slug: drops.slug })
    .from(drops)
    .where(sql`${drops.slug} = ${base} or ${drops.slug} like ${`${base}-%`}`);
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
