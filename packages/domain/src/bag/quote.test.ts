import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addBundleToBag } from './bundles';
import { addToBag } from './items';
import {
  bundleQuantityCeiling,
  itemQuantityCeiling,
  quoteBag,
  type QuoteBundle,
  type QuoteCatalogue,
  type QuoteProduct,
} from './quote';
import { bagSubtotal } from './totals';
import { BAG_LINE_MAX, BUNDLE_LINE_MAX, emptyBag, type Bag } from './types';

const product = (over: Partial<QuoteProduct> = {}): QuoteProduct => ({
  id: 'p1',
  name: 'Denim Jacket',
  price: 2500,
  category: 'clothing',
  images: ['/j.webp'],
  slug: 'denim-jacket',
  stock: 5,
  sizes: ['M', 'L'],
  purchasable: true,
  ...over,
});

const bundle = (over: Partial<QuoteBundle> = {}): QuoteBundle => ({
  id: 'b1',
  name: 'Weekend Set',
  price: 4000,
  images: [],
  products: [{ quantity: 1, product: { id: 'p1', name: 'Denim Jacket', images: [] } }],
  stock: 3,
  purchasable: true,
  ...over,
});

const catalogue = (products: QuoteProduct[], bundles: QuoteBundle[] = []): QuoteCatalogue => ({
  products: new Map(products.map((p) => [p.id, p])),
  bundles: new Map(bundles.map((b) => [b.id, b])),
});

describe('quoteBag', () => {
  it('keeps a bag that still holds as it is, with no changes', () => {
    const bag = addBundleToBag(addToBag(emptyBag(), product(), 'M', 2), bundle(), { p1: 'M' });
    const quote = quoteBag(bag, catalogue([product()], [bundle()]));
    expect(quote.changes).toEqual([]);
    expect(quote.bag.items).toEqual([
      {
        product: {
          id: 'p1',
          name: 'Denim Jacket',
          price: 2500,
          category: 'clothing',
          images: ['/j.webp'],
          slug: 'denim-jacket',
          stock: 5,
        },
        quantity: 2,
        selectedSize: 'M',
      },
    ]);
    expect(quote.bag.bundles[0]).toMatchObject({ quantity: 1, selectedSizes: { p1: 'M' } });
  });

  it("replaces the device's price, name and category with the catalogue's and says so", () => {
    const bag = addToBag(emptyBag(), { ...product(), price: 10, category: 'cheap', name: 'Fake' }, 'M');
    const quote = quoteBag(bag, catalogue([product()]));
    expect(quote.bag.items[0]?.product).toMatchObject({
      price: 2500,
      category: 'clothing',
      name: 'Denim Jacket',
    });
    expect(quote.changes).toEqual([
      expect.objectContaining({
        kind: 'price_changed',
        id: 'p1',
        message: 'Denim Jacket is now KES 2,500 (was KES 10)',
      }),
    ]);
  });

  it('drops lines that are gone, hidden, sold out, or in a size the product no longer has', () => {
    let bag = addToBag(emptyBag(), product(), 'M');
    bag = addToBag(bag, { ...product(), id: 'gone', name: 'Old Hat' }, null);
    bag = addToBag(bag, { ...product(), id: 'vip', name: 'VIP Bag' }, null);
    bag = addToBag(bag, { ...product(), id: 'out', name: 'Sold Shoes' }, null);
    bag = addToBag(bag, product(), 'XXL');
    const quote = quoteBag(
      bag,
      catalogue([
        product(),
        product({ id: 'vip', name: 'VIP Bag', purchasable: false, sizes: [] }),
        product({ id: 'out', name: 'Sold Shoes', stock: 0, sizes: [] }),
      ]),
    );
    expect(quote.bag.items.map((l) => [l.product.id, l.selectedSize])).toEqual([['p1', 'M']]);
    expect(quote.changes.map((c) => [c.id, c.kind, c.message])).toEqual([
      ['gone', 'unavailable', 'Old Hat is no longer available and was removed from your bag'],
      ['vip', 'unavailable', 'VIP Bag is no longer available and was removed from your bag'],
      ['out', 'sold_out', 'Sold Shoes is sold out and was removed from your bag'],
      ['p1', 'unavailable', 'Denim Jacket is no longer available and was removed from your bag'],
    ]);
  });

  it('holds quantities to stock, shared by the sizes of one product', () => {
    const bag = addToBag(addToBag(emptyBag(), product(), 'M', 4), product(), 'L', 3);
    const quote = quoteBag(bag, catalogue([product({ stock: 5 })]));
    expect(quote.bag.items.map((l) => l.quantity)).toEqual([4, 1]);
    expect(quote.changes).toEqual([
      expect.objectContaining({
        kind: 'quantity_lowered',
        message: 'Only 1 of Denim Jacket left: we lowered the quantity to 1',
      }),
    ]);
    const none = quoteBag(addToBag(bag, product(), 'M', 1), catalogue([product({ stock: 4 })]));
    expect(none.bag.items.map((l) => [l.selectedSize, l.quantity])).toEqual([['M', 4]]);
    expect(none.changes.map((c) => c.kind)).toEqual(['quantity_lowered', 'sold_out']);
  });

  it('checks bundles: hidden, sold out, fewer left, new price, pieces that left the bundle', () => {
    let bag = addBundleToBag(emptyBag(), bundle(), { p1: 'M', p9: 'S' }, 4);
    bag = addBundleToBag(bag, bundle({ id: 'b2', name: 'Gone Set' }));
    bag = addBundleToBag(bag, bundle({ id: 'b3', name: 'Empty Set' }));
    const quote = quoteBag(
      bag,
      catalogue(
        [],
        [bundle({ price: 3500 }), bundle({ id: 'b2', purchasable: false }), bundle({ id: 'b3', stock: 0 })],
      ),
    );
    expect(quote.bag.bundles).toHaveLength(1);
    expect(quote.bag.bundles[0]).toMatchObject({
      quantity: 3,
      selectedSizes: { p1: 'M' },
      bundle: { price: 3500 },
    });
    expect(quote.bag.bundles[0]?.bundle).not.toHaveProperty('purchasable');
    expect(quote.changes.map((c) => [c.line, c.id, c.kind])).toEqual([
      ['bundle', 'b1', 'quantity_lowered'],
      ['bundle', 'b1', 'price_changed'],
      ['bundle', 'b2', 'unavailable'],
      ['bundle', 'b3', 'sold_out'],
    ]);
  });

  it('keeps the discount code for its own check', () => {
    const bag: Bag = {
      ...emptyBag(),
      discountCode: { code: 'X', type: 'fixed', value: 1, discount_scope: 'order' },
    };
    expect(quoteBag(bag, catalogue([])).bag.discountCode?.code).toBe('X');
  });
});

