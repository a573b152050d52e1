import { describe, expect, it } from 'vitest';
import { discountFiltersSearch, discountListQuery, readDiscountFilters } from './discount-params';

const read = (query: string) => readDiscountFilters(new URLSearchParams(query));

describe('discount list filters in the address', () => {
  it('reads known values and drops the rest', () => {
    expect(read('source=generated&q=%20drop%20&active=false&sort=uses&page=3')).toEqual({
      source: 'generated',
      q: 'drop',
      active: 'false',
      sort: 'uses',
      page: 3,
    });
    expect(read('source=other&active=maybe&sort=cheapest&page=x')).toEqual({
      source: 'manual',
      q: undefined,
      active: undefined,
      sort: 'newest',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(discountFiltersSearch({ source: 'manual', sort: 'newest', page: 1 })).toBe('');
    const filters = read('source=generated&q=half&active=true&sort=code&page=2');
    expect(read(discountFiltersSearch(filters).slice(1))).toEqual(filters);
  });

  it('asks the server for one page of 25 of the tab', () => {
    expect(discountListQuery(read('q=half'))).toEqual({
      source: 'manual',
      q: 'half',
      sort: 'newest',
      page: '1',
      page_size: '25',
    });
  });
});
