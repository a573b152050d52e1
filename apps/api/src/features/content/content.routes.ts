// GET /api/pages/:slug → { page: { slug, title, body, updated_at } }, or { page: null } while the
// owner has not written that page (the web page then shows its built-in text); 404 for a slug that
// is no static page. The same for every visitor, so shared caches may keep it for a minute.
import { Hono } from 'hono';
import { publicPageParam } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { cachedJson, PUBLIC_CACHE } from '../../lib/http-cache';
import { validParams } from '../../lib/validate';
import { publicPage } from './content.service';

export const pageRoutes = (deps: AppDeps) =>
  new Hono().get('/:slug', validParams(publicPageParam), async (c) =>
    cachedJson(c, await publicPage(deps, c.req.valid('param').slug), PUBLIC_CACHE),
  );
