import {
  BAG_STORAGE_KEY,
  itemQuantityCeiling,
  parseStoredBag,
  QUICK_PURCHASE_STORAGE_KEY,
} from '@shop/domain/rules';
import { describe, expect, it } from 'vitest';
import {
  addBundleToStoredBag,
  addProductToStoredBag,
  markQuickPurchase,
  readStoredBag,
  type BagDevice,
} from './bag-store';

const device = (initial: Record<string, string> = {}, full = false) => {
  const data = new Map(Object.entries(initial));
  const events: string[] = [];
  const d: BagDevice = {
    storage: {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => {
        if (full) throw new Error('QuotaExceededError');
        data.set(k, v);
      },
    },
    events: { dispatchEvent: (e) => (events.push(e.type), true) },
  };
  return { d, data, events };
};

const shirt = {
  id: 'p1',
  name: 'Linen Shirt',
  price: 1500,
  category: 'clothing',
  images: ['/a.webp'],
  slug: 'linen-shirt',
};

describe('the device bag', () => {
  it('adds a product in a size, raises the line on a second add and tells the page', () => {
    const { d, data, events } = device();
    expect(addProductToStoredBag(shirt, 'M', d)).toBe(true);
    expect(addProductToStoredBag(shirt, 'M', d)).toBe(true);
    expect(addProductToStoredBag(shirt, 'L', d)).toBe(true);
    const bag = parseStoredBag(data.get(BAG_STORAGE_KEY));
    expect(bag.items.map((l) => [l.product.id, l.selectedSize, l.quantity])).toEqual([
      ['p1', 'M', 2],
      ['p1', 'L', 1],
    ]);
    expect(events).toEqual(['bag-updated', 'bag-updated', 'bag-updated']);
  });

  it("remembers on the line what its size has, so the bag's quantity stops there", () => {
    const { d } = device();
    const loafers = { ...shirt, id: 'p2', stock: 3, size_stock: { '41': 2, '42': 1, '43': 0 } };
    addProductToStoredBag(loafers, '42', d);
    addProductToStoredBag(loafers, '41', d);
    const stockOf = (size: string) =>
      readStoredBag(d).items.find((l) => l.selectedSize === size)?.product.stock;
    expect(stockOf('42')).toBe(1);
    expect(stockOf('41')).toBe(2);
    // The quantity stepper's ceiling reads it.
    expect(readStoredBag(d).items.map(itemQuantityCeiling)).toEqual([1, 2]);
    // A second add of a size in the bag brings its fresh count along.
    addProductToStoredBag({ ...loafers, size_stock: { '41': 2, '42': 4 } }, '42', d);
    expect(stockOf('42')).toBe(4);
    expect(readStoredBag(d).items.find((l) => l.selectedSize === '42')?.quantity).toBe(2);
  });

  it('keeps the total as the stock of a product without sizes, or without counts', () => {
    const { d } = device();
    addProductToStoredBag({ ...shirt, stock: 5, size_stock: {} }, null, d);
    addProductToStoredBag({ ...shirt, id: 'p3', stock: 7 }, 'M', d);
    expect(readStoredBag(d).items.map((l) => l.product.stock)).toEqual([5, 7]);
  });

  it('reads a tampered bag as what can be read of it and writes a clean one back', () => {
    const { d, data } = device({ [BAG_STORAGE_KEY]: '{"items":[{"product":{"id":"x"}},"junk"],"bundles":7' });
    expect(readStoredBag(d).items).toEqual([]);
    addProductToStoredBag(shirt, null, d);
    expect(JSON.parse(data.get(BAG_STORAGE_KEY)!)).toEqual({
      items: [
        { product: expect.objectContaining({ id: 'p1', price: 1500 }), quantity: 1, selectedSize: null },
      ],
      bundles: [],
      discountCode: null,
    });
  });

  it('keeps a persisting store wrapper and its other fields', () => {
    const wrapped = JSON.stringify({
      state: { items: [], bundles: [], discountCode: null, isOpen: false },
      version: 2,
    });
    const { d, data } = device({ [BAG_STORAGE_KEY]: wrapped });
    addProductToStoredBag(shirt, 'S', d);
    const stored = JSON.parse(data.get(BAG_STORAGE_KEY)!);
    expect(stored.version).toBe(2);
    expect(stored.state.isOpen).toBe(false);
    expect(stored.state.items).toHaveLength(1);
  });

  it('adds a bundle with its pieces and chosen sizes', () => {
    const { d } = device();
    const bundle = {
      id: 'b1',
      name: 'Weekend Set',
      price: 4000,
      images: ['/b.webp'],
      products: [{ quantity: 1, product: { id: 'p1', name: 'Linen Shirt', images: ['/a.webp'] } }],
    };
    expect(addBundleToStoredBag(bundle, { p1: 'M' }, d)).toBe(true);
    const [line] = readStoredBag(d).bundles;
    expect(line).toMatchObject({
      quantity: 1,
      selectedSizes: { p1: 'M' },
      bundle: { id: 'b1', price: 4000 },
    });
  });

  it('answers false and raises no event when storage refuses the write', () => {
    const { d, events } = device({}, true);
    expect(addProductToStoredBag(shirt, null, d)).toBe(false);
    expect(events).toEqual([]);
  });

  it('marks a quick purchase', () => {
    const { d, data } = device();
    markQuickPurchase(d.storage);
    expect(data.get(QUICK_PURCHASE_STORAGE_KEY)).toBe('true');
    expect(() => markQuickPurchase(device({}, true).d.storage)).not.toThrow();
  });
});
