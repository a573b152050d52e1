// Product reads for the storefront. Every listing is one query: sizes come from the variants in a
// sub-select, so a page of 50 products never costs 51 queries.
import type { AccessOption, AvailabilityOption, SortOption, Viewer } from '@shop/domain/rules';
import { GUEST_VIEWER, LOW_STOCK_THRESHOLD, PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@shop/domain/rules';
import { and, asc, desc, eq, gt, gte, ilike, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { products, productVariants } from './catalogue.tables';
import { qualified, visibleTo } from './product-access.repo';

// Arrays travel as JSON: the driver reads JSON natively, far faster than Postgres array text.
// Each size with its pieces ({"S": 1, "M": 0}): sold-out sizes are shown, but cannot be chosen.
const sizeStock = sql<Record<string, number>>`coalesce((
  select json_object_agg(v.size, v.stock) from ${productVariants} v
  where v.product_id = ${qualified(products.id)} and v.size is not null
), '{}'::json)`;

/** What a product card shows (spec field names, as the domain rules read them). */
export const PRODUCT_CARD_FIELDS = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  price: products.price,
  original_price: products.originalPrice,
  discount_percentage: products.discountPercentage,
  category: products.category,
  stock: products.stock,
  images: sql<string[]>`to_json(${qualified(products.images)})`.as('images'),
  size_stock: sizeStock.as('size_stock'),
  vip_only: products.vipOnly,
  early_access_only: products.earlyAccessOnly,
  // ISO text straight from the database, as the page and the domain rules read it.
  early_access_until: sql<string | null>`to_json(${qualified(products.earlyAccessUntil)})`.as(
    'early_access_until',
  ),
  tier_required: products.tierRequired,
};

export type ProductCardRow = Awaited<ReturnType<typeof listProducts>>[number];

export type ListFilters = {
  category: string;
  styles: string[];
  availability: AvailabilityOption;
  access: AccessOption;
  min: number;
  max: number;
};

export type ListRequest = {
  viewer: Viewer;
  now: Date;
  filters: ListFilters;
  /** The profile's style preferences; when any, only products sharing one are listed. */
  stylePreferences: string[];
  sort: Exclude<SortOption, 'random'>;
  /** Keyset paging: list the products after this one in the same order. */
  afterId?: string;
  limit: number;
};

// Styles are compared without case ('casual' and 'Casual' are one style), as in the domain.
const sharesStyle = (wanted: string[]) =>
  sql`exists (select 1 from unnest(${qualified(products.styles)}) s where lower(s) in (${sql.join(
    wanted.map((style) => sql`${style.toLowerCase()}`),
    sql`, `,
  )}))`;

function filterConditions(request: ListRequest): (SQL | undefined)[] {
  const { filters, viewer, now, stylePreferences } = request;
  const conditions = [
    visibleTo(viewer, now),
    gte(products.price, filters.min),
    lte(products.price, filters.max),
  ];
  if (filters.category !== 'all') conditions.push(eq(products.category, filters.category));
  if (filters.styles.length > 0) conditions.push(sharesStyle(filters.styles));
  if (stylePreferences.length > 0) conditions.push(sharesStyle(stylePreferences));
  if (filters.availability === 'in-stock') conditions.push(gt(products.stock, 0));
  if (filters.availability === 'low-stock') conditions.push(lte(products.stock, LOW_STOCK_THRESHOLD));
  if (filters.access === 'early-access') conditions.push(eq(products.earlyAccessOnly, true));
  if (filters.access === 'vip') conditions.push(eq(products.vipOnly, true));
  // 'available' keeps what productAccess allows: exactly what visibleTo already lets through.
  return conditions;
}

// Every order ends newest first, then by id, so equal keys always come out the same way.
const SORT_KEYS: Record<ListRequest['sort'], { column: AnyColumn; direction: 'asc' | 'desc' } | null> = {
  latest: null,
  'price-asc': { column: products.price, direction: 'asc' },
  'price-desc': { column: products.price, direction: 'desc' },
  popular: { column: products.popularityScore, direction: 'desc' },
};

function orderBy(sort: ListRequest['sort']): SQL[] {
  const key = SORT_KEYS[sort];
  const tail = [desc(products.createdAt), desc(products.id)];
  if (!key) return tail;
  return [key.direction === 'asc' ? asc(key.column) : desc(key.column), ...tail];
}

/** Rows that come after the cursor's product in the listing's order. */
function after(sort: ListRequest['sort'], id: string): SQL {
  const cursor = (column: AnyColumn) =>
    sql`(select c.${sql.identifier(column.name)} from ${products} c where c.id = ${id})`;
  const older = sql`(${qualified(products.createdAt)}, ${qualified(products.id)}) < (select c.created_at, c.id from ${products} c where c.id = ${id})`;
  const key = SORT_KEYS[sort];
  if (!key) return older;
  const beyond =
    key.direction === 'asc' ? gt(key.column, cursor(key.column)) : lt(key.column, cursor(key.column));
  return or(beyond, and(eq(key.column, cursor(key.column)), older))!;
}

/** One page of the filtered, sorted catalogue. */
export function listProducts(db: Db, request: ListRequest) {
  const conditions = filterConditions(request);
  if (request.afterId) conditions.push(after(request.sort, request.afterId));
  return db
    .select(PRODUCT_CARD_FIELDS)
    .from(products)
    .where(and(...conditions))
    .orderBy(...orderBy(request.sort))
    .limit(request.limit);
}

// The hot path (a visitor's first page, no filters). Its SQL is written once by Drizzle and sent as a
// named statement; the rows come back as plain objects (the fields are already the answer's names),
// which spares Drizzle's per-field mapping: the endpoint's largest cost after the socket writes.
// catalogue.test.ts holds it to the general path.
const FIRST_PAGE_NAME = 'catalogue_first_public_page';

/** The hot path's SQL and parameters, as Drizzle writes them (the bench's bare handler sends the same). */
export function firstPublicPageStatement(db: Db, limit: number) {
  const { sql: text, params } = db
    .select(PRODUCT_CARD_FIELDS)
    .from(products)
    .where(
      and(
        visibleTo(GUEST_VIEWER, sql`now()`),
        gte(products.price, PRICE_FILTER_MIN),
        lte(products.price, PRICE_FILTER_MAX),
      ),
    )
    .orderBy(...orderBy('latest'))
    .limit(limit)
    .toSQL();
  return { name: FIRST_PAGE_NAME, text, params };
}

export function firstPublicPage(database: Pick<Database, 'db' | 'rows'>, limit: number) {
  const statement = preparedOnce(database.db, FIRST_PAGE_NAME, () =>
    firstPublicPageStatement(database.db, limit),
  );
  return database.rows<ProductCardRow>(statement);
}

/** Search palette: names containing the text, whatever the case. */
export function searchProducts(db: Db, viewer: Viewer, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      price: products.price,
      images: products.images,
    })
    .from(products)
    .where(and(visibleTo(viewer, new Date()), ilike(products.name, pattern)))
    .orderBy(...orderBy('latest'))
    .limit(limit);
}

