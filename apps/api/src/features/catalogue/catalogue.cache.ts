// The catalogue as visitors see it, kept for CATALOGUE_CACHE_SECONDS per server process. Whatever
// changes the catalogue (products, stock, bundles, videos) calls catalogueCache(deps).clear() so this
// process shows the change at once; other processes catch up within the lifetime, well inside the
// minute that browsers and shared caches may keep these answers anyway (PUBLIC_CACHE).
import type { AppDeps } from '../../app-deps';
import { AnswerCache } from '../../lib/answer-cache';

const caches = new WeakMap<AppDeps['config'], AnswerCache>();

export function catalogueCache(deps: Pick<AppDeps, 'config'>): AnswerCache {
  let cache = caches.get(deps.config);
  if (!cache) {
    cache = new AnswerCache(deps.config.CATALOGUE_CACHE_SECONDS * 1000);
    caches.set(deps.config, cache);
  }
  return cache;
}
