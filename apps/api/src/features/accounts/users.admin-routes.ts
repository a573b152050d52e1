// Customers for the owner (admins only: the guard in app.ts):
//   GET  /api/admin/users?q=&tier=&admins=&sort=&page=&page_size=   q: name, e-mail or phone
//   POST /api/admin/users/:id/admin { admin: boolean }   grant or revoke (counts on the next request)
//   POST /api/admin/users/:id/recompute-tier             totals and tier from the paid orders
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from './admin-guard';
import { USER_SORTS } from './users-admin.repo';
import { adminUserList, recomputeTier, setAdmin } from './users-admin.service';

const usersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  tier: z.enum(['regular', 'premium', 'vip']).optional(),
  admins: z.enum(['true', 'false']).optional(),
  sort: z.enum(USER_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
const userParam = z.object({ id: z.string().trim().min(1).max(100) });

export const usersAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', validQuery(usersQuery), async (c) => {
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
    .post('/:id/admin', validParams(userParam), validJson(z.object({ admin: z.boolean() })), async (c) =>
      c.json(await setAdmin(deps, c.req.valid('param').id, c.req.valid('json').admin)),
    )
    .post('/:id/recompute-tier', validParams(userParam), async (c) =>
      c.json(await recomputeTier(deps, c.req.valid('param').id)),
    );