/** The categories of the products a viewer may see, A–Z (the filter panel adds them to its list). */
export async function visibleCategories(db: Db, viewer: Viewer): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(visibleTo(viewer, new Date()))
    .orderBy(asc(products.category));
  return rows.map((row) => row.category);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One product by id or slug with everything its page shows, or undefined when the viewer may not see it. */
export async function findProduct(db: Db, viewer: Viewer, idOrSlug: string) {
  const [row] = await db
    .select({
      ...PRODUCT_CARD_FIELDS,
      description: products.description,
      sku: products.sku,
      video_url: products.videoUrl,
      styles: products.styles,
      is_new: products.isNew,
      is_bestseller: products.isBestseller,
      drop_name: products.dropName,
      fabric_details: products.fabricDetails,
      variants: sql<{ id: string; size: string | null; color: string | null; stock: number }[]>`coalesce((
        select json_agg(json_build_object('id', v.id, 'size', v.size, 'color', v.color, 'stock', v.stock))
        from ${productVariants} v where v.product_id = ${qualified(products.id)}), '[]'::json)`,
    })
    .from(products)
    .where(
      and(
        visibleTo(viewer, new Date()),
        UUID.test(idOrSlug)
          ? or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug))
          : eq(products.slug, idOrSlug),
      ),
    )
    .limit(1);
  return row;
}
