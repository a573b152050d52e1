import { DEFAULT_CATALOGUE_FILTERS } from '@shop/domain/rules';
import { describe, expect, it } from 'vitest';
import { listingParams } from './catalogue-queries';
import { filtersFromParams, seedFromParams } from './filter-params';

describe('filters in the address', () => {
  it('reads what the filter panel writes, and writes only what differs from the defaults', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'category=Shoes&styles=casual,Vintage,nope&availability=in-stock&access=vip&min=1,000&max=5000&sort=price-asc',
      ),
    );
    expect(filters).toEqual({
      category: 'shoes',
      styles: ['Casual', 'Vintage'],
      availability: 'in-stock',
      access: 'vip',
      priceRange: [1000, 5000],
      sort: 'price-asc',
    });
    expect(listingParams(filters, 0)).toEqual({
      category: 'shoes',
      styles: 'Casual,Vintage',
      availability: 'in-stock',
      access: 'vip',
      min: '1000',
      max: '5000',
      sort: 'price-asc',
    });
    expect(listingParams(DEFAULT_CATALOGUE_FILTERS, 0)).toEqual({});
  });

  it('falls back to the defaults for anything unreadable', () => {
    expect(filtersFromParams(new URLSearchParams('sort=cheap&availability=x&min=abc&max=-4'))).toEqual({
      ...DEFAULT_CATALOGUE_FILTERS,
      priceRange: [0, 0],
    });
    expect(filtersFromParams(new URLSearchParams('min=9000&max=100')).priceRange).toEqual([100, 9000]);
    expect(seedFromParams(new URLSearchParams('seed=12'))).toBe(12);
    expect(seedFromParams(new URLSearchParams('seed=-1'))).toBe(0);
  });
});
