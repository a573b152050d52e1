// Recently viewed products, on the device (localStorage 'recently_viewed', the last 10, newest
// first). The product page and dialog add to it; the home page shows it. Only what a small tile
// needs is kept, and tampered storage reads as the entries that still make sense.
import { pushRecentlyViewed, RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '@shop/domain/rules';
import { browserDevice, createDeviceStore, type Device } from './device-store';

/** Where the list is kept; tests hand in their own. */
export type RecentlyViewedDevice = Device;

export type RecentlyViewedProduct = {
  id: string;
  slug: string;
  name: string;
  price: number;
  image: string | null;
};

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

function parse(raw: string | null): RecentlyViewedProduct[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
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

/** The list, newest first; unreadable storage gives an empty list, broken entries are left out. */
export const recentlyViewedStore = (device: () => Device = browserDevice) =>
  createDeviceStore({ key: RECENTLY_VIEWED_STORAGE_KEY, parse, event: 'recently-viewed-updated' }, device);

const browserList = recentlyViewedStore();
const listOn = (device?: Device) => (device ? recentlyViewedStore(() => device) : browserList);

export const readRecentlyViewed = (device?: Device): RecentlyViewedProduct[] => listOn(device).read();

/** Puts a product first (once), keeping the last 10. Full or blocked storage: the shop works without the strip. */
export function recordRecentlyViewed(
  product: { id: string; slug: string; name: string; price: number; images: readonly string[] },
  device?: Device,
) {
  const entry: RecentlyViewedProduct = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    image: product.images[0] ?? null,
  };
  listOn(device).update((list) => pushRecentlyViewed(list, entry));
}

export { browserList as recentlyViewed };
