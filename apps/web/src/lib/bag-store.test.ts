import { BAG_STORAGE_KEY, bundleLineKey, parseStoredBag } from '@shop/domain/rules';
import { describe, expect, it } from 'vitest';
import { createBagStore, type BagDevice } from './bag-store';

const bagStoreOn = (d: BagDevice) => createBagStore(() => d);

const NOW = Date.parse('2025-06-01T12:00:00Z');

function device(initial: Record<string, string> = {}, opts: { full?: boolean; blocked?: boolean } = {}) {
  const data = new Map(Object.entries(initial));
  const events: string[] = [];
  return {
    data,
    events,
    device: {
      storage: {
        getItem: (k: string) => {
          if (opts.blocked) throw new Error('SecurityError');
          return data.get(k) ?? null;
        },
        setItem: (k: string, v: string) => {
          if (opts.full || opts.blocked) throw new Error('QuotaExceededError');
          data.set(k, v);
        },
        removeItem: (k: string) => void data.delete(k),
      },
      events: { dispatchEvent: (e: Event) => (events.push(e.type), true) },
      now: () => NOW,
    },
  };
}

const shirt = { id: 'p1', name: 'Linen Shirt', price: 1500, category: 'clothing', images: ['/a.webp'] };
const set = {
  id: 'b1',
  name: 'Weekend Set',
  price: 4000,
  images: [],
  products: [1, 2, 3, 4].map((n) => ({
    quantity: 1,
    product: { id: `c${n}`, name: `Piece ${n}`, images: [] },
  })),
};
const tenOff = { code: 'SAVE10', type: 'percentage' as const, value: 10, discount_scope: 'order' as const };

describe('the bag store', () => {
  it('starts from the stored v2 bag and writes the plain v2 shape back', () => {
    const stored = JSON.stringify({
      items: [{ product: shirt, quantity: 2, selectedSize: 'M' }],
      bundles: [],
    });
    const { device: d, data, events } = device({ [BAG_STORAGE_KEY]: stored });
    const store = bagStoreOn(d);
    expect(store.getState().items).toHaveLength(1);
    store.getState().add(shirt, 'M');
    expect(JSON.parse(data.get(BAG_STORAGE_KEY)!)).toEqual({
      items: [{ product: expect.objectContaining({ id: 'p1' }), quantity: 3, selectedSize: 'M' }],
      bundles: [],
      discountCode: null,
    });
    expect(events).toContain('bag-updated');
  });

  it('cleans a tampered or outdated stored bag instead of crashing', () => {
    for (const raw of [
      '{not json',
      '[]',
      'null',
      JSON.stringify({ items: 'x', bundles: 5, discountCode: 7 }),
      JSON.stringify({
        items: [
          { product: { id: 'p1', price: 'free' }, quantity: 1 },
          { product: { ...shirt, id: 'p2' }, quantity: 99, selectedSize: 'L' },
          { product: shirt, quantity: -1 },
        ],
        bundles: [
          { bundle: { ...set, price: 0 }, quantity: 1 },
          { bundle: set, quantity: 40 },
        ],
        discountCode: { code: 'x', type: 'bogus', value: 10 },
      }),
      // An old persisted-store envelope.
      JSON.stringify({ state: { items: [{ product: shirt, quantity: 1 }] }, version: 1 }),
    ]) {
      const store = bagStoreOn(device({ [BAG_STORAGE_KEY]: raw }).device);
      const bag = store.getState();
      for (const line of bag.items) expect(line.quantity).toBeLessThanOrEqual(10);
      for (const line of bag.bundles) expect(line.quantity).toBeLessThanOrEqual(5);
      expect(bag.discountCode).toBeNull();
    }
    const cleaned = bagStoreOn(
      device({
        [BAG_STORAGE_KEY]: JSON.stringify({
          items: [{ product: { ...shirt, id: 'p2' }, quantity: 99, selectedSize: 'L' }],
          bundles: [{ bundle: { ...set, price: 'abc' }, quantity: 1 }],
        }),
      }).device,
    ).getState();
    expect(cleaned.items.map((l) => [l.product.id, l.quantity])).toEqual([['p2', 10]]);
    expect(cleaned.bundles).toEqual([]);
  });

  it('keeps working when storage is blocked or full', () => {
    const blocked = bagStoreOn(device({}, { blocked: true }).device);
    blocked.getState().add(shirt, null);
    expect(blocked.getState().items).toHaveLength(1);
    const full = device({}, { full: true });
    const store = bagStoreOn(full.device);
    store.getState().add(shirt, null);
    expect(store.getState().items).toHaveLength(1);
    expect(full.events).toEqual([]);
  });

  it('merges a size change into the line of that size and holds the quantity bounds', () => {
    const { device: d, data } = device();
    const store = bagStoreOn(d);
    const s = () => store.getState();
    s().add(shirt, 'M', 7);
    s().add(shirt, 'L', 6);
    s().changeSize('p1', 'M', 'L');
    expect(s().items.map((l) => [l.selectedSize, l.quantity])).toEqual([['L', 10]]);
    s().setQuantity('p1', 'L', 11);
    s().setQuantity('p1', 'L', 0);
    expect(s().items[0]?.quantity).toBe(10);
    s().setQuantity('p1', 'L', 9);
    expect(parseStoredBag(data.get(BAG_STORAGE_KEY)).items[0]?.quantity).toBe(9);
  });

  it('holds bundle lines to 1–5 and removes them by key', () => {
    const store = bagStoreOn(device().device);
    store.getState().addBundle(set, { c1: 'M' });
    const key = bundleLineKey(store.getState().bundles[0]!);
    store.getState().setBundleQuantity(key, 6);
    expect(store.getState().bundles[0]?.quantity).toBe(1);
    store.getState().setBundleQuantity(key, 5);
    expect(store.getState().bundles[0]?.quantity).toBe(5);
    store.getState().removeBundle(key);
    expect(store.getState().bundles).toEqual([]);
  });

  it('clears the discount with the bag, and drops a generated code past its end', () => {
    const store = bagStoreOn(device().device);
    store.getState().add(shirt, null);
    store.getState().applyDiscount(tenOff);
    expect(store.getState().discountCode?.code).toBe('SAVE10');
    store.getState().remove('p1', null);
    expect(store.getState().discountCode).toBeNull();

    const expired = JSON.stringify({
      items: [{ product: shirt, quantity: 1 }],
      discountCode: { ...tenOff, source: 'generated', expiresAt: new Date(NOW - 1).toISOString() },
    });
    expect(bagStoreOn(device({ [BAG_STORAGE_KEY]: expired }).device).getState().discountCode).toBeNull();
  });

  it("takes the server's corrected lines and keeps the code", () => {
    const store = bagStoreOn(device().device);
    store.getState().add({ ...shirt, price: 1 }, null);
    store.getState().applyDiscount(tenOff);
    store.getState().replaceLines({
      items: [{ product: { ...shirt, price: 1500 }, quantity: 1, selectedSize: null }],
      bundles: [],
    });
    expect(store.getState().items[0]?.product.price).toBe(1500);
    expect(store.getState().discountCode?.code).toBe('SAVE10');
  });
});
