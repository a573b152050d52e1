// The owner's bundles (admins only: the guard in app.ts):
//   GET  /api/admin/bundles?q=&active=&page=&page_size=
//   GET  /api/admin/bundles/:id
//   POST /api/admin/bundles                 create (name, price and items needed)
//   PUT  /api/admin/bundles/:id             change the fields sent; items replaced when sent
//   POST /api/admin/bundles/:id/deactivate  off sale (order lines keep the bundle)
//   POST /api/admin/bundles/:id/activate
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import {
  adminBundleDetail,
  adminBundleList,
  changeBundle,
  createBundle,
  setBundleActive,
} from './bundles-admin.service';
import { adminBundlesQuery, bundleChangeInput, bundleCreateInput, bundleIdParam } from '@shop/contracts';

export const bundlesAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', validQuery(adminBundlesQuery), async (c) =>
      c.json(await adminBundleList(deps, c.req.valid('query'))),
    )
    .get('/:id', validParams(bundleIdParam), async (c) =>
      c.json(await adminBundleDetail(deps, c.req.valid('param').id)),
    )
    .post('/', validJson(bundleCreateInput), async (c) =>
      c.json(await createBundle(deps, c.req.valid('json')), 201),
    )
    .put('/:id', validParams(bundleIdParam), validJson(bundleChangeInput), async (c) =>
      c.json(await changeBundle(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/deactivate', validParams(bundleIdParam), async (c) =>
      c.json(await setBundleActive(deps, c.req.valid('param').id, false)),
    )
    .post('/:id/activate', validParams(bundleIdParam), async (c) =>
      c.json(await setBundleActive(deps, c.req.valid('param').id, true)),
    );
