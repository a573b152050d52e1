// The owner's call-back list (admins only: the guard in app.ts):
//   GET  /api/admin/unfinished-checkouts?days=14&show=open|all
//   POST /api/admin/unfinished-checkouts/:id/called { called }
import { calledInput, checkoutIdParam, unfinishedCheckoutsQuery } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { setCalled, unfinishedCheckoutList } from './checkout-follow-ups.service';

export const checkoutFollowUpsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', validQuery(unfinishedCheckoutsQuery), async (c) =>
      c.json(await unfinishedCheckoutList(deps, c.req.valid('query'))),
    )
    .post('/:id/called', validParams(checkoutIdParam), validJson(calledInput), async (c) =>
      c.json(await setCalled(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json').called)),
    );
