import { describe, expect, it } from 'vitest';
import { readUserFilters, userFiltersSearch, userListQuery } from './user-params';

describe('customer list filters in the address', () => {
  it('reads known tiers, the admins switch and the page; drops the rest', () => {
    expect(
      readUserFilters(new URLSearchParams('q=%20wanjiru%20&tier=vip&admins=true&sort=spent&page=2')),
    ).toEqual({
      q: 'wanjiru',
      tier: 'vip',
      admins: true,
      sort: 'spent',
      page: 2,
    });
    expect(readUserFilters(new URLSearchParams('tier=gold&admins=yes&sort=richest&page=x'))).toEqual({
      q: undefined,
      tier: undefined,
      admins: false,
      sort: 'newest',
      page: 1,
    });
  });

  it('writes and asks only for what is set', () => {
    expect(userFiltersSearch({ admins: false, sort: 'newest', page: 1 })).toBe('');
    expect(userFiltersSearch({ tier: 'premium', admins: true, sort: 'last-order', page: 3 })).toBe(
      '?tier=premium&admins=true&sort=last-order&page=3',
    );
    expect(userListQuery({ q: 'a@b.c', admins: false, sort: 'orders', page: 1 })).toEqual({
      q: 'a@b.c',
      sort: 'orders',
      page: '1',
      page_size: '25',
    });
  });
});
