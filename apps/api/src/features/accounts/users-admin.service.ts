// The owner's customer list and the two actions on it: admin rights, and recomputing a customer's
// totals and tier from their paid orders, by the same rule every order change uses.
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { recomputeStanding } from './customer-standing.service';
import { grantAdmin, listUsers, revokeAdmin, userExists, type UsersQuery } from './users-admin.repo';

type Deps = Pick<AppDeps, 'database'>;

const NO_USER = 'No such customer.';

export async function adminUserList(deps: Deps, query: UsersQuery) {
  const { rows, total } = await listUsers(deps.database.db, query);
  return {
    users: rows.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      tier: u.tier,
      total_spent: u.totalSpent,
      total_orders: u.totalOrders,
      is_admin: u.isAdmin,
      last_order_at: u.lastOrderAt ? new Date(u.lastOrderAt).toISOString() : null,
      created_at: u.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    page_size: query.pageSize,
  };
}

export async function setAdmin(deps: Deps, userId: string, admin: boolean) {
  if (!(await userExists(deps.database.db, userId))) throw new HttpError(404, 'not_found', NO_USER);
  if (admin) await grantAdmin(deps.database.db, userId);
  else if (!(await revokeAdmin(deps.database.db, userId)))
    throw new HttpError(409, 'last_admin', 'The shop needs at least one admin.');
  return { id: userId, is_admin: admin };
}

export async function recomputeTier(deps: Deps, userId: string) {
  if (!(await userExists(deps.database.db, userId))) throw new HttpError(404, 'not_found', NO_USER);
  const standing = await deps.database.db.transaction((tx) => recomputeStanding(tx, userId, new Date()));
  return {
    id: userId,
    tier: standing.tier,
    total_spent: standing.totalSpent,
    total_orders: standing.totalOrders,
  };
}
