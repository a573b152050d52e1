import { toEpochMs } from '../time';
import type { SortOption } from './constants';
import type { CatalogueProduct } from './filters';

/** A small seeded PRNG (mulberry32): the same seed always gives the same sequence in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = (Number.isFinite(seed) ? seed : 0) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A Fisher–Yates shuffle driven by a seed, so every page of one random listing agrees. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = result[i] as T;
    result[i] = result[j] as T;
    result[j] = a;
  }
  return result;
}

function numberOr(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

type Compare = (a: CatalogueProduct, b: CatalogueProduct) => number;

const comparators: Record<Exclude<SortOption, 'random'>, Compare> = {
  // Unreadable dates sort as the oldest.
  latest: (a, b) => (toEpochMs(b.created_at) ?? -Infinity) - (toEpochMs(a.created_at) ?? -Infinity),
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  popular: (a, b) => numberOr(b.popularity_score, 0) - numberOr(a.popularity_score, 0),
};

/** Orders products by a sort option; ties keep their order, and 'random' is stable for one seed. */
export function sortProducts<T extends CatalogueProduct>(
  products: readonly T[],
  sort: SortOption,
  seed = 0,
): T[] {
  if (sort === 'random') return seededShuffle(products, seed);
  const compare = comparators[sort] ?? comparators.latest;
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => {
      const order = compare(a.product, b.product);
      return Number.isNaN(order) || order === 0 ? a.index - b.index : order;
    })
    .map(({ product }) => product);
}
