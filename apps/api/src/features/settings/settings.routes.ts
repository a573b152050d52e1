// GET /api/settings → { support: { whatsapp, hours, instagram, tiktok, facebook, x } }: the shop
// settings every visitor may see, the same for all of them, so browsers and shared caches keep them
// for a minute (the server-rendered pages carry them too).
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { cachedJson, PUBLIC_CACHE } from '../../lib/http-cache';
import { publicShopSettings } from './settings.service';

export const settingsRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => cachedJson(c, await publicShopSettings(deps), PUBLIC_CACHE));
