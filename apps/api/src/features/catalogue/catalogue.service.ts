// The storefront's reads. Who is looking decides what is listed (tier, early access, VIP, the
// profile's style preferences); the filters and sorts are the domain's, run in SQL. They read the
// replica when there is one (DATABASE_READ_URL): what every shopper sees alike may lag a moment; stock
// is decided again on the primary when a piece is held.
import {
  DEFAULT_CATALOGUE_FILTERS,
  earlyAccessHours,
  FEATURED_BUNDLES_LIMIT,
  FEATURED_VIDEOS_LIMIT,
  PRODUCT_FETCH_LIMIT,
  SEARCH_RESULTS_LIMIT,
  seededShuffle,
  sizesOf,
  youtubeThumbnailUrls,
  youtubeVideoId,
} from '@shop/domain/rules';
import { HOUR_MS } from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import { replicaReads } from '../../db/database';
import { HttpError } from '../../lib/errors';
import type { Shopper } from '../accounts/shopper.service';
import { sellableBundle } from './bundle-stock';
import { findBundle, listBundles } from './bundles.repo';
import type { ProductListQuery } from '@shop/contracts';
import {
  findProduct,
  firstPublicPage,
  listProducts,
  searchProducts,
  visibleCategories,
  type ListFilters,
} from './products.repo';
import { nextEarlyDrop } from './drops.repo';
import { findVideo, ownVideos, topVideos } from './videos.repo';

type Deps = Pick<AppDeps, 'database'>;

/** The most products one random listing shuffles; beyond it the newest are shuffled. */
const RANDOM_POOL = 1000;
const BUNDLES_LIMIT = 100;

type Cursor = { sort: string; id: string } | { sort: 'random'; offset: number; seed: number };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string, query: ProductListQuery): Cursor {
  const invalid = new HttpError(
    400,
    'invalid_cursor',
    'That page of products is no longer available. Please reload.',
  );
  let cursor: unknown;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const c = cursor as Record<string, unknown>;
  if (typeof c !== 'object' || c === null || c.sort !== query.sort) throw invalid;
  if (c.sort === 'random') {
    if (!Number.isInteger(c.offset) || (c.offset as number) < 0 || c.seed !== query.seed) throw invalid;
    return { sort: 'random', offset: c.offset as number, seed: query.seed };
  }
  if (typeof c.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(c.id)) throw invalid;
  return { sort: query.sort, id: c.id };
}

/**
 * Each row with its sizes, smallest first. The rows are this request's own, fresh from the driver, so
 * they are completed in place: copying 50 rows of 15 fields was a tenth of the catalogue's own time.
 */
function withSortedSizes<T extends { size_stock: Record<string, number> }>(rows: T[]) {
  const completed = rows as (T & { sizes: string[] })[];
  for (const row of completed) row.sizes = sizesOf(row.size_stock);
  return completed;
}

function isDefaultListing(query: ProductListQuery, shopper: Shopper): boolean {
  const d = DEFAULT_CATALOGUE_FILTERS;
  return (
    !shopper.userId &&
    // Profile styles narrow a listing; the fast path knows none (a visitor has no profile anyway).
    shopper.stylePreferences.length === 0 &&
    !query.cursor &&
    query.sort === 'latest' &&
    query.category === d.category &&
    query.styles.length === 0 &&
    query.availability === d.availability &&
    query.access === d.access &&
    query.min === d.priceRange[0] &&
    query.max === d.priceRange[1]
  );
}

/** One page of products (50) and the cursor of the next page, or null at the end. */
export async function listCatalogue({ database: primary }: Deps, shopper: Shopper, query: ProductListQuery) {
  const database = replicaReads(primary);
  const { db } = database;
  const limit = PRODUCT_FETCH_LIMIT;
  if (isDefaultListing(query, shopper)) {
    // A visitor's first page: the one prepared statement of the hot path.
    const rows = await firstPublicPage(database, limit + 1);
    return page(rows, limit, (last) => ({ sort: 'latest', id: last.id }));
  }
  const filters: ListFilters = {
    category: query.category,
    styles: query.styles,
    availability: query.availability,
    access: query.access,
    min: query.min,
    max: query.max,
  };
  const cursor = query.cursor ? decodeCursor(query.cursor, query) : null;
  const base = {
    viewer: shopper.viewer,
    now: new Date(),
    filters,
    stylePreferences: shopper.stylePreferences,
  };
  if (query.sort === 'random') {
    // The domain's seeded shuffle over the filtered listing: every page of one seed agrees.
    const offset = cursor && 'offset' in cursor ? cursor.offset : 0;
    const all = await listProducts(db, { ...base, sort: 'latest', limit: RANDOM_POOL });
    const shuffled = seededShuffle(all, query.seed).slice(offset, offset + limit + 1);
    return page(shuffled, limit, () => ({ sort: 'random', offset: offset + limit, seed: query.seed }));
  }
  const afterId = cursor && 'id' in cursor ? cursor.id : undefined;
  const rows = await listProducts(db, { ...base, sort: query.sort, afterId, limit: limit + 1 });
  return page(rows, limit, (last) => ({ sort: query.sort, id: last.id }));
}

