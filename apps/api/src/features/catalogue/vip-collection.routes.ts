// GET /api/catalogue/vip-collection: the viewer's tier and the exclusive pieces their tier may see.
// 401 'Please sign in to access VIP collection', 403 'This collection is only available to VIP and
// Premium members'. Kept by the browser only and checked every time (the tier may change).
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { cachedJson, PRIVATE_CACHE } from '../../lib/http-cache';
import { getShopper } from '../accounts/shopper.service';
import { vipCollection } from './vip-collection.service';

export const vipCollectionRoutes = (deps: AppDeps) =>
  new Hono().get('/vip-collection', async (c) => {
    const shopper = await getShopper(deps, c.req.raw.headers);
    return cachedJson(c, await vipCollection(deps, shopper), PRIVATE_CACHE);
  });
