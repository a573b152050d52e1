// The device wishlist (localStorage 'wishlist', the spec's key): a list of products. The wishlist
// issue adds the server copy for signed-in shoppers; this is the on-device half the swipe feed's
// double tap uses. Tampered storage reads as an empty list.
export type WishlistEntry = { id: string; slug: string; name: string; price: number; image: string | null };

const KEY = 'wishlist';
export const WISHLIST_UPDATED_EVENT = 'wishlist-updated';

export function readWishlist(): WishlistEntry[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (e): e is WishlistEntry =>
            !!e && typeof e.id === 'string' && typeof e.name === 'string' && typeof e.price === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/** Adds a product unless it is already there; answers whether it was added. */
export function addToWishlist(entry: WishlistEntry): boolean {
  const list = readWishlist();
  if (list.some((e) => e.id === entry.id)) return false;
  try {
    localStorage.setItem(KEY, JSON.stringify([entry, ...list]));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT));
  return true;
}
