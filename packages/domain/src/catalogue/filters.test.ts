import { describe, it, expect } from 'vitest';
import { GUEST_VIEWER, type Viewer } from '../tiers';
import { pickOption, SORT_OPTIONS } from './constants';
import {
  DEFAULT_CATALOGUE_FILTERS,
  activeFilterCount,
  clearAllFilters,
  filterProducts,
  parsePriceBound,
  type CatalogueFilters,
  type CatalogueProduct,
} from './filters';

const products: CatalogueProduct[] = [
  { id: 'tee', price: 800, category: 'clothing', stock: 20, styles: ['casual', 'Streetwear'] },
  { id: 'boots', price: 4500, category: 'shoes', stock: 3, styles: ['Vintage'] },
  { id: 'ring', price: 1500, category: 'jewelry', stock: 0, styles: [] },
  { id: 'vip', price: 9000, category: 'clothing', stock: 10, styles: ['Minimalist'], vip_only: true },
  { id: 'early', price: 2000, category: 'clothing', stock: 8, styles: null, early_access_only: true },
];
const ctx = { viewer: GUEST_VIEWER, now: 0 };
const ids = (list: readonly CatalogueProduct[]) => list.map((p) => p.id);
const withFilters = (patch: Partial<CatalogueFilters>) => ({ ...DEFAULT_CATALOGUE_FILTERS, ...patch });

describe('filterProducts', () => {
  it('keeps everything under the defaults', () => {
    expect(ids(filterProducts(products, DEFAULT_CATALOGUE_FILTERS, ctx))).toEqual(ids(products));
  });

  it('filters by category, price and style overlap (case-insensitive)', () => {
    expect(ids(filterProducts(products, withFilters({ category: 'shoes' }), ctx))).toEqual(['boots']);
    expect(ids(filterProducts(products, withFilters({ priceRange: [1000, 4500] }), ctx))).toEqual([
      'boots',
      'ring',
      'early',
    ]);
    expect(ids(filterProducts(products, withFilters({ styles: ['Casual', 'Vintage'] }), ctx))).toEqual([
      'tee',
      'boots',
    ]);
  });

  it('in-stock is stock above 0, low-stock is 10 or less', () => {
    expect(ids(filterProducts(products, withFilters({ availability: 'in-stock' }), ctx))).toEqual([
      'tee',
      'boots',
      'vip',
      'early',
    ]);
    expect(ids(filterProducts(products, withFilters({ availability: 'low-stock' }), ctx))).toEqual([
      'boots',
      'ring',
      'vip',
      'early',
    ]);
  });

  it('access modes', () => {
    const vip: Viewer = { signedIn: true, tier: 'vip', earlyAccessMember: false, isAdmin: false };
    expect(ids(filterProducts(products, withFilters({ access: 'early-access' }), ctx))).toEqual(['early']);
    expect(ids(filterProducts(products, withFilters({ access: 'vip' }), ctx))).toEqual(['vip']);
    expect(ids(filterProducts(products, withFilters({ access: 'available' }), ctx))).toEqual([
      'tee',
      'boots',
      'ring',
    ]);
    expect(
      ids(filterProducts(products, withFilters({ access: 'available' }), { viewer: vip, now: 0 })),
    ).toEqual(ids(products));
  });

  it('profile style preferences keep only products sharing a style', () => {
    expect(
      ids(filterProducts(products, DEFAULT_CATALOGUE_FILTERS, { ...ctx, stylePreferences: ['Minimalist'] })),
    ).toEqual(['vip']);
    expect(
      filterProducts(products, DEFAULT_CATALOGUE_FILTERS, { ...ctx, stylePreferences: [] }),
    ).toHaveLength(5);
  });
});

describe('filter panel', () => {
  it('Clear All resets to the defaults', () => {
    expect(clearAllFilters()).toEqual({
      category: 'all',
      styles: [],
      availability: 'all',
      access: 'all',
      priceRange: [0, 100000],
      sort: 'latest',
    });
  });

  it('reads price boxes: blank min 0, blank max 100000', () => {
    expect(parsePriceBound('', 'min')).toBe(0);
    expect(parsePriceBound('  ', 'max')).toBe(100000);
    expect(parsePriceBound('2,500', 'min')).toBe(2500);
    expect(parsePriceBound('abc', 'max')).toBe(100000);
    expect(parsePriceBound('-5', 'min')).toBe(0);
    expect(parsePriceBound('250000', 'max')).toBe(100000);
    expect(parsePriceBound(undefined as unknown as string, 'min')).toBe(0);
  });

  it('counts active filters', () => {
    expect(activeFilterCount(DEFAULT_CATALOGUE_FILTERS)).toBe(0);
    expect(
      activeFilterCount(
        withFilters({ category: 'shoes', styles: ['Urban'], priceRange: [0, 500], sort: 'random' }),
      ),
    ).toBe(3);
    expect(activeFilterCount(withFilters({ availability: 'in-stock', access: 'vip' }))).toBe(2);
  });

  it('reads options from untrusted values', () => {
    expect(pickOption(SORT_OPTIONS, 'popular', 'latest')).toBe('popular');
    expect(pickOption(SORT_OPTIONS, 'cheapest', 'latest')).toBe('latest');
  });
});