const ids = ['a', 'b', 'c'] as const;
const priced = fc.record({
  price: fc.integer({ min: 1, max: 50_000 }),
  stock: fc.integer({ min: -2, max: 12 }),
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
          facts[i]!.present ? [product({ id, ...facts[i]!, sizes: ['S', 'M'] })] : [],
        );
        const bag = wanted.reduce(
          (b, l) => addToBag(b, { id: l.id, price: l.price, name: l.id }, l.size, l.quantity),
          emptyBag(),
        );
        const cat = catalogue(products);
        const { bag: fixed, changes } = quoteBag(bag, cat);
        for (const p of products) {
          const held = fixed.items.filter((l) => l.product.id === p.id).reduce((s, l) => s + l.quantity, 0);
          expect(held).toBeLessThanOrEqual(Math.max(0, p.stock));
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

describe('quantity ceilings', () => {
  it('is the line bound, or the stock left after the other sizes of the product', () => {
    const bag = addToBag(addToBag(emptyBag(), product({ stock: 5 }), 'M', 2), product({ stock: 5 }), 'L', 1);
    expect(itemQuantityCeiling(bag, bag.items[0]!)).toBe(4);
    expect(itemQuantityCeiling(bag, bag.items[1]!)).toBe(3);
    const unknown = addToBag(emptyBag(), { id: 'x', price: 1 }, null);
    expect(itemQuantityCeiling(unknown, unknown.items[0]!)).toBe(BAG_LINE_MAX);
    const plenty = addToBag(emptyBag(), product({ stock: 50 }), 'M');
    expect(itemQuantityCeiling(plenty, plenty.items[0]!)).toBe(BAG_LINE_MAX);
    const set = addBundleToBag(emptyBag(), bundle({ stock: 2 }));
    expect(bundleQuantityCeiling(set.bundles[0]!)).toBe(2);
    expect(
      bundleQuantityCeiling({ ...set.bundles[0]!, bundle: { ...set.bundles[0]!.bundle, stock: 99 } }),
    ).toBe(BUNDLE_LINE_MAX);
  });
});
