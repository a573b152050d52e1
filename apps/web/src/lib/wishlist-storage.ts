// The device wishlist (localStorage 'wishlist', the spec's key): a list of products, newest first. It
// is kept for everyone; signed-in shoppers have the server copy too (wishlist-sync.ts). Every change
// tells the page ('wishlist-updated'). Tampered or full storage never throws: damaged entries read as
// missing, a write that fails answers false.
import {
  isWishlistEntry,
  WISHLIST_KEY,
  WISHLIST_UPDATED_EVENT,
  type WishlistEntry,
  type WishlistProduct,
} from './wishlist-state';

export { WISHLIST_UPDATED_EVENT, type WishlistEntry };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
export type WishlistDevice = { storage: Storage; events: Pick<EventTarget, 'dispatchEvent'> };

const browser = (): WishlistDevice => ({ storage: localStorage, events: window });

/** A product (a catalogue card, a detail) as the device keeps it. */
export const wishlistEntryOf = (product: WishlistProduct): WishlistEntry => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  price: product.price,
  image: product.images[0] ?? null,
});

const clean = (e: WishlistEntry): WishlistEntry => ({
  id: e.id,
  slug: typeof e.slug === 'string' && e.slug !== '' ? e.slug : e.id,
  name: e.name,
  price: e.price,
  image: typeof e.image === 'string' ? e.image : null,
});

function parse(raw: string | null): WishlistEntry[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    return value.filter(isWishlistEntry).flatMap((e) => {
      if (seen.has(e.id)) return [];
      seen.add(e.id);
      return [clean(e)];
    });
  } catch {
    return [];
  }
}

function readRaw(storage: Storage): string | null {
  try {
    return storage.getItem(WISHLIST_KEY);
  } catch {
    return null;
  }
}

export function readWishlist(device: WishlistDevice = browser()): WishlistEntry[] {
  return parse(readRaw(device.storage));
}

let snapshotRaw: string | null | undefined;
let snapshot: readonly WishlistEntry[] = [];

/** The list for useSyncExternalStore: the same array until the stored text changes. */
export function wishlistSnapshot(): readonly WishlistEntry[] {
  const raw = readRaw(localStorage);
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = parse(raw);
  }
  return snapshot;
}

function write(list: readonly WishlistEntry[], device: WishlistDevice): boolean {
  try {
    device.storage.setItem(WISHLIST_KEY, JSON.stringify(list));
  } catch {
    return false;
  }
  device.events.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT));
  return true;
}

/** Adds a product at the front unless it is already there; answers whether it was added. */
export function addToWishlist(entry: WishlistEntry, device: WishlistDevice = browser()): boolean {
  const list = readWishlist(device);
  if (list.some((e) => e.id === entry.id)) return false;
  return write([clean(entry), ...list], device);
}

/** Removes a product; answers whether it was there (and the list was saved). */
export function removeFromWishlist(id: string, device: WishlistDevice = browser()): boolean {
  const list = readWishlist(device);
  const rest = list.filter((e) => e.id !== id);
  return rest.length < list.length && write(rest, device);
}

export function clearWishlist(device: WishlistDevice = browser()): boolean {
  return write([], device);
}

/**
 * Adds the given products that the device does not hold yet, after its own (the union the spec asks
 * for after sign-in). Stored entries of products already there are refreshed (name, price, picture).
 */
export function mergeIntoWishlist(
  entries: readonly WishlistEntry[],
  device: WishlistDevice = browser(),
): WishlistEntry[] {
  const list = readWishlist(device);
  const fresh = new Map(entries.map((e) => [e.id, clean(e)]));
  const next = list.map((e) => fresh.get(e.id) ?? e);
  const held = new Set(list.map((e) => e.id));
  for (const e of fresh.values()) if (!held.has(e.id)) next.push(e);
  if (JSON.stringify(next) !== JSON.stringify(list)) write(next, device);
  return next;
}
