// Customers for the owner (admins only: the guard in app.ts):
//   GET  /api/admin/users?q=&tier=&admins=&sort=&page=&page_size=   q: name, e-mail or phone
//   POST /api/admin/users/:id/admin { admin: boolean }   grant or revoke (counts on the next request)
//   POST /api/admin/users/:id/recompute-tier             totals and tier from the paid orders
import { Hono } from 'hono';
import { adminFlagInput, adminUsersQuery, userIdParam } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from './admin-guard';
import { adminUserList, recomputeTier, setAdmin } from './users-admin.service';

export const usersAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', validQuery(adminUsersQuery), async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await adminUserList(deps, {
          q: q.q,
          tier: q.tier,
          admins: q.admins === 'true',
          sort: q.sort,
          page: q.page,
          pageSize: q.page_size,
        }),
      );
    })
    .post('/:id/admin', validParams(userIdParam), validJson(adminFlagInput), async (c) =>
      c.json(await setAdmin(deps, c.req.valid('param').id, c.req.valid('json').admin)),
    )
    .post('/:id/recompute-tier', validParams(userIdParam), async (c) =>
      c.json(await recomputeTier(deps, c.req.valid('param').id)),
    );
