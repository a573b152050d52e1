// What visitors (no session, no cookie) see is the same for all of them: the catalogue's answers and
// the server-rendered storefront pages. Each server process keeps them for VISITOR_CACHE_SECONDS.
// Whatever changes the catalogue (products, stock, bundles, videos) calls visitorCache(deps).clear(),
// so this process shows the change at once; other processes catch up within the lifetime, well inside
// the minute that browsers and shared caches may keep catalogue answers anyway (PUBLIC_CACHE).
import type { AppDeps } from '../app-deps';
import { AnswerCache, type CachedAnswer } from './answer-cache';

/** A rendered page as every visitor gets it. */
export type CachedPage =
  { kind: 'page'; status: number; html: string } | { kind: 'redirect'; location: string };

export type VisitorCache = {
  answers: AnswerCache<CachedAnswer>;
  pages: AnswerCache<CachedPage>;
  clear: () => void;
};

const caches = new WeakMap<AppDeps['config'], VisitorCache>();

export function visitorCache({ config }: Pick<AppDeps, 'config'>): VisitorCache {
  let cache = caches.get(config);
  if (!cache) {
    const lifetimeMs = config.VISITOR_CACHE_SECONDS * 1000;
    const answers = new AnswerCache<CachedAnswer>(lifetimeMs);
    // Pages are larger (~200 KB of HTML each); a storefront has few that visitors share.
    const pages = new AnswerCache<CachedPage>(lifetimeMs, 100);
    cache = { answers, pages, clear: () => (answers.clear(), pages.clear()) };
    caches.set(config, cache);
  }
  return cache;
}
