// GET /api/catalogue/…: the storefront's reads. Answers carry ETags; what a visitor sees may be kept
// by shared caches for a minute, what a signed-in shopper sees only by their browser. What a shopper
// sees depends only on their audience (visitor, or tier / early access / admin / style preferences),
// so the server keeps each audience's answer for a few seconds (lib/visitor-cache.ts): a drop going
// live, when every member reloads at once, costs one query per audience, not one per member.
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { jsonAnswer, PRIVATE_CACHE, PUBLIC_CACHE, sendJson } from '../../lib/http-cache';
import { validParams, validQuery } from '../../lib/validate';
import { visitorCache } from '../../lib/visitor-cache';
import { audienceOf, getShopper, type Shopper } from '../accounts/shopper.service';
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
  /** Answers for the caller from their audience's cache; only a visitor's may be kept by shared caches. */
  const answer = async <T>(c: Context, make: (shopper: Shopper) => Promise<T>) => {
    const shopper = await getShopper(deps, c.req.raw.headers);
    // Path and query string as sent; only requests that passed validation get this far.
    const path = c.req.url.slice(c.req.url.indexOf('/', c.req.url.indexOf('//') + 2));
    const cached = await cache.get(`${audienceOf(shopper)} ${path}`, async () =>
      jsonAnswer(await make(shopper)),
    );
    return sendJson<T>(c, cached, shopper.userId ? PRIVATE_CACHE : PUBLIC_CACHE);
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
