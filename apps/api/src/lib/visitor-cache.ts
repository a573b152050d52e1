// What visitors (no session) see is the same for all of them, and what a signed-in shopper sees of the
// catalogue depends only on their audience (tier, early access, admin, style preferences): the
// catalogue's answers and the server-rendered storefront pages. Each server process keeps them for
// VISITOR_CACHE_SECONDS. Whatever changes the catalogue (products, stock, bundles, videos, pages)
// calls visitorCache(deps).clear(): this process forgets at once, and a NOTIFY on CATALOGUE_CHANNEL
// tells every other process on the same database to forget too, so no process serves the old
// catalogue for the rest of the lifetime.
import type { AppDeps } from '../app-deps';
import { AnswerCache, type CachedAnswer } from './answer-cache';
import { forgetEverywhere } from './forget-everywhere';

/** A rendered page as every visitor (or every shopper of one audience) gets it. */
export type CachedPage =
  { kind: 'page'; status: number; html: string } | { kind: 'redirect'; location: string };

export type VisitorCache = {
  answers: AnswerCache<CachedAnswer>;
  pages: AnswerCache<CachedPage>;
  /** Forgets here and tells the other processes to forget. */
  clear: () => void;
};

export const CATALOGUE_CHANNEL = 'shop_catalogue_changed';

type Deps = Pick<AppDeps, 'config' | 'database'> & Partial<Pick<AppDeps, 'logger'>>;

const caches = new WeakMap<AppDeps['config'], VisitorCache>();

export function visitorCache({ config, database, logger }: Deps): VisitorCache {
  let cache = caches.get(config);
  if (!cache) {
    const lifetimeMs = config.VISITOR_CACHE_SECONDS * 1000;
    const answers = new AnswerCache<CachedAnswer>(lifetimeMs);
    // Pages are larger (~200 KB of HTML each): visitors share a few, audiences a few more.
    const pages = new AnswerCache<CachedPage>(lifetimeMs, 200);
    const forget = () => (answers.clear(), pages.clear());
    // Without a cache there is nothing to forget, here or elsewhere.
    const clear = answers.enabled ? forgetEverywhere(database, CATALOGUE_CHANNEL, forget, logger) : forget;
    cache = { answers, pages, clear };
    caches.set(config, cache);
  }
  return cache;
}
