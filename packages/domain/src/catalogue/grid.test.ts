import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { GRID_BUNDLE_POSITIONS, GRID_VIDEO_POSITIONS } from './constants';
import { placeGridItems } from './grid';

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('placeGridItems', () => {
  it('puts bundles at 2 and 9 and videos at 3, 7, 12, 18, 25', () => {
    const grid = placeGridItems(range('p', 30), range('v', 5), range('b', 2));
    const at = (position: number) => grid[position - 1];
    expect(at(2)).toEqual({ kind: 'bundle', item: 'b1' });
    expect(at(9)).toEqual({ kind: 'bundle', item: 'b2' });
    expect([3, 7, 12, 18, 25].map((n) => at(n)?.item)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5']);
    expect(at(1)).toEqual({ kind: 'product', item: 'p1' });
    expect(at(4)).toEqual({ kind: 'product', item: 'p2' });
    expect(grid).toHaveLength(37);
  });

  it('fills with products when videos or bundles are missing', () => {
    expect(placeGridItems(['p1', 'p2', 'p3'], [], []).map((e) => e.item)).toEqual(['p1', 'p2', 'p3']);
    expect(placeGridItems(['p1', 'p2', 'p3'], ['v1'], []).map((e) => e.item)).toEqual([
      'p1',
      'p2',
      'v1',
      'p3',
    ]);
  });

  it('appends leftovers in order when products run out', () => {
    expect(placeGridItems(['p1'], ['v1', 'v2'], ['b1', 'b2']).map((e) => e.item)).toEqual([
      'p1',
      'b1',
      'v1',
      'v2',
      'b2',
    ]);
    expect(placeGridItems([], [], ['b1', 'b2']).map((e) => e.item)).toEqual(['b1', 'b2']);
    expect(placeGridItems([], [], [])).toEqual([]);
  });

  it('keeps every item exactly once, at its position when there are enough products (property)', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(7), fc.nat(4), (np, nv, nb) => {
        const products = range('p', np);
        const videos = range('v', nv);
        const bundles = range('b', nb);
        const grid = placeGridItems(products, videos, bundles);
        expect(grid.map((e) => e.item).sort()).toEqual([...products, ...videos, ...bundles].sort());
        expect(grid.filter((e) => e.kind === 'product').map((e) => e.item)).toEqual(products);
        expect(grid.filter((e) => e.kind === 'video').map((e) => e.item)).toEqual(videos);
        expect(grid.filter((e) => e.kind === 'bundle').map((e) => e.item)).toEqual(bundles);
        if (np >= 25) {
          GRID_BUNDLE_POSITIONS.slice(0, nb).forEach((pos) => expect(grid[pos - 1]?.kind).toBe('bundle'));
          GRID_VIDEO_POSITIONS.slice(0, nv).forEach((pos) => expect(grid[pos - 1]?.kind).toBe('video'));
        }
      }),
    );
  });
});
