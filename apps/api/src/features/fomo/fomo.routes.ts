// GET /api/fomo → { enabled, delay_seconds, interval_seconds, entries: [{ name, area, product_name,
// product_id, minutes_ago, purchased_at }] }: the same for every visitor, so browsers and shared caches
// keep it for a minute (a new purchase or an owner's hide shows within about a minute).
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { cachedJson } from '../../lib/http-cache';
import { toastEntries } from './fomo.service';

export const FOMO_CACHE = 'public, max-age=60';

export const fomoRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => cachedJson(c, await toastEntries(deps), FOMO_CACHE));
