// GET /api/catalogue/…: the storefront's reads. Answers carry ETags; what a visitor sees may be kept
// by shared caches for a minute, what a signed-in shopper sees only by their browser. What a visitor
// sees is the same for every visitor, so the server also keeps it for a few seconds (lib/visitor-cache.ts).
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { jsonAnswer, PRIVATE_CACHE, PUBLIC_CACHE, sendJson } from '../../lib/http-cache';
import { validParams, validQuery } from '../../lib/validate';
import { visitorCache } from '../../lib/visitor-cache';
import { getShopper, type Shopper } from '../accounts/shopper.service';
import {
  bundleDetail,
  catalogueBundles,
  catalogueCategories,
  catalogueVideo,
  catalogueVideos,
  earlyAccessBanner,
  listCatalogue,
  productDetail,
  searchCatalogue,
} from './catalogue.service';
import {
  bundlesQuery,
  idOrSlugParam,
  productListQuery,
  searchQuery,
  slugParam,
  videoIdParam,
} from '@shop/contracts';

export const catalogueRoutes = (deps: AppDeps) => {
  const cache = visitorCache(deps).answers;
  /** Answers for the caller: a signed-in shopper's afresh, a visitor's from the shared cache. */
  const answer = async <T>(c: Context, make: (shopper: Shopper) => Promise<T>) => {
    const shopper = await getShopper(deps, c.req.raw.headers);
    if (shopper.userId) return sendJson<T>(c, jsonAnswer(await make(shopper)), PRIVATE_CACHE);
    // Path and query string as sent; only requests that passed validation get this far.
    const key = c.req.url.slice(c.req.url.indexOf('/', c.req.url.indexOf('//') + 2));
    const cached = await cache.get(key, async () => jsonAnswer(await make(shopper)));
    return sendJson<T>(c, cached, PUBLIC_CACHE);
  };
  return new Hono()
    .get('/products', validQuery(productListQuery), (c) =>
      answer(c, (shopper) => listCatalogue(deps, shopper, c.req.valid('query'))),
    )
    .get('/products/:idOrSlug', validParams(idOrSlugParam), (c) =>
      answer(c, async (shopper) => ({
        product: await productDetail(deps, shopper, c.req.valid('param').idOrSlug),
      })),
    )
    .get('/search', validQuery(searchQuery), (c) =>
      answer(c, (shopper) => searchCatalogue(deps, shopper, c.req.valid('query').q)),
    )
    .get('/categories', (c) => answer(c, (shopper) => catalogueCategories(deps, shopper)))
    .get('/bundles', validQuery(bundlesQuery), (c) =>
      answer(c, (shopper) => catalogueBundles(deps, shopper, c.req.valid('query').featured === 'true')),
    )
    .get('/bundles/:slug', validParams(slugParam), (c) =>
      answer(c, (shopper) => bundleDetail(deps, shopper, c.req.valid('param').slug)),
    )
    .get('/videos', (c) => answer(c, (shopper) => catalogueVideos(deps, shopper)))
    .get('/videos/:id', validParams(videoIdParam), (c) =>
      answer(c, (shopper) => catalogueVideo(deps, shopper, c.req.valid('param').id)),
    )
    .get('/early-access', (c) => answer(c, (shopper) => earlyAccessBanner(deps, shopper)));
};
