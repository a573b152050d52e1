// The owner's static-page texts (admins only: the guard in app.ts):
//   GET    /api/admin/pages           every page: { pages: [{ slug, page | null }] }
//   GET    /api/admin/pages/:slug     { slug, page | null }
//   PUT    /api/admin/pages/:slug     { title, body }
//   DELETE /api/admin/pages/:slug     back to the built-in text
// :slug is privacy, terms, about or shipping-returns.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { adminPage, adminPageList, resetPage, writePage } from './content.service';
import { pageSlugParam, pageTextInput } from '@shop/contracts';

export const pagesAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await adminPageList(deps)))
    .get('/:slug', validParams(pageSlugParam), async (c) =>
      c.json(await adminPage(deps, c.req.valid('param').slug)),
    )
    .put('/:slug', validParams(pageSlugParam), validJson(pageTextInput), async (c) =>
      c.json(await writePage(deps, c.get('admin'), c.req.valid('param').slug, c.req.valid('json'))),
    )
    .delete('/:slug', validParams(pageSlugParam), async (c) =>
      c.json(await resetPage(deps, c.req.valid('param').slug)),
    );
