import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addBundleToBag, removeBundleFromBag, setBagDiscount, setBundleQuantity } from './bundles';
import { addToBag, changeItemSize, removeFromBag, setItemQuantity } from './items';
import { bundleLineKey } from './lines';
import { bagItemCount, bagSubtotal, bagTotals, isBagEmpty } from './totals';
import { BAG_LINE_MAX, BUNDLE_LINE_MAX, emptyBag, type Bag } from './types';

const shirt = { id: 's1', name: 'Shirt', price: 1200, category: 'clothing', images: [] };
const bag1 = addToBag(emptyBag(), shirt, 'M');
const set = { id: 'b1', name: 'Set', price: 3000, images: [], products: [] };

describe('single lines', () => {
  it('adds, and adding the same product and size raises the quantity', () => {
    const bag = addToBag(addToBag(bag1, shirt, 'M', 2), shirt, 'L');
    expect(bag.items.map((line) => [line.selectedSize, line.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });

  it('never goes past 10 and ignores bad products or quantities', () => {
    expect(addToBag(bag1, shirt, 'M', 10).items[0]?.quantity).toBe(BAG_LINE_MAX);
    expect(addToBag(bag1, shirt, 'M', 0)).toBe(bag1);
    expect(addToBag(bag1, { id: 'x', price: Number.NaN }, null)).toBe(bag1);
  });

  it('sets quantities within 1–10 and does nothing beyond', () => {
    expect(setItemQuantity(bag1, 's1', 'M', 4).items[0]?.quantity).toBe(4);
    expect(setItemQuantity(bag1, 's1', 'M', 0)).toBe(bag1);
    expect(setItemQuantity(bag1, 's1', 'M', 11)).toBe(bag1);
    expect(setItemQuantity(bag1, 's1', 'M', 1.5)).toBe(bag1);
    expect(setItemQuantity(bag1, 's1', 'XL', 2)).toBe(bag1);
  });

  it('removes a line by product and size', () => {
    expect(removeFromBag(bag1, 's1', 'M').items).toEqual([]);
    expect(removeFromBag(bag1, 's1', 'L')).toBe(bag1);
  });

  it('size change moves the quantity, or merges into an existing line of that size', () => {
    const moved = changeItemSize(setItemQuantity(bag1, 's1', 'M', 2), 's1', 'M', 'L');
    expect(moved.items).toEqual([{ product: shirt, quantity: 2, selectedSize: 'L' }]);
    const both = addToBag(setItemQuantity(bag1, 's1', 'M', 7), shirt, 'L', 6);
    const merged = changeItemSize(both, 's1', 'M', 'L');
    expect(merged.items).toEqual([{ product: shirt, quantity: 10, selectedSize: 'L' }]);
    expect(changeItemSize(bag1, 's1', 'M', 'M')).toBe(bag1);
    expect(changeItemSize(bag1, 's1', 'S', 'L')).toBe(bag1);
  });

  it('leaves the original bag untouched', () => {
    const before = JSON.stringify(bag1);
    addToBag(bag1, shirt, 'M');
    setItemQuantity(bag1, 's1', 'M', 5);
    changeItemSize(bag1, 's1', 'M', 'S');
    expect(JSON.stringify(bag1)).toBe(before);
  });
});

describe('bundle lines', () => {
  const withSet = addBundleToBag(emptyBag(), set, { s1: 'M' });
  const key = bundleLineKey({ bundle: { ...set, products: [] }, selectedSizes: { s1: 'M' } });

  it('adds and merges the same bundle with the same sizes, up to 5', () => {
    expect(addBundleToBag(withSet, set, { s1: 'M' }).bundles[0]?.quantity).toBe(2);
    expect(addBundleToBag(withSet, set, { s1: 'L' }).bundles).toHaveLength(2);
    expect(addBundleToBag(withSet, set, { s1: 'M' }, 5).bundles[0]?.quantity).toBe(BUNDLE_LINE_MAX);
    expect(addBundleToBag(emptyBag(), set).bundles[0]?.selectedSizes).toEqual({});
  });

  it('refuses bundles with a bad price', () => {
    expect(addBundleToBag(withSet, { ...set, id: 'b2', price: 0 })).toBe(withSet);
  });

  it('sets 1–5 and does nothing beyond', () => {
    expect(setBundleQuantity(withSet, key, 5).bundles[0]?.quantity).toBe(5);
    expect(setBundleQuantity(withSet, key, 6)).toBe(withSet);
    expect(setBundleQuantity(withSet, key, 0)).toBe(withSet);
    expect(setBundleQuantity(withSet, 'nope', 2)).toBe(withSet);
  });

  it('removes by key', () => {
    expect(removeBundleFromBag(withSet, key).bundles).toEqual([]);
    expect(removeBundleFromBag(withSet, 'nope')).toBe(withSet);
  });
});

describe('totals', () => {
  const bag = addBundleToBag(addToBag(bag1, shirt, 'L', 2), set);

  it('adds items and bundles', () => {
    expect(bagSubtotal(bag)).toBe(1200 * 3 + 3000);
    expect(bagItemCount(bag)).toBe(4);
    expect(isBagEmpty(bag)).toBe(false);
    expect(isBagEmpty(emptyBag())).toBe(true);
  });

  it('applies and removes the bag discount', () => {
    const discounted = setBagDiscount(bag, { code: 'X', type: 'fixed', value: 600, discount_scope: 'order' });
    expect(bagTotals(discounted)).toMatchObject({ subtotal: 6600, discount: 600, total: 6000 });
    expect(bagTotals(setBagDiscount(discounted, null)).discount).toBe(0);
  });
});

const op = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    id: fc.constantFrom('a', 'b'),
    size: fc.constantFrom('S', 'M', null),
    n: fc.integer({ min: -3, max: 14 }),
  }),
  fc.record({
    kind: fc.constant('set' as const),
    id: fc.constantFrom('a', 'b'),
    size: fc.constantFrom('S', 'M', null),
    n: fc.integer({ min: -3, max: 14 }),
  }),
  fc.record({
    kind: fc.constant('size' as const),
    id: fc.constantFrom('a', 'b'),
    from: fc.constantFrom('S', 'M', null),
    to: fc.constantFrom('S', 'M', null),
  }),
  fc.record({
    kind: fc.constant('remove' as const),
    id: fc.constantFrom('a', 'b'),
    size: fc.constantFrom('S', 'M', null),
  }),
  fc.record({
    kind: fc.constant('bundle' as const),
    sizes: fc.constantFrom<Record<string, string>>({}, { a: 'S' }),
    n: fc.integer({ min: -2, max: 8 }),
  }),
  fc.record({
    kind: fc.constant('bundleSet' as const),
    sizes: fc.constantFrom<Record<string, string>>({}, { a: 'S' }),
    n: fc.integer({ min: -2, max: 8 }),
  }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function run(bag: Bag, o: Op): Bag {
  switch (o.kind) {
    case 'add':
      return addToBag(bag, { id: o.id, price: 100 }, o.size, o.n);
    case 'set':
      return setItemQuantity(bag, o.id, o.size, o.n);
    case 'size':
      return changeItemSize(bag, o.id, o.from, o.to);
    case 'remove':
      return removeFromBag(bag, o.id, o.size);
    case 'bundle':
      return addBundleToBag(bag, set, o.sizes, o.n);
    case 'bundleSet':
      return setBundleQuantity(
        bag,
        bundleLineKey({ bundle: { ...set, products: [] }, selectedSizes: o.sizes }),
        o.n,
      );
  }
}

describe('bag properties', () => {
  it('keeps every quantity inside its bounds and every key unique after any operations', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const bag = ops.reduce(run, emptyBag());
        for (const line of bag.items) expect(line.quantity >= 1 && line.quantity <= BAG_LINE_MAX).toBe(true);
        for (const line of bag.bundles)
          expect(line.quantity >= 1 && line.quantity <= BUNDLE_LINE_MAX).toBe(true);
        const keys = bag.items.map((line) => `${line.product.id}/${line.selectedSize}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(bagSubtotal(bag)).toBe(
          bagItemCount({ ...bag, bundles: [] }) * 100 +
            bag.bundles.reduce((s, l) => s + l.quantity * 3000, 0),
        );
      }),
    );
  });
});
