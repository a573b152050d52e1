// The device wishlist: adds once, removes, clears, merges the account's list after its own, tells the
// page about every change, and never throws on tampered, blocked or full storage. The hearts' quick
// reading of the saved ids always agrees with the full reading.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wishlistIds } from './wishlist-state';
import {
  addToWishlist,
  clearWishlist,
  mergeIntoWishlist,
  readWishlist,
  removeFromWishlist,
  wishlistEntryOf,
  wishlistSnapshot,
} from './wishlist-storage';
import { MemoryStorage } from '../test/memory-storage';

const entry = (id: string, price = 1500) => ({
  id,
  slug: `${id}-slug`,
  name: `Piece ${id}`,
  price,
  image: null,
});

let storage: MemoryStorage;
let events: EventTarget;
let changes: number;
beforeEach(() => {
  storage = new MemoryStorage();
  events = new EventTarget();
  changes = 0;
  events.addEventListener('wishlist-updated', () => (changes += 1));
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', events);
});
afterEach(() => vi.unstubAllGlobals());

describe('the device wishlist', () => {
  it('adds newest first and once, removes, clears, and announces each change', () => {
    expect(addToWishlist(entry('a'))).toBe(true);
    expect(addToWishlist(entry('b'))).toBe(true);
    expect(addToWishlist(entry('a'))).toBe(false);
    expect(readWishlist().map((e) => e.id)).toEqual(['b', 'a']);
    expect(JSON.parse(storage.getItem('wishlist')!)).toEqual([entry('b'), entry('a')]);
    expect(changes).toBe(2);

    expect(removeFromWishlist('a')).toBe(true);
    expect(removeFromWishlist('a')).toBe(false);
    expect(readWishlist().map((e) => e.id)).toEqual(['b']);
    expect(clearWishlist()).toBe(true);
    expect(readWishlist()).toEqual([]);
    expect(changes).toBe(4);
  });

  it('keeps a product card as id, slug, name, price and first picture', () => {
    const card = {
      id: 'p',
      slug: 'denim',
      name: 'Denim',
      price: 2500,
      images: ['/a.webp', '/b.webp'],
      stock: 1,
    };
    expect(wishlistEntryOf(card)).toEqual({
      id: 'p',
      slug: 'denim',
      name: 'Denim',
      price: 2500,
      image: '/a.webp',
    });
    expect(wishlistEntryOf({ ...card, images: [] }).image).toBeNull();
  });

  it("merges the account's pieces after the device's own, refreshing the ones it has", () => {
    addToWishlist(entry('b'));
    addToWishlist(entry('a'));
    const merged = mergeIntoWishlist([entry('c'), entry('a', 999), entry('d')]);
    expect(merged.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged[0]!.price).toBe(999);
    expect(readWishlist()).toEqual(merged);
    const before = changes;
    mergeIntoWishlist([entry('c')]);
    expect(changes).toBe(before);
  });

  it('reads tampered storage as what can be read of it, and never throws', () => {
    const good = entry('ok');
    const stored = [
      good,
      null,
      3,
      'x',
      { id: 7, name: 'n', price: 1 },
      { id: 'no-name', price: 1 },
      { id: 'nan', name: 'n', price: 'NaN' },
      { id: 'inf', name: 'n', price: Infinity },
      { ...good, name: 'duplicate' },
      { id: 'bare', name: 'Bare', price: 10, slug: 5, image: { src: 'x' } },
    ];
    storage.setItem('wishlist', JSON.stringify(stored));
    expect(readWishlist()).toEqual([
      good,
      { id: 'bare', slug: 'bare', name: 'Bare', price: 10, image: null },
    ]);
    expect([...wishlistIds()].sort()).toEqual(['bare', 'ok']);

    for (const raw of ['{', '{"id":"a"}', '"text"', 'null', '42', '', '[[]]']) {
      storage.setItem('wishlist', raw);
      expect(readWishlist()).toEqual([]);
      expect(wishlistIds().size).toBe(0);
      expect(addToWishlist(entry('n'))).toBe(true);
    }
  });

  it('answers false instead of throwing when storage is full or blocked', () => {
    addToWishlist(entry('a'));
    storage.full = true;
    expect(addToWishlist(entry('b'))).toBe(false);
    expect(removeFromWishlist('a')).toBe(false);
    expect(clearWishlist()).toBe(false);
    expect(readWishlist().map((e) => e.id)).toEqual(['a']);
    storage.blocked = true;
    expect(readWishlist()).toEqual([]);
    expect(wishlistIds().size).toBe(0);
    expect(wishlistSnapshot()).toEqual([]);
    expect(mergeIntoWishlist([entry('c')]).map((e) => e.id)).toEqual(['c']);
  });

  it('gives the same list object until the stored text changes (for useSyncExternalStore)', () => {
    addToWishlist(entry('a'));
    const first = wishlistSnapshot();
    expect(wishlistSnapshot()).toBe(first);
    addToWishlist(entry('b'));
    expect(wishlistSnapshot()).not.toBe(first);
    expect(wishlistIds()).toBe(wishlistIds());
  });

  it("agrees with the hearts' quick reading whatever is stored", () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.array(fc.record({ id: fc.string(), name: fc.string(), price: fc.integer() })),
        (junk, entries) => {
          for (const value of [junk, entries, [...entries, junk]]) {
            storage.setItem('wishlist', JSON.stringify(value));
            const list = readWishlist();
            expect(new Set(list.map((e) => e.id))).toEqual(wishlistIds());
            expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
          }
        },
      ),
    );
  });
});
