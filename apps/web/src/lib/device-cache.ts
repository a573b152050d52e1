// The spec's device cache: answers kept in localStorage under 'tnt:' with an expiry, so lists,
// videos and bundles show at once on a return visit. Expired entries are purged when the app starts.
// Storage can be full, disabled or tampered with; then the cache simply does nothing.
import { CACHE_KEY_PREFIX } from '@shop/domain/rules';
import { createDeviceStore } from './device-store';

type Entry = { data: unknown; expiry: number };

const entryStore = (key: string) =>
  createDeviceStore<Entry | null>({
    key: CACHE_KEY_PREFIX + key,
    parse: (raw) => {
      try {
        const entry = JSON.parse(raw ?? 'null') as Entry | null;
        return entry && typeof entry.expiry === 'number' && 'data' in entry ? entry : null;
      } catch {
        return null;
      }
    },
  });

/** The stored answer while fresh, otherwise the fetched one (stored for `ttlSeconds`). */
export async function deviceCached<T>(
  key: string,
  ttlSeconds: number,
  fetcher: () => Promise<T>,
): Promise<T> {
  if (typeof localStorage === 'undefined') return fetcher();
  const store = entryStore(key);
  const entry = store.read();
  if (entry && entry.expiry > Date.now()) return entry.data as T;
  const data = await fetcher();
  // Full or disabled storage: the shop works without the cache.
  store.write({ data, expiry: Date.now() + ttlSeconds * 1000 });
  return data;
}

/** Removes expired (and unreadable) 'tnt:' entries. */
export function purgeExpiredDeviceCache(now = Date.now()) {
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const name = localStorage.key(i);
      if (!name?.startsWith(CACHE_KEY_PREFIX)) continue;
      const store = entryStore(name.slice(CACHE_KEY_PREFIX.length));
      const entry = store.read();
      if (!entry || entry.expiry <= now) store.remove();
    }
  } catch {
    // Storage unavailable: nothing to purge.
  }
}
