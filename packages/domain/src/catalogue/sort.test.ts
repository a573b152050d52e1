import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { SortOption } from './constants';
import type { CatalogueProduct } from './filters';
import { mulberry32, seededShuffle, sortProducts } from './sort';

const products: CatalogueProduct[] = [
  { id: 'a', price: 300, created_at: '2024-01-02T00:00:00Z', popularity_score: 5 },
  { id: 'b', price: 100, created_at: '2024-01-03T00:00:00Z', popularity_score: 9 },
  { id: 'c', price: 200, created_at: 'garbage', popularity_score: null },
  { id: 'd', price: 100, created_at: '2024-01-01T00:00:00Z' },
];
const ids = (list: readonly CatalogueProduct[]) => list.map((p) => p.id);

describe('sortProducts', () => {
  it('sorts by each option, ties in their original order', () => {
    expect(ids(sortProducts(products, 'latest'))).toEqual(['b', 'a', 'd', 'c']);
    expect(ids(sortProducts(products, 'price-asc'))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(sortProducts(products, 'price-desc'))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(sortProducts(products, 'popular'))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(sortProducts(products, 'bogus' as SortOption))).toEqual(ids(sortProducts(products, 'latest')));
  });

  it('random is the same for one seed and leaves the input alone', () => {
    const before = ids(products);
    expect(ids(sortProducts(products, 'random', 42))).toEqual(ids(sortProducts(products, 'random', 42)));
    expect(ids(products)).toEqual(before);
  });
});

describe('seeded randomness', () => {
  it('mulberry32 is deterministic and within [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
    expect(mulberry32(Number.NaN)()).toBe(mulberry32(0)());
  });

  it('different seeds give different orders', () => {
    const list = Array.from({ length: 20 }, (_, i) => i);
    expect(seededShuffle(list, 1)).not.toEqual(seededShuffle(list, 2));
  });

  it('a shuffle is a permutation, stable for its seed (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (list, seed) => {
        const shuffled = seededShuffle(list, seed);
        expect([...shuffled].sort((x, y) => x - y)).toEqual([...list].sort((x, y) => x - y));
        expect(seededShuffle(list, seed)).toEqual(shuffled);
      }),
    );
  });
});
