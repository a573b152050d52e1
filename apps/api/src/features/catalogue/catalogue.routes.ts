// GET /api/catalogue/…: the storefront's reads. Answers carry ETags; what a visitor sees may be kept
// by shared caches for a minute, what a signed-in shopper sees only by their browser.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { cachedJson, PRIVATE_CACHE, PUBLIC_CACHE } from '../../lib/http-cache';
import { validParams, validQuery } from '../../lib/validate';
import { getShopper, type Shopper } from '../accounts/shopper.service';
import {
  bundleDetail,
  catalogueBundles,
  catalogueCategories,
  catalogueVideos,
  listCatalogue,
  productDetail,
  searchCatalogue,
} from './catalogue.service';
import { idOrSlugParam, productListQuery, searchQuery, slugParam } from './catalogue.validators';

const cacheFor = (shopper: Shopper) => (shopper.userId ? PRIVATE_CACHE : PUBLIC_CACHE);

export const catalogueRoutes = (deps: AppDeps) => {
  const shopperOf = (headers: Headers) => getShopper(deps, headers);
  return new Hono()
    .get('/products', validQuery(productListQuery), async (c) => {
      const shopper = await shopperOf(c.req.raw.headers);
      return cachedJson(c, await listCatalogue(deps, shopper, c.req.valid('query')), cacheFor(shopper));
    })
    .get('/products/:idOrSlug', validParams(idOrSlugParam), async (c) => {
      const shopper = await shopperOf(c.req.raw.headers);
      const product = await productDetail(deps, shopper, c.req.valid('param').idOrSlug);
      return cachedJson(c, { product }, cacheFor(shopper));
    })
    .get('/search', validQuery(searchQuery), async (c) => {
      const shopper = await shopperOf(c.req.raw.headers);
      return cachedJson(c, await searchCatalogue(deps, shopper, c.req.valid('query').q), cacheFor(shopper));
    })
    .get('/categories', async (c) => {
      const shopper = await shopperOf(c.req.raw.headers);
      return cachedJson(c, await catalogueCategories(deps, shopper), cacheFor(shopper));
    })
    .get(
      '/bundles',
      validQuery(z.object({ featured: z.enum(['true', 'false']).default('false') })),
      async (c) => {
        const shopper = await shopperOf(c.req.raw.headers);
        const featured = c.req.valid('query').featured === 'true';
        return cachedJson(c, await catalogueBundles(deps, shopper, featured), cacheFor(shopper));
      },
    )
    .get('/bundles/:slug', validParams(slugParam), async (c) => {
      const shopper = await shopperOf(c.req.raw.headers);
      return cachedJson(c, await bundleDetail(deps, shopper, c.req.valid('param').slug), cacheFor(shopper));
    })
    .get('/videos', async (c) => {
      const shopper = await shopperOf(c.req.raw.headers);
      return cachedJson(c, await catalogueVideos(deps, shopper), cacheFor(shopper));
    });
};
