// /api/wishlist — the signed-in shopper's own wishlist (visitors get 401):
//   GET /                      → { products }          the saved pieces as catalogue cards
//   POST / { product_id }      → { added }             201 when new, 200 when it was there already
//   DELETE /:productId         → { removed }
//   DELETE /                   → { removed: n }        clear
//   POST /merge { product_ids } → { added, skipped, products }   the device's list at sign-in
// and, for anyone, GET /products?ids=a,b → { products }: the cards of a device list.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import { addOwn, clearOwn, mergeOwn, ownWishlist, removeOwn, wishlistProducts } from './wishlist.service';
import { addBody, idsQuery, mergeBody, productParam } from '@shop/contracts';

const NO_STORE = 'private, no-store';

export const wishlistRoutes = (deps: AppDeps) =>
  new Hono()
    .get('/', async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await ownWishlist(deps, c.req.raw.headers));
    })
    .get('/products', validQuery(idsQuery), async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await wishlistProducts(deps, c.req.raw.headers, c.req.valid('query').ids));
    })
    .post('/', validJson(addBody), async (c) => {
      c.header('Cache-Control', NO_STORE);
      const result = await addOwn(deps, c.req.raw.headers, c.req.valid('json').product_id);
      return c.json(result, result.added ? 201 : 200);
    })
    .post('/merge', validJson(mergeBody), async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await mergeOwn(deps, c.req.raw.headers, c.req.valid('json').product_ids));
    })
    .delete('/:productId', validParams(productParam), async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await removeOwn(deps, c.req.raw.headers, c.req.valid('param').productId));
    })
    .delete('/', async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await clearOwn(deps, c.req.raw.headers));
    });
