import { describe, expect, it } from 'vitest';
import {
  BUNDLES_PAGE_SIZE,
  bundleFiltersSearch,
  bundleListQuery,
  readBundleFilters,
  readEditing,
} from './bundle-params';

const params = (text: string) => new URLSearchParams(text);
const ID = '0b5c1f8e-0000-4000-8000-000000000001';

describe('bundle list address', () => {
  it('reads search, active filter and page, dropping what it does not know', () => {
    expect(readBundleFilters(params('q=%20denim%20&active=false&page=3'))).toEqual({
      q: 'denim',
      active: 'false',
      page: 3,
    });
    expect(readBundleFilters(params('q=&active=maybe&page=-2'))).toEqual({
      q: undefined,
      active: undefined,
      page: 1,
    });
  });

  it('writes a short address, the defaults left out, and keeps the open form', () => {
    expect(bundleFiltersSearch({ page: 1 })).toBe('');
    expect(bundleFiltersSearch({ q: 'two piece', active: 'true', page: 2 })).toBe(
      '?q=two+piece&active=true&page=2',
    );
    expect(bundleFiltersSearch({ q: 'x', page: 1 }, 'new')).toBe('?q=x&id=new');
  });

  it('round-trips', () => {
    const filters = { q: 'summer set', active: 'true' as const, page: 4 };
    expect(readBundleFilters(params(bundleFiltersSearch(filters)))).toEqual(filters);
  });

  it('knows which bundle the form is for', () => {
    expect(readEditing(params('id=new'))).toBe('new');
    expect(readEditing(params(`id=${ID.toUpperCase()}`))).toBe(ID);
    expect(readEditing(params('id=42'))).toBeNull();
    expect(readEditing(params(''))).toBeNull();
  });

  it('asks the server for every bundle unless a status is chosen', () => {
    expect(bundleListQuery({ page: 1 })).toEqual({
      page: '1',
      page_size: String(BUNDLES_PAGE_SIZE),
      active: 'all',
    });
    expect(bundleListQuery({ q: 'denim', active: 'false', page: 2 })).toMatchObject({
      q: 'denim',
      active: 'false',
      page: '2',
    });
  });
});
