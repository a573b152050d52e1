import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_PARAMS, subscriberListQuery, subscribersCsvHref } from './subscriber-params';

const read = (query: string) => SUBSCRIBER_PARAMS.read(new URLSearchParams(query));

describe("the early-access list's address", () => {
  it('reads the search, status and page, dropping what it does not know', () => {
    expect(read('q=%20wanj%20&status=unsubscribed&page=3')).toEqual({
      q: 'wanj',
      status: 'unsubscribed',
      page: 3,
    });
    expect(read('status=maybe&page=-1')).toEqual({ q: undefined, status: 'all', page: 1 });
  });

  it('writes the defaults out of the address', () => {
    expect(SUBSCRIBER_PARAMS.search({ q: undefined, status: 'all', page: 1 })).toBe('');
    expect(SUBSCRIBER_PARAMS.search({ q: 'a b', status: 'active', page: 2 })).toBe(
      '?q=a+b&status=active&page=2',
    );
  });

  it('asks the list and the export for the same filters', () => {
    const filters = { q: 'neema', status: 'active' as const, page: 2 };
    expect(subscriberListQuery(filters)).toEqual({
      q: 'neema',
      status: 'active',
      page: '2',
      page_size: '25',
    });
    expect(subscribersCsvHref(filters)).toBe('/api/admin/early-access/subscribers.csv?q=neema&status=active');
    expect(subscribersCsvHref({ status: 'all', page: 1 })).toBe('/api/admin/early-access/subscribers.csv');
  });
});
