// Properties of the bag quote over generated catalogues and bags: stock by size, bounds, prices.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addBundleToBag } from './bundles';
import { addToBag } from './items';
import { quoteBag } from './quote';
import { bundle, catalogue, product } from './quote.fixtures';
import { bagSubtotal } from './totals';
import { BAG_LINE_MAX, BUNDLE_LINE_MAX, emptyBag } from './types';

const ids = ['a', 'b', 'c'] as const;
const priced = fc.record({
  price: fc.integer({ min: 1, max: 50_000 }),
  small: fc.integer({ min: -2, max: 12 }),
  medium: fc.integer({ min: -2, max: 12 }),
  purchasable: fc.boolean(),
  present: fc.boolean(),
});
const lines = fc.array(
  fc.record({
    id: fc.constantFrom(...ids),
    size: fc.constantFrom('S', 'M', 'Q', null),
    quantity: fc.integer({ min: 1, max: 10 }),
    price: fc.integer({ min: 0, max: 50_000 }),
  }),
  { maxLength: 12 },
);

describe('quoteBag properties', () => {
  it('never exceeds stock or the bounds, prices every line from the catalogue, and is settled after one pass', () => {
    fc.assert(
      fc.property(fc.tuple(priced, priced, priced), lines, (facts, wanted) => {
        const products = ids.flatMap((id, i) =>
          facts[i]!.present
            ? [
                product({
                  id,
                  price: facts[i]!.price,
                  purchasable: facts[i]!.purchasable,
                  sizes: ['S', 'M'],
                  sizeStock: { S: facts[i]!.small, M: facts[i]!.medium },
                }),
              ]
            : [],
        );
        const bag = wanted.reduce(
          (b, l) => addToBag(b, { id: l.id, price: l.price, name: l.id }, l.size, l.quantity),
          emptyBag(),
        );
        const cat = catalogue(products);
        const { bag: fixed, changes } = quoteBag(bag, cat);
        for (const p of products)
          for (const size of p.sizes) {
            const held = fixed.items
              .filter((l) => l.product.id === p.id && l.selectedSize === size)
              .reduce((s, l) => s + l.quantity, 0);
            expect(held).toBeLessThanOrEqual(Math.max(0, p.sizeStock[size]!));
            if (!p.purchasable) expect(held).toBe(0);
          }
        for (const line of fixed.items) {
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(BAG_LINE_MAX);
          expect(line.product.price).toBe(cat.products.get(line.product.id)!.price);
        }
        expect(bagSubtotal(fixed)).toBe(
          fixed.items.reduce((s, l) => s + cat.products.get(l.product.id)!.price * l.quantity, 0),
        );
        // Every dropped or changed line was told.
        if (JSON.stringify(fixed.items) !== JSON.stringify(bag.items))
          expect(changes.length).toBeGreaterThan(0);
        expect(quoteBag(fixed, cat).changes).toEqual([]);
      }),
    );
  });

  it('holds bundle lines to 1–5 and to bundle stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -1, max: 8 }), (quantity, stock) => {
        const bag = addBundleToBag(emptyBag(), bundle(), {}, quantity);
        const { bag: fixed } = quoteBag(bag, catalogue([], [bundle({ stock })]));
        const held = fixed.bundles[0]?.quantity ?? 0;
        expect(held).toBe(Math.min(quantity, Math.max(0, stock), BUNDLE_LINE_MAX));
      }),
    );
  });
});
