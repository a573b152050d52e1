// Recently viewed products, on the device (localStorage 'recently_viewed', the last 10, newest
// first). The product page and dialog add to it; the home page shows it. Only what a small tile
// needs is kept, and tampered storage reads as the entries that still make sense.
import { pushRecentlyViewed, RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '@shop/domain';

export type RecentlyViewedProduct = {
  id: string;
  slug: string;
  name: string;
  price: number;
  image: string | null;
};

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
export type RecentlyViewedDevice = { storage: Storage; events: Pick<EventTarget, 'dispatchEvent'> };

/** Fired on window when this tab adds to the list ('storage' only covers other tabs). */
export const RECENTLY_VIEWED_EVENT = 'recently-viewed-updated';

const browser = (): RecentlyViewedDevice => ({ storage: window.localStorage, events: window });

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

function readEntry(value: unknown): RecentlyViewedProduct | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  const id = text(entry.id);
  const name = text(entry.name);
  const price = entry.price;
  if (!id || !name || typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  return { id, slug: text(entry.slug) ?? id, name, price, image: text(entry.image) };
}

/** The list, newest first; unreadable storage gives an empty list, broken entries are left out. */
export function readRecentlyViewed(device: RecentlyViewedDevice = browser()): RecentlyViewedProduct[] {
  let value: unknown;
  try {
    value = JSON.parse(device.storage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .map(readEntry)
    .filter((entry): entry is RecentlyViewedProduct => {
      if (!entry || seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    })
    .slice(0, RECENTLY_VIEWED_MAX);
}

/** Puts a product first (once), keeping the last 10. */
export function recordRecentlyViewed(
  product: { id: string; slug: string; name: string; price: number; images: readonly string[] },
  device: RecentlyViewedDevice = browser(),
) {
  const entry: RecentlyViewedProduct = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    image: product.images[0] ?? null,
  };
  try {
    const list = pushRecentlyViewed(readRecentlyViewed(device), entry);
    device.storage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Full or blocked storage: the shop works without the strip.
    return;
  }
  device.events.dispatchEvent(new Event(RECENTLY_VIEWED_EVENT));
}
