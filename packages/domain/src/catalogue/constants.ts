export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 100_000;
export const LOW_STOCK_THRESHOLD = 10;
export const ALMOST_GONE_THRESHOLD = 5;
/** 1-based grid positions. */
export const GRID_VIDEO_POSITIONS: readonly number[] = [3, 7, 12, 18, 25];
export const GRID_BUNDLE_POSITIONS: readonly number[] = [2, 9];
export const PRODUCT_FETCH_LIMIT = 50;
export const FEATURED_BUNDLES_LIMIT = 3;
export const FEATURED_VIDEOS_LIMIT = 3;
export const SEARCH_RESULTS_LIMIT = 5;
export const RECENTLY_VIEWED_MAX = 10;
export const BUNDLE_PREVIEW_IMAGES = 3;

export const CATEGORIES = ['all', 'clothing', 'accessories', 'shoes', 'jewelry'] as const;
export const SORT_OPTIONS = ['latest', 'price-asc', 'price-desc', 'popular', 'random'] as const;
export const AVAILABILITY_OPTIONS = ['all', 'in-stock', 'low-stock'] as const;
export const ACCESS_OPTIONS = ['all', 'available', 'early-access', 'vip'] as const;
export const VIEW_MODES = ['normal', 'compact', 'tnt'] as const;
/** The swipe feed is for small screens: from this width it reverts to normal. */
export const TNT_MAX_WIDTH = 1024;

export type SortOption = (typeof SORT_OPTIONS)[number];
export type AvailabilityOption = (typeof AVAILABILITY_OPTIONS)[number];
export type AccessOption = (typeof ACCESS_OPTIONS)[number];
export type ViewMode = (typeof VIEW_MODES)[number];

/** The ten style choices on the profile form, in the spec's order. */
export const PROFILE_STYLE_OPTIONS = [
  'Casual',
  'Formal',
  'Vintage',
  'Streetwear',
  'Minimalist',
  'Bohemian',
  'Athleisure',
  'Preppy',
  'Urban',
  'Retro',
] as const;

/** The eight styles offered in the catalogue filter panel. */
export const CATALOGUE_FILTER_STYLES = [
  'Casual',
  'Streetwear',
  'Minimalist',
  'Urban',
  'Athleisure',
  'Vintage',
  'Bohemian',
  'Preppy',
] as const;

/** Reads one of a fixed list of options, or the fallback (query strings and stored settings). */
export function pickOption<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}
