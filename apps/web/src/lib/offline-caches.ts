// The service worker's runtime caches (apps/web/build/pwa.ts names them from here): the pages and
// pictures kept for offline use. Signing out empties them, so nothing of one shopper's visit stays for
// the next person on a shared phone (the worker already keeps only pages every visitor sees).
export const OFFLINE_PAGES_CACHE = 'shop-pages';
export const OFFLINE_PICTURES_CACHE = 'shop-pictures';

type Caches = Pick<CacheStorage, 'delete'>;

/** Deletes the kept pages and pictures; a browser without the Cache API (or refusing it) has none. */
export async function forgetOfflineCopies(caches: Caches | undefined = globalThis.caches): Promise<void> {
  if (!caches) return;
  await Promise.all([OFFLINE_PAGES_CACHE, OFFLINE_PICTURES_CACHE].map((name) => caches.delete(name))).catch(
    () => undefined,
  );
}
