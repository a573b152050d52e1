import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  productFiltersSearch,
  productListQuery,
  readEditing,
  readProductFilters,
} from './product-params';

const read = (query: string) => readProductFilters(new URLSearchParams(query));
const ID = '3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f';

describe('product list filters in the address', () => {
  it('reads known values and drops unknown ones', () => {
    expect(read('q=%20levi%20&category=Shoes&active=false&stock=low&sort=stock-asc&page=2')).toEqual({
      q: 'levi',
      category: 'shoes',
      active: 'false',
      stock: 'low',
      sort: 'stock-asc',
      page: 2,
    });
    expect(read('active=maybe&stock=plenty&sort=random&page=zero&q=%20%20')).toEqual({
      q: undefined,
      category: undefined,
      active: undefined,
      stock: undefined,
      sort: 'newest',
      page: 1,
    });
  });

  it('writes short links, and keeps the filters when a product is opened', () => {
    expect(productFiltersSearch({ sort: 'newest', page: 1 })).toBe('');
    expect(productFiltersSearch({ q: 'denim jacket', active: 'true', sort: 'price-asc', page: 3 })).toBe(
      '?q=denim+jacket&active=true&sort=price-asc&page=3',
    );
    expect(productFiltersSearch({ category: 'bags', sort: 'newest', page: 2 }, ID)).toBe(
      `?category=bags&page=2&id=${ID}`,
    );
    expect(productFiltersSearch({ sort: 'newest', page: 1 }, 'new')).toBe('?id=new');
  });

  it('round-trips through the address', () => {
    const filters = read('q=abc&category=tops&active=true&stock=out&sort=name&page=4');
    expect(read(productFiltersSearch(filters).slice(1))).toEqual(filters);
  });

  it('asks the server for one page of 25', () => {
    expect(productListQuery(read('q=x&active=false'))).toEqual({
      q: 'x',
      active: 'false',
      sort: 'newest',
      page: '1',
      page_size: '25',
    });
    expect(activeFilterCount(read('q=x&category=shoes&sort=name'))).toBe(2);
  });

  it('opens a product by id, the empty form by new, and ignores anything else', () => {
    expect(readEditing(new URLSearchParams(`id=${ID.toUpperCase()}`))).toBe(ID);
    expect(readEditing(new URLSearchParams('id=new'))).toBe('new');
    expect(readEditing(new URLSearchParams('id=42'))).toBeNull();
    expect(readEditing(new URLSearchParams(''))).toBeNull();
  });
});
