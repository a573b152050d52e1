import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  nairobiDay,
  orderFiltersSearch,
  orderListQuery,
  readOrderFilters,
} from './order-params';

const read = (query: string) => readOrderFilters(new URLSearchParams(query));

describe('order list filters in the address', () => {
  it('reads known values and drops unknown ones', () => {
    expect(read('status=paid&fulfillment=shipped&kind=guest&refund=owed&sort=total-desc&page=3')).toEqual({
      status: 'paid',
      fulfillment: 'shipped',
      kind: 'guest',
      refund: 'owed',
      from: undefined,
      to: undefined,
      q: undefined,
      sort: 'total-desc',
      page: 3,
    });
    expect(read('status=lost&fulfillment=teleported&kind=robot&sort=random&page=-2')).toMatchObject({
      status: undefined,
      fulfillment: undefined,
      kind: undefined,
      sort: 'newest',
      page: 1,
    });
  });

  it('keeps only real dates and a trimmed search', () => {
    expect(read('from=2026-11-01&to=yesterday&q=%20%200712%20%20')).toMatchObject({
      from: '2026-11-01',
      to: undefined,
      q: '0712',
    });
    expect(read('q=%20%20').q).toBeUndefined();
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes short links: defaults are left out', () => {
    expect(orderFiltersSearch({ sort: 'newest', page: 1 })).toBe('');
    expect(orderFiltersSearch({ status: 'paid', fulfillment: 'awaiting_details' })).toBe(
      '?status=paid&fulfillment=awaiting_details',
    );
    expect(orderFiltersSearch({ q: 'Amina W', sort: 'oldest', page: 2 })).toBe(
      '?q=Amina+W&sort=oldest&page=2',
    );
  });

  it('round-trips through the address', () => {
    const filters = read(
      'status=cancelled&refund=owed&from=2026-01-01&to=2026-01-31&q=abc&sort=total-asc&page=4',
    );
    expect(read(orderFiltersSearch(filters).slice(1))).toEqual(filters);
  });

  it('asks the server for one page of 25 with the filters that are on', () => {
    expect(orderListQuery(read('status=paid&page=2'))).toEqual({
      status: 'paid',
      sort: 'newest',
      page: '2',
      page_size: '25',
    });
  });

  it('counts the filters a person set, not sort or page', () => {
    expect(activeFilterCount(read('sort=oldest&page=3'))).toBe(0);
    expect(activeFilterCount(read('status=paid&q=abc&from=2026-01-01'))).toBe(3);
  });

  it('counts days in Nairobi time', () => {
    // 22:30 UTC is already the next day in Nairobi.
    expect(nairobiDay(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
    expect(nairobiDay(new Date('2026-11-23T20:59:00Z'))).toBe('2026-11-23');
    expect(nairobiDay(new Date('2026-11-23T12:00:00Z'), 29)).toBe('2026-10-25');
  });
});
