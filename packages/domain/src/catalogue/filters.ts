import { productAccess, type AccessProduct, type Viewer } from '../tiers';
import type { Instant } from '../time';
import {
  LOW_STOCK_THRESHOLD,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  type AccessOption,
  type AvailabilityOption,
  type SortOption,
} from './constants';

/** The product fields the catalogue rules read. */
export interface CatalogueProduct extends AccessProduct {
  id: string;
  price: number;
  category?: string | null;
  stock?: number | null;
  styles?: readonly string[] | null;
  created_at?: string | null;
  popularity_score?: number | null;
}

export interface CatalogueFilters {
  category: string;
  styles: readonly string[];
  availability: AvailabilityOption;
  access: AccessOption;
  priceRange: readonly [number, number];
  sort: SortOption;
}

/** What Clear All resets to. */
export const DEFAULT_CATALOGUE_FILTERS: CatalogueFilters = {
  category: 'all',
  styles: [],
  availability: 'all',
  access: 'all',
  priceRange: [PRICE_FILTER_MIN, PRICE_FILTER_MAX],
  sort: 'latest',
};

/** Clear All: category, styles, stock, access, price range [0, 100000] and sort 'latest'. */
export function clearAllFilters(): CatalogueFilters {
  return { ...DEFAULT_CATALOGUE_FILTERS, styles: [], priceRange: [PRICE_FILTER_MIN, PRICE_FILTER_MAX] };
}

/** A price box read on blur: blank min is 0, blank max 100000, other input kept within that range. */
export function parsePriceBound(input: string, bound: 'min' | 'max'): number {
  const fallback = bound === 'min' ? PRICE_FILTER_MIN : PRICE_FILTER_MAX;
  const text = typeof input === 'string' ? input.replace(/[\s,]/g, '') : '';
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, Math.round(value)));
}

/** How many filters differ from Clear All, for the Filters button badge (sort is not a filter). */
export function activeFilterCount(filters: CatalogueFilters): number {
  const [min, max] = filters.priceRange;
  return [
    filters.category !== 'all',
    filters.styles.length > 0,
    filters.availability !== 'all',
    filters.access !== 'all',
    min !== PRICE_FILTER_MIN || max !== PRICE_FILTER_MAX,
  ].filter(Boolean).length;
}

function sharesStyle(
  productStyles: readonly string[] | null | undefined,
  wanted: readonly string[],
): boolean {
  // Stored styles and menu labels differ in case ('casual' vs 'Casual'); they name the same style.
  const own = new Set((productStyles ?? []).map((style) => style.toLowerCase()));
  return wanted.some((style) => own.has(style.toLowerCase()));
}

function passesAvailability(stock: number | null | undefined, availability: AvailabilityOption): boolean {
  const units = typeof stock === 'number' && Number.isFinite(stock) ? stock : 0;
  if (availability === 'in-stock') return units > 0;
  if (availability === 'low-stock') return units <= LOW_STOCK_THRESHOLD;
  return true;
}

function passesAccess(
  product: CatalogueProduct,
  access: AccessOption,
  viewer: Viewer,
  now: Instant,
): boolean {
  if (access === 'early-access') return product.early_access_only === true;
  if (access === 'vip') return product.vip_only === true;
  if (access === 'available') return productAccess(product, viewer, now).allowed;
  return true;
}

interface FilterContext {
  viewer: Viewer;
  now: Instant;
  /** The profile's style_preferences; when non-empty only products sharing a style are shown. */
  stylePreferences?: readonly string[] | null;
}

/** The catalogue filters of spec §5 (category, price, style, stock, access, profile styles), order kept. */
export function filterProducts<T extends CatalogueProduct>(
  products: readonly T[],
  filters: CatalogueFilters,
  context: FilterContext,
): T[] {
  const [min, max] = filters.priceRange;
  const preferences = context.stylePreferences ?? [];
  return products.filter(
    (product) =>
      (filters.category === 'all' || product.category === filters.category) &&
      product.price >= min &&
      product.price <= max &&
      (filters.styles.length === 0 || sharesStyle(product.styles, filters.styles)) &&
      passesAvailability(product.stock, filters.availability) &&
      passesAccess(product, filters.access, context.viewer, context.now) &&
      (preferences.length === 0 || sharesStyle(product.styles, preferences)),
  );
}
