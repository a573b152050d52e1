// The owner's drops (admins only: the guard in app.ts):
//   GET    /api/admin/drops        every drop with its status, launch and product count
//   GET    /api/admin/drops/:id    one drop with its products in order
//   POST   /api/admin/drops        { name, slug?, description?, public_access_start, products? }
//   PUT    /api/admin/drops/:id    the fields sent (a product list replaces the old one)
//   DELETE /api/admin/drops/:id
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { adminDropDetail, adminDropList, changeDrop, createDrop, removeDrop } from './drops-admin.service';
import { dropChangeInput, dropCreateInput, dropIdParam } from '@shop/contracts';

export const dropsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await adminDropList(deps)))
    .get('/:id', validParams(dropIdParam), async (c) =>
      c.json(await adminDropDetail(deps, c.req.valid('param').id)),
    )
    .post('/', validJson(dropCreateInput), async (c) =>
      c.json(await createDrop(deps, c.req.valid('json')), 201),
    )
    .put('/:id', validParams(dropIdParam), validJson(dropChangeInput), async (c) =>
      c.json(await changeDrop(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', validParams(dropIdParam), async (c) =>
      c.json(await removeDrop(deps, c.req.valid('param').id)),
    );
