// The small on-device stores of the storefront: the 'tnt:' cache, the per-product picture index and
// the wishlist. Each must survive tampered or full storage without throwing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceCached, purgeExpiredDeviceCache } from './device-cache';
import { readImageIndex, saveImageIndex } from './image-index';
import { addToWishlist, readWishlist } from './wishlist-storage';
import { MemoryStorage } from '../test/memory-storage';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => vi.unstubAllGlobals());

describe('the tnt: device cache', () => {
  it('answers from the device while fresh, fetches again once expired, and purges old entries', async () => {
    const fetcher = vi.fn(async () => ({ n: fetcher.mock.calls.length }));
    expect(await deviceCached('products:all', 300, fetcher)).toEqual({ n: 1 });
    expect(await deviceCached('products:all', 300, fetcher)).toEqual({ n: 1 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(storage.getItem('tnt:products:all')).toContain('"expiry"');

    storage.setItem('tnt:old', JSON.stringify({ data: 1, expiry: Date.now() - 1 }));
    storage.setItem('tnt:broken', '{not json');
    storage.setItem('other', 'kept');
    purgeExpiredDeviceCache();
    expect(storage.getItem('tnt:old')).toBeNull();
    expect(storage.getItem('tnt:broken')).toBeNull();
    expect(storage.getItem('tnt:products:all')).not.toBeNull();
    expect(storage.getItem('other')).toBe('kept');

    vi.setSystemTime(Date.now() + 301_000);
    expect(await deviceCached('products:all', 300, fetcher)).toEqual({ n: 2 });
    vi.useRealTimers();
  });

  it('still answers when storage is full', async () => {
    storage.full = true;
    expect(await deviceCached('k', 300, async () => 'fresh')).toBe('fresh');
  });
});

describe('the picture index per product', () => {
  it('remembers, forgets nothing else, and reads tampering as the first picture', () => {
    saveImageIndex('a', 2);
    saveImageIndex('b', 1);
    expect(readImageIndex('a')).toBe(2);
    expect(readImageIndex('c')).toBe(0);
    storage.setItem('product_image_index', '{"a":-3,"b":"x"}');
    expect(readImageIndex('a')).toBe(0);
    expect(readImageIndex('b')).toBe(0);
    storage.setItem('product_image_index', 'garbage');
    expect(readImageIndex('a')).toBe(0);
  });
});

describe('the device wishlist', () => {
  it('adds once and ignores damaged entries', () => {
    const entry = { id: 'p1', slug: 'p1', name: 'Denim Jacket', price: 2500, image: null };
    expect(addToWishlist(entry)).toBe(true);
    expect(addToWishlist(entry)).toBe(false);
    expect(readWishlist()).toEqual([entry]);
    storage.setItem('wishlist', JSON.stringify([{ id: 3 }, entry, 'x']));
    expect(readWishlist()).toEqual([entry]);
    storage.setItem('wishlist', '{');
    expect(readWishlist()).toEqual([]);
  });
});
