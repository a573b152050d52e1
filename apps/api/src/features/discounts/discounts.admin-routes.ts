// The owner's discount codes (admins only: the guard in app.ts):
//   GET  /api/admin/discounts?source=manual|generated&q=&active=&sort=newest|code|uses|given&page=&page_size=
//   POST /api/admin/discounts            create
//   PUT  /api/admin/discounts/:id        change every field
//   GET  /api/admin/discounts/:id/usage  the orders that used it
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import {
  adminDiscountList,
  changeDiscount,
  createDiscount,
  discountUsageList,
} from './discounts-admin.service';
import { discountIdParam, discountInput, discountListQuery } from '@shop/contracts';

export const discountsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', validQuery(discountListQuery), async (c) =>
      c.json(await adminDiscountList(deps, c.req.valid('query'))),
    )
    .post('/', validJson(discountInput), async (c) =>
      c.json(await createDiscount(deps, c.req.valid('json')), 201),
    )
    .put('/:id', validParams(discountIdParam), validJson(discountInput), async (c) =>
      c.json(await changeDiscount(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .get('/:id/usage', validParams(discountIdParam), async (c) =>
      c.json(await discountUsageList(deps, c.req.valid('param').id)),
    );
