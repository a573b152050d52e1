// GET /api/drops/current?drop={slug} → { drop: null } or the drop (name, slug, description, status,
// public_access_start, the viewer's opens_at, products as catalogue cards). 401 for visitors, 403 for
// shoppers without a tier or the early-access flag, 404 for an unknown slug. Answers are the
// viewer's own, so only their browser may keep them.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { PRIVATE_CACHE } from '../../lib/http-cache';
import { validQuery } from '../../lib/validate';
import { getShopper } from '../accounts/shopper.service';
import { currentDrop } from './drops.service';
import { currentDropQuery } from '@shop/contracts';

export const dropsRoutes = (deps: AppDeps) =>
  new Hono().get('/current', validQuery(currentDropQuery), async (c) => {
    const shopper = await getShopper(deps, c.req.raw.headers);
    c.header('cache-control', PRIVATE_CACHE);
    return c.json(await currentDrop(deps, shopper, c.req.valid('query').drop || undefined));
  });
