// The device wishlist (localStorage 'wishlist', the spec's key): a list of products, newest first. It
// is kept for everyone; signed-in shoppers have the server copy too (wishlist-sync.ts). Every change
// tells the page ('wishlist-updated'). Tampered or full storage never throws: damaged entries read as
// missing, a write that fails answers false.
import { cleanWishlist, wishlistStore, type WishlistEntry, type WishlistProduct } from './wishlist-state';

export type { WishlistEntry };

/** A product (a catalogue card, a detail) as the device keeps it. */
export const wishlistEntryOf = (product: WishlistProduct): WishlistEntry => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  price: product.price,
  image: product.images[0] ?? null,
});

export const readWishlist = (): WishlistEntry[] => [...wishlistStore.read()];

/** The list for useSyncExternalStore: the same array until the stored text changes. */
export const wishlistSnapshot = () => wishlistStore.read();

const write = (list: readonly WishlistEntry[]) => wishlistStore.write(cleanWishlist(list));

/** Adds a product at the front unless it is already there; answers whether it was added. */
export function addToWishlist(entry: WishlistEntry): boolean {
  const list = wishlistStore.read();
  if (list.some((e) => e.id === entry.id)) return false;
  return write([entry, ...list]);
}

/** Removes a product; answers whether it was there (and the list was saved). */
export function removeFromWishlist(id: string): boolean {
  const list = wishlistStore.read();
  const rest = list.filter((e) => e.id !== id);
  return rest.length < list.length && write(rest);
}

export const clearWishlist = (): boolean => write([]);

/**
 * Adds the given products that the device does not hold yet, after its own (the union the spec asks
 * for after sign-in). Stored entries of products already there are refreshed (name, price, picture).
 */
export function mergeIntoWishlist(entries: readonly WishlistEntry[]): WishlistEntry[] {
  const list = wishlistStore.read();
  const fresh = new Map(cleanWishlist(entries).map((e) => [e.id, e]));
  const next = list.map((e) => fresh.get(e.id) ?? e);
  const held = new Set(list.map((e) => e.id));
  for (const e of fresh.values()) if (!held.has(e.id)) next.push(e);
  if (JSON.stringify(next) !== JSON.stringify(list)) write(next);
  return next;
}
