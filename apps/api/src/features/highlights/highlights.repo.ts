// Home highlights in the database: the storefront's read (one query: every item of every highlight on
// show, with what its card needs), and the owner's reads and writes.
import { GUEST_VIEWER } from '@shop/domain/rules';
import { and, asc, eq, gt, ilike, inArray, isNull, lte, max, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { bundleHidesSomething, bundleItemsJson, type BundleItemRow } from '../catalogue/bundles.repo';
import { productBundles, products, productVariants, videos } from '../catalogue/catalogue.tables';
import { qualified, visibleTo } from '../catalogue/product-access.repo';
import { videoShownInShop } from '../catalogue/videos.repo';
import { highlightItems, highlights } from './highlights.tables';

export type HighlightRecord = typeof highlights.$inferSelect;
export type NewHighlightRecord = typeof highlights.$inferInsert;
export type HighlightKind = (typeof highlightItems.$inferSelect)['kind'];

export type StoryProductRow = {
  id: string;
  slug: string;
  name: string;
  price: number;
  original_price: number | null;
  discount_percentage: number;
  category: string;
  stock: number;
  images: string[];
  size_stock: Record<string, number>;
};
export type StoryBundleRow = {
  id: string;
  slug: string;
  name: string;
  price: number;
  savings: number;
  featured_image: string | null;
  images: string[];
  own_stock: number;
  track_inventory: boolean;
  bundle_items: BundleItemRow[];
};
export type StoryVideoRow = { id: string; title: string; url: string; thumbnail_url: string | null };

const onShow = (now: SQL) =>
  and(
    eq(highlights.active, true),
    or(isNull(highlights.startsAt), lte(highlights.startsAt, now)),
    or(isNull(highlights.endsAt), gt(highlights.endsAt, now)),
  );

const q = qualified;

/**
 * Every item of the highlights on show now, highlights and items in their order, each with its
 * product (as a visitor may see it), bundle or video, or nulls when the piece is gone, switched off
 * or hidden; the service drops those and the sold-out ones.
 */
export function highlightItemsOnShow(db: Db) {
  // The home page reads it on every render: one named statement (db/prepared.ts).
  return preparedOnce(db, 'highlights_on_show', (name) => itemsOnShowQuery(db).prepare(name)).execute();
}

function itemsOnShowQuery(db: Db) {
  const now = sql`now()`;
  return db
    .select({
      highlight_id: highlights.id,
      title: highlights.title,
      cover_image: highlights.coverImage,
      kind: highlightItems.kind,
      ref_id: highlightItems.refId,
      product: sql<StoryProductRow | null>`case when ${q(products.id)} is null then null else json_build_object(
        'id', ${q(products.id)}, 'slug', ${q(products.slug)}, 'name', ${q(products.name)}, 'price', ${q(products.price)},
        'original_price', ${q(products.originalPrice)}, 'discount_percentage', ${q(products.discountPercentage)},
        'category', ${q(products.category)}, 'stock', ${q(products.stock)}, 'images', to_json(${q(products.images)}),
        'size_stock', coalesce((select json_object_agg(sv.size, sv.stock) from ${productVariants} sv
          where sv.product_id = ${q(products.id)} and sv.size is not null), '{}'::json)) end`,
      bundle: sql<StoryBundleRow | null>`case when ${q(productBundles.id)} is null then null else json_build_object(
        'id', ${q(productBundles.id)}, 'slug', ${q(productBundles.slug)}, 'name', ${q(productBundles.name)},
        'price', ${q(productBundles.price)}, 'savings', ${q(productBundles.savings)},
        'featured_image', ${q(productBundles.featuredImage)}, 'images', to_json(${q(productBundles.images)}),
        'own_stock', ${q(productBundles.stock)}, 'track_inventory', ${q(productBundles.trackInventory)},
        'bundle_items', ${bundleItemsJson}) end`,
      video: sql<StoryVideoRow | null>`case when ${q(videos.id)} is null then null else json_build_object(
        'id', ${q(videos.id)}, 'title', ${q(videos.title)}, 'url', ${q(videos.url)},
        'thumbnail_url', ${q(videos.thumbnailUrl)}) end`,
    })
    .from(highlights)
    .innerJoin(highlightItems, eq(highlightItems.highlightId, highlights.id))
    .leftJoin(
      products,
      and(
        eq(highlightItems.kind, 'product'),
        eq(products.id, highlightItems.refId),
        visibleTo(GUEST_VIEWER, now),
      ),
    )
    .leftJoin(
      productBundles,
      and(
        eq(highlightItems.kind, 'bundle'),
        eq(productBundles.id, highlightItems.refId),
        eq(productBundles.isActive, true),
        not(bundleHidesSomething(GUEST_VIEWER, now)),
      ),
    )
    .leftJoin(
      videos,
      and(eq(highlightItems.kind, 'video'), eq(videos.id, highlightItems.refId), videoShownInShop()),
    )
    .where(onShow(now))
    .orderBy(
      asc(highlights.position),
      asc(highlights.createdAt),
      asc(highlights.id),
      asc(highlightItems.position),
    );
}

// ---- the owner's side ----

export function allHighlights(db: Db): Promise<HighlightRecord[]> {
  return db
    .select()
    .from(highlights)
    .orderBy(asc(highlights.position), asc(highlights.createdAt), asc(highlights.id));
}

export type AdminItemRow = {
  highlight_id: string;
  kind: HighlightKind;
  ref_id: string;
  name: string | null;
  image: string | null;
  active: boolean | null;
  /** A product only members may see (VIP, a tier, early access): the home page leaves it out. */
  members_only: boolean | null;
  /** A product's pieces (null for bundles and videos). */
  stock: number | null;
  /** A bundle's stock facts (null for products and videos); the service counts what can be sold. */
  bundle: Pick<StoryBundleRow, 'own_stock' | 'track_inventory' | 'bundle_items'> | null;
};

/** Every item of the given highlights (all when none given) with its piece's name, picture and state. */
export function itemsOf(db: Db, highlightIds?: string[]): Promise<AdminItemRow[]> {
  return db
    .select({
      highlight_id: highlightItems.highlightId,
      kind: highlightItems.kind,
      ref_id: highlightItems.refId,
      name: sql<string | null>`coalesce(${q(products.name)}, ${q(productBundles.name)}, ${q(videos.title)})`,
      image: sql<string | null>`coalesce(${q(products.images)}[1], ${q(productBundles.featuredImage)}, ${q(
        productBundles.images,
      )}[1], ${q(videos.thumbnailUrl)})`,
      active: sql<
        boolean | null
      >`coalesce(${q(products.isActive)}, ${q(productBundles.isActive)}, ${q(videos.active)})`,
      members_only: sql<boolean | null>`case when ${q(products.id)} is not null then not coalesce(${visibleTo(
        GUEST_VIEWER,
        sql`now()`,
      )}, false) end`,
      stock: sql<number | null>`case when ${q(products.id)} is not null then ${q(products.stock)} end`,
      bundle: sql<
        AdminItemRow['bundle']
      >`case when ${q(productBundles.id)} is null then null else json_build_object(
        'own_stock', ${q(productBundles.stock)}, 'track_inventory', ${q(productBundles.trackInventory)},
        'bundle_items', ${bundleItemsJson}) end`,
    })
    .from(highlightItems)
    .leftJoin(products, and(eq(highlightItems.kind, 'product'), eq(products.id, highlightItems.refId)))
    .leftJoin(
      productBundles,
      and(eq(highlightItems.kind, 'bundle'), eq(productBundles.id, highlightItems.refId)),
    )
    .leftJoin(videos, and(eq(highlightItems.kind, 'video'), eq(videos.id, highlightItems.refId)))
    .where(highlightIds ? inArray(highlightItems.highlightId, highlightIds) : undefined)
    .orderBy(asc(highlightItems.highlightId), asc(highlightItems.position));
}

export async function findHighlight(db: Db, id: string): Promise<HighlightRecord | null> {
  const [row] = await db.select().from(highlights).where(eq(highlights.id, id));
  return row ?? null;
}

export async function nextHighlightPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(highlights.position) }).from(highlights);
  return (row?.last ?? 0) + 1;
}

