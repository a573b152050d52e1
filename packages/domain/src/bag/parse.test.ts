import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseStoredBag, serialiseBag } from './parse';
import { BAG_LINE_MAX, BUNDLE_LINE_MAX, emptyBag } from './types';

const product = { id: 'p1', name: 'Denim jacket', price: 2500, category: 'clothing', images: ['a.jpg'] };
const bundle = {
  id: 'b1',
  name: 'Weekend set',
  price: 4000,
  images: [],
  products: [{ quantity: 1, product }],
};

describe('parseStoredBag', () => {
  it('reads a well-formed v2 bag, from text or object', () => {
    const stored = {
      items: [{ product, quantity: 2, selectedSize: 'M' }],
      bundles: [{ bundle, quantity: 1, selectedSizes: { p1: 'M' } }],
      discountCode: { code: 'save10', type: 'percentage', value: 10 },
    };
    const bag = parseStoredBag(JSON.stringify(stored));
    expect(bag.items).toEqual([{ product, quantity: 2, selectedSize: 'M' }]);
    expect(bag.bundles[0]?.selectedSizes).toEqual({ p1: 'M' });
    expect(bag.bundles[0]?.bundle.products[0]?.product.id).toBe('p1');
    expect(bag.discountCode?.code).toBe('SAVE10');
    expect(parseStoredBag(stored)).toEqual(bag);
    expect(parseStoredBag(serialiseBag(bag))).toEqual(bag);
  });

  it('unwraps a persisted-store envelope', () => {
    expect(parseStoredBag({ state: { items: [{ product, quantity: 1 }] }, version: 0 }).items).toHaveLength(
      1,
    );
  });

  it('gives an empty bag for malformed input', () => {
    for (const input of [
      '{not json',
      'null',
      '[]',
      42,
      null,
      undefined,
      [1, 2],
      { items: 'x', bundles: {} },
    ]) {
      expect(parseStoredBag(input)).toEqual(emptyBag());
    }
  });

  it('clamps or drops bad quantities', () => {
    const bag = parseStoredBag({
      items: [
        { product: { ...product, id: 'a' }, quantity: 50 },
        { product: { ...product, id: 'b' }, quantity: -3 },
        { product: { ...product, id: 'c' }, quantity: Number.NaN },
        { product: { ...product, id: 'd' }, quantity: '2' },
        { product: { ...product, id: 'e' }, quantity: 2.9 },
      ],
      bundles: [{ bundle, quantity: 9 }],
    });
    expect(bag.items.map((line) => [line.product.id, line.quantity])).toEqual([
      ['a', BAG_LINE_MAX],
      ['e', 2],
    ]);
    expect(bag.bundles[0]?.quantity).toBe(BUNDLE_LINE_MAX);
  });

  it('merges duplicate lines by product id and size', () => {
    const bag = parseStoredBag({
      items: [
        { product, quantity: 6, selectedSize: 'M' },
        { product, quantity: 6, selectedSize: ' M ' },
        { product, quantity: 1, selectedSize: '' },
        { product, quantity: 1 },
      ],
      bundles: [
        { bundle, quantity: 3, selectedSizes: { p1: 'M', p2: 'L' } },
        { bundle, quantity: 3, selectedSizes: { p2: 'L', p1: 'M' } },
      ],
    });
    expect(bag.items.map((line) => [line.selectedSize, line.quantity])).toEqual([
      ['M', 10],
      [null, 2],
    ]);
    expect(bag.bundles).toHaveLength(1);
    expect(bag.bundles[0]?.quantity).toBe(5);
  });

  it('purges bundles with a non-numeric or non-positive price', () => {
    const bag = parseStoredBag({
      bundles: [
        { bundle: { ...bundle, id: 'x', price: 'abc' }, quantity: 1 },
        { bundle: { ...bundle, id: 'y', price: 0 }, quantity: 1 },
        { bundle: { ...bundle, id: 'z', price: -5 }, quantity: 1 },
        { bundle: { ...bundle, id: 'w', price: Number.NaN }, quantity: 1 },
        { bundle: { ...bundle, id: 'ok', price: 1 }, quantity: 1 },
      ],
    });
    expect(bag.bundles.map((line) => line.bundle.id)).toEqual(['ok']);
  });

  it('drops items without an id or a usable price and tidies the rest', () => {
    const bag = parseStoredBag({
      items: [
        { product: { name: 'no id', price: 1 }, quantity: 1 },
        { product: { id: 'neg', price: -1 }, quantity: 1 },
        { product: { id: 'str', price: '100' }, quantity: 1 },
        {
          product: { id: 7, price: 99.6, images: ['x', 3], slug: 'seven', original_price: 150, stock: 2 },
          quantity: 1,
        },
        'junk',
      ],
    });
    expect(bag.items).toEqual([
      {
        product: {
          id: '7',
          name: '',
          price: 100,
          category: 'uncategorized',
          images: ['x'],
          slug: 'seven',
          original_price: 150,
          stock: 2,
        },
        quantity: 1,
        selectedSize: null,
      },
    ]);
  });

  it('keeps bundle details and drops broken components', () => {
    const bag = parseStoredBag({
      bundles: [
        {
          bundle: {
            ...bundle,
            slug: 'weekend',
            featured_image: 'f.jpg',
            savings: 500,
            track_inventory: true,
            stock: 3,
            products: [{ quantity: 'x', product: { id: 'p9', category: 'shoes' } }, { product: null }, 'bad'],
          },
          quantity: 1,
          selectedSizes: { p9: 42, p1: 'M' },
        },
      ],
    });
    expect(bag.bundles[0]).toEqual({
      bundle: {
        id: 'b1',
        name: 'Weekend set',
        price: 4000,
        images: [],
        products: [{ quantity: 1, product: { id: 'p9', name: '', images: [], category: 'shoes' } }],
        slug: 'weekend',
        featured_image: 'f.jpg',
        savings: 500,
        track_inventory: true,
        stock: 3,
      },
      quantity: 1,
      selectedSizes: { p1: 'M' },
    });
  });

  it('never throws and always gives lines inside the bounds (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json(), fc.string(), fc.jsonValue()), (input) => {
        const bag = parseStoredBag(input);
        for (const line of bag.items) expect(line.quantity >= 1 && line.quantity <= BAG_LINE_MAX).toBe(true);
        for (const line of bag.bundles)
          expect(line.quantity >= 1 && line.quantity <= BUNDLE_LINE_MAX).toBe(true);
      }),
    );
  });

  it('survives tampered but bag-shaped data (property)', () => {
    const value = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null), fc.boolean());
    const tampered = fc.record({
      items: fc.array(
        fc.record({
          product: fc.record({ id: value, price: value, name: value, images: fc.array(value) }),
          quantity: value,
          selectedSize: value,
        }),
      ),
      bundles: fc.array(fc.record({ bundle: fc.record({ id: value, price: value }), quantity: value })),
      discountCode: fc.oneof(value, fc.record({ code: value, type: value, value })),
    });
    fc.assert(
      fc.property(tampered, (data) => {
        const bag = parseStoredBag(JSON.stringify(data));
        for (const line of bag.items) expect(Number.isInteger(line.product.price)).toBe(true);
        for (const line of bag.bundles) expect(line.bundle.price).toBeGreaterThan(0);
      }),
    );
  });
});
