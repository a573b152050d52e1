import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialSize } from '../bag/size-choice';
import { bundleAvailability, type BundleStockFacts } from './bundle-availability';
import { demandEntries, stockDemand } from './demand';
import { hasSizes, NO_SIZE, pieceKey, pieceName, sizesInStock } from './pieces';

describe('pieces', () => {
  it('names one count per product size, and reads counts', () => {
    expect(pieceKey('p', null)).toBe(pieceKey('p', NO_SIZE));
    expect(pieceKey('p', 'M')).not.toBe(pieceKey('p', null));
    expect(pieceKey('p|M', null)).not.toBe(pieceKey('p', '|M'));
    expect(hasSizes({ [NO_SIZE]: 3 })).toBe(false);
    expect(hasSizes({ S: 0, M: 1 })).toBe(true);
    expect(sizesInStock(['S', 'M', 'L'], { S: 0, M: 2 })).toEqual(['M']);
    expect(pieceName('Penny Loafers', '42')).toBe('Penny Loafers (size 42)');
    expect(pieceName('Tote', null)).toBe('Tote');
  });
});

describe('initialSize', () => {
  it('preselects the first size still in stock, or the first size without counts', () => {
    expect(initialSize(['41', '42', '43'], { '41': 0, '42': 1, '43': 2 })).toBe('42');
    expect(initialSize(['41', '42'], { '41': 0, '42': 0 })).toBeNull();
    expect(initialSize(['S', 'M'])).toBe('S');
    expect(initialSize([], {})).toBeNull();
    expect(initialSize(null)).toBeNull();
  });
});

describe('stockDemand', () => {
  it('sums a single and a bundle piece of the same product and size (INV-3)', () => {
    const demand = stockDemand({
      items: [
        { product: { id: 'tee' }, quantity: 1, selectedSize: 'M' },
        { product: { id: 'tee' }, quantity: 1, selectedSize: 'L' },
      ],
      bundles: [
        {
          bundle: {
            id: 'set',
            products: [
              { quantity: 1, product: { id: 'tee' } },
              { quantity: 2, product: { id: 'sock' } },
            ],
          },
          quantity: 2,
          selectedSizes: { tee: 'M' },
        },
      ],
    });
    expect(demand).toEqual({
      pieces: { [pieceKey('tee', 'M')]: 3, [pieceKey('tee', 'L')]: 1, [pieceKey('sock', null)]: 4 },
      bundles: { set: 2 },
    });
  });

  it('counts every piece exactly once, in a fixed order (property)', () => {
    const ids = fc.constantFrom('a', 'b', 'c', 'd');
    const sizes = fc.constantFrom('S', 'M', null);
    const lines = fc.record({
      items: fc.array(fc.record({ id: ids, size: sizes, quantity: fc.integer({ min: 1, max: 10 }) }), {
        maxLength: 6,
      }),
      bundles: fc.array(
        fc.record({
          id: fc.constantFrom('x', 'y'),
          quantity: fc.integer({ min: 1, max: 5 }),
          pieces: fc.array(fc.record({ id: ids, quantity: fc.integer({ min: 1, max: 3 }) }), {
            maxLength: 3,
          }),
          sizes: fc.dictionary(ids, fc.constantFrom('S', 'M')),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(lines, ({ items, bundles }) => {
        const demand = stockDemand({
          items: items.map((i) => ({ product: { id: i.id }, quantity: i.quantity, selectedSize: i.size })),
          bundles: bundles.map((b) => ({
            bundle: {
              id: b.id,
              products: b.pieces.map((p) => ({ quantity: p.quantity, product: { id: p.id } })),
            },
            quantity: b.quantity,
            selectedSizes: b.sizes,
          })),
        });
        const pieces =
          items.reduce((s, i) => s + i.quantity, 0) +
          bundles.reduce((s, b) => s + b.quantity * b.pieces.reduce((t, p) => t + p.quantity, 0), 0);
        expect(Object.values(demand.pieces).reduce((s, n) => s + n, 0)).toBe(pieces);
        const order = demandEntries(demand.pieces).map(([id]) => id);
        expect(order).toEqual([...order].sort());
      }),
    );
  });

  it('ignores quantities that are not whole positive numbers', () => {
    expect(
      stockDemand({
        items: [
          { product: { id: 'a' }, quantity: 0, selectedSize: null },
          { product: { id: 'b' }, quantity: 1.5, selectedSize: null },
        ],
        bundles: [],
      }),
    ).toEqual({ pieces: {}, bundles: {} });
  });
});

describe('bundleAvailability', () => {
  const set = (over: Partial<BundleStockFacts> = {}): BundleStockFacts => ({
    trackInventory: false,
    ownStock: 0,
    components: [
      { productId: 'bracelet', quantity: 2, sizeStock: { [NO_SIZE]: 1 } },
      { productId: 'kikoi', quantity: 1, sizeStock: { S: 1, M: 3 } },
    ],
    ...over,
  });

  it('is what the scarcest piece allows: two bracelet sets needed, one left, none sold', () => {
    expect(bundleAvailability(set())).toBe(0);
    const restocked = set({
      components: [
        { productId: 'bracelet', quantity: 2, sizeStock: { [NO_SIZE]: 9 } },
        { productId: 'kikoi', quantity: 1, sizeStock: { S: 1, M: 3 } },
      ],
    });
    // Any size: 1 S + 3 M; a chosen size: that size alone.
    expect(bundleAvailability(restocked)).toBe(4);
    expect(bundleAvailability(restocked, { kikoi: 'S' })).toBe(1);
    expect(bundleAvailability(restocked, { kikoi: 'XL' })).toBe(0);
  });

  it('counts its own stock as well as its pieces when it tracks one', () => {
    // The Maasai Market Set case: own count 2, pieces for none.
    expect(bundleAvailability(set({ trackInventory: true, ownStock: 2 }))).toBe(0);
    const plenty = set({
      trackInventory: true,
      ownStock: 2,
      components: [{ productId: 'bracelet', quantity: 1, sizeStock: { [NO_SIZE]: 9 } }],
    });
    expect(bundleAvailability(plenty)).toBe(2);
    expect(bundleAvailability(set({ components: [] }))).toBe(0);
  });

  it('never offers a bundle beyond what any one size allows (property)', () => {
    const counts = fc.dictionary(fc.constantFrom('S', 'M', 'L'), fc.integer({ min: -1, max: 6 }), {
      minKeys: 1,
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 3 }), sizes: counts }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.boolean(),
        fc.integer({ min: 0, max: 9 }),
        (pieces, trackInventory, ownStock) => {
          const facts: BundleStockFacts = {
            trackInventory,
            ownStock,
            components: pieces.map((p, i) => ({
              productId: `p${i}`,
              quantity: p.quantity,
              sizeStock: p.sizes,
            })),
          };
          const chosen = Object.fromEntries(facts.components.map((c) => [c.productId, 'S']));
          const n = bundleAvailability(facts, chosen);
          expect(n).toBeGreaterThanOrEqual(0);
          for (const c of facts.components)
            expect(n * c.quantity).toBeLessThanOrEqual(Math.max(0, c.sizeStock.S ?? 0));
          if (trackInventory) expect(n).toBeLessThanOrEqual(ownStock);
          expect(bundleAvailability(facts)).toBeGreaterThanOrEqual(n);
        },
      ),
    );
  });
});