export async function insertHighlight(db: Db, values: NewHighlightRecord): Promise<HighlightRecord> {
  const [row] = await db.insert(highlights).values(values).returning();
  return row!;
}

export async function updateHighlight(
  db: Db,
  id: string,
  values: Partial<NewHighlightRecord>,
): Promise<HighlightRecord | null> {
  const [row] = await db
    .update(highlights)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(highlights.id, id))
    .returning();
  return row ?? null;
}

export async function deleteHighlight(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(highlights).where(eq(highlights.id, id)).returning({ id: highlights.id });
  return rows.length > 0;
}

export async function existingHighlightIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: highlights.id }).from(highlights).where(inArray(highlights.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** position = place in `ids` (1, 2, 3 …), in one statement. */
export async function setHighlightPositions(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(highlights)
    .set({ position: sql`case ${highlights.id} ${cases} end` })
    .where(inArray(highlights.id, ids));
}

/** Which of these ids exist in the kind's table (switched off ones too). */
export async function existingRefs(db: Db, kind: HighlightKind, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'product' ? products : kind === 'bundle' ? productBundles : videos;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function replaceHighlightItems(
  db: Db,
  highlightId: string,
  items: { kind: HighlightKind; ref_id: string }[],
): Promise<void> {
  await db.delete(highlightItems).where(eq(highlightItems.highlightId, highlightId));
  if (items.length === 0) return;
  await db
    .insert(highlightItems)
    .values(items.map((item, i) => ({ highlightId, kind: item.kind, refId: item.ref_id, position: i + 1 })));
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The item picker: products, bundles and videos whose name (title) contains the text, a few of each. */
export async function searchChoices(db: Db, text: string, limit: number) {
  const pattern = like(text);
  const [productRows, bundleRows, videoRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        image: sql<string | null>`${q(products.images)}[1]`,
        price: products.price,
        stock: products.stock,
        active: products.isActive,
      })
      .from(products)
      .where(ilike(products.name, pattern))
      .orderBy(asc(products.name))
      .limit(limit),
    db
      .select({
        id: productBundles.id,
        name: productBundles.name,
        image: sql<
          string | null
        >`coalesce(${q(productBundles.featuredImage)}, ${q(productBundles.images)}[1])`,
        price: productBundles.price,
        active: productBundles.isActive,
      })
      .from(productBundles)
      .where(ilike(productBundles.name, pattern))
      .orderBy(asc(productBundles.name))
      .limit(limit),
    db
      .select({ id: videos.id, name: videos.title, image: videos.thumbnailUrl, active: videos.active })
      .from(videos)
      .where(ilike(videos.title, pattern))
      .orderBy(asc(videos.title))
      .limit(limit),
  ]);
  return { products: productRows, bundles: bundleRows, videos: videoRows };
}
