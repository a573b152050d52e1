// The spec's device cache: answers kept in localStorage under 'tnt:' with an expiry, so lists,
// videos and bundles show at once on a return visit. Expired entries are purged when the app starts.
// Storage can be full, disabled or tampered with; then the cache simply does nothing.
import { CACHE_KEY_PREFIX } from '@shop/domain';

type Entry = { data: unknown; expiry: number };

function read(key: string): Entry | null {
  try {
    const entry = JSON.parse(localStorage.getItem(CACHE_KEY_PREFIX + key) ?? 'null') as Entry | null;
    return entry && typeof entry.expiry === 'number' && 'data' in entry ? entry : null;
  } catch {
    return null;
  }
}

/** The stored answer while fresh, otherwise the fetched one (stored for `ttlSeconds`). */
export async function deviceCached<T>(
  key: string,
  ttlSeconds: number,
  fetcher: () => Promise<T>,
): Promise<T> {
  if (typeof localStorage === 'undefined') return fetcher();
  const entry = read(key);
  if (entry && entry.expiry > Date.now()) return entry.data as T;
  const data = await fetcher();
  try {
    localStorage.setItem(
      CACHE_KEY_PREFIX + key,
      JSON.stringify({ data, expiry: Date.now() + ttlSeconds * 1000 }),
    );
  } catch {
    // Full or disabled storage: the shop works without the cache.
  }
  return data;
}

/** Removes expired (and unreadable) 'tnt:' entries. */
export function purgeExpiredDeviceCache(now = Date.now()) {
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const name = localStorage.key(i);
      if (!name?.startsWith(CACHE_KEY_PREFIX)) continue;
      const entry = read(name.slice(CACHE_KEY_PREFIX.length));
      if (!entry || entry.expiry <= now) localStorage.removeItem(name);
    }
  } catch {
    // Storage unavailable: nothing to purge.
  }
}