function page<T extends { id: string; size_stock: Record<string, number> }>(
  rows: T[],
  limit: number,
  next: (last: T) => Cursor,
) {
  const products = withSortedSizes(rows.slice(0, limit));
  const last = products.at(-1);
  return { products, next_cursor: rows.length > limit && last ? encodeCursor(next(last)) : null };
}

/** One product for its page and dialog; a product the shopper may not see is simply not found. */
export async function productDetail({ database: primary }: Deps, shopper: Shopper, idOrSlug: string) {
  const database = replicaReads(primary);
  const row = await findProduct(database.db, shopper.viewer, idOrSlug);
  if (!row) throw new HttpError(404, 'not_found', 'This product is not available.');
  return { ...row, sizes: sizesOf(row.size_stock) };
}

/** The search palette: up to 5 names containing the text. */
export async function searchCatalogue({ database: primary }: Deps, shopper: Shopper, text: string) {
  const database = replicaReads(primary);
  const q = text.trim();
  if (q === '') return { results: [] };
  const rows = await searchProducts(database.db, shopper.viewer, q, SEARCH_RESULTS_LIMIT);
  return {
    results: rows.map(({ images, ...row }) => ({ ...row, image: images[0] ?? null })),
  };
}

export async function catalogueCategories({ database: primary }: Deps, shopper: Shopper) {
  const database = replicaReads(primary);
  return { categories: await visibleCategories(database.db, shopper.viewer) };
}

export async function catalogueBundles({ database: primary }: Deps, shopper: Shopper, featuredOnly: boolean) {
  const database = replicaReads(primary);
  const bundles = await listBundles(database.db, shopper.viewer, {
    featuredOnly,
    limit: featuredOnly ? FEATURED_BUNDLES_LIMIT : BUNDLES_LIMIT,
  });
  return { bundles: bundles.map(sellableBundle) };
}

export async function bundleDetail({ database: primary }: Deps, shopper: Shopper, slug: string) {
  const database = replicaReads(primary);
  const bundle = await findBundle(database.db, shopper.viewer, slug);
  if (!bundle) throw new HttpError(404, 'not_found', 'This bundle is not available.');
  return { bundle: sellableBundle(bundle) };
}

/** A video as the storefront plays it, with the picture to show before it plays (its own, or YouTube's). */
function playable<V extends { url: string; thumbnail_url: string | null }>(video: V) {
  const youtubeId = youtubeVideoId(video.url);
  const poster = video.thumbnail_url ?? (youtubeId ? youtubeThumbnailUrls(youtubeId)[0] : undefined);
  return { ...video, poster: poster ?? null };
}

/** The top videos, the most engaging first. */
export async function catalogueVideos({ database: primary }: Deps, shopper: Shopper) {
  const database = replicaReads(primary);
  const rows = await topVideos(database.db, shopper.viewer, FEATURED_VIDEOS_LIMIT);
  return { videos: rows.map(playable) };
}

/** One video (its own page, the feed) with its pins. */
export async function catalogueVideo({ database: primary }: Deps, shopper: Shopper, id: string) {
  const database = replicaReads(primary);
  const video = await findVideo(database.db, shopper.viewer, id);
  if (!video) throw new HttpError(404, 'not_found', 'This video is not available.');
  return { video: playable(video) };
}

/** My Videos on the profile: the caller's own videos, switched off ones too, newest first. */
export async function myVideos({ database }: Deps, shopper: Shopper) {
  if (!shopper.userId) throw new HttpError(401, 'unauthorized', 'Please sign in to see your videos.');
  const rows = await ownVideos(database.db, shopper.viewer, shopper.userId);
  return { videos: rows.map(playable) };
}

/**
 * The home page's early-access banner: for a member (tier or membership) the drop that goes public
 * next, when their early window opens and when it goes public. Nobody else gets one (no query).
 */
export async function earlyAccessBanner({ database: primary }: Deps, shopper: Shopper) {
  const database = replicaReads(primary);
  const hours = earlyAccessHours(shopper.viewer);
  if (hours === null) return { drop: null };
  const drop = await nextEarlyDrop(database.db, shopper.viewer, new Date());
  if (!drop) return { drop: null };
  return {
    drop: {
      name: drop.name,
      slug: drop.slug,
      public_at: drop.publicAt.toISOString(),
      opens_at: new Date(drop.publicAt.getTime() - hours * HOUR_MS).toISOString(),
    },
  };
}
