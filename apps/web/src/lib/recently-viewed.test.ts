import { RECENTLY_VIEWED_STORAGE_KEY } from '@shop/domain/rules';
import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, recordRecentlyViewed, type RecentlyViewedDevice } from './recently-viewed';

const device = (initial?: string) => {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENTLY_VIEWED_STORAGE_KEY, initial]]);
  const events: string[] = [];
  const d: RecentlyViewedDevice = {
    storage: { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) },
    events: { dispatchEvent: (e) => (events.push(e.type), true) },
  };
  return { d, data, events };
};

const product = (n: number) => ({
  id: `p${n}`,
  slug: `product-${n}`,
  name: `Product ${n}`,
  price: 1000 + n,
  images: [`/uploads/p${n}-1024w.webp`, '/other.webp'],
});

describe('recently viewed', () => {
  it('keeps the last 10, newest first, each once, with only what a tile needs', () => {
    const { d, events } = device();
    for (let n = 1; n <= 12; n++) recordRecentlyViewed(product(n), d);
    recordRecentlyViewed(product(5), d);
    const list = readRecentlyViewed(d);
    expect(list).toHaveLength(10);
    expect(list.map((e) => e.id)).toEqual(['p5', 'p12', 'p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p4', 'p3']);
    expect(list[0]).toEqual({
      id: 'p5',
      slug: 'product-5',
      name: 'Product 5',
      price: 1005,
      image: '/uploads/p5-1024w.webp',
    });
    expect(events).toHaveLength(13);
  });

  it('reads tampered storage as the entries that make sense', () => {
    expect(readRecentlyViewed(device('{not json').d)).toEqual([]);
    expect(readRecentlyViewed(device('{"id":"p1"}').d)).toEqual([]);
    const mixed = JSON.stringify([
      null,
      'p1',
      { id: 'p1', name: 'Ok', price: 10, slug: 's', image: 7 },
      { id: 'p1', name: 'Duplicate', price: 10 },
      { id: 'p2', name: 'No price' },
      { id: 'p3', name: 'Negative', price: -1 },
      { id: '', name: 'Blank id', price: 1 },
      { id: 'p4', name: '<b>kept as text</b>', price: 5 },
    ]);
    expect(readRecentlyViewed(device(mixed).d)).toEqual([
      { id: 'p1', slug: 's', name: 'Ok', price: 10, image: null },
      { id: 'p4', slug: 'p4', name: '<b>kept as text</b>', price: 5, image: null },
    ]);
  });

  it('replaces a tampered list with a clean one on the next view', () => {
    const { d, data } = device('"garbage"');
    recordRecentlyViewed(product(1), d);
    expect(JSON.parse(data.get(RECENTLY_VIEWED_STORAGE_KEY)!)).toHaveLength(1);
  });
});
