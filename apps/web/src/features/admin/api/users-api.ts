// The owner's customer list and its two actions: admin rights and recomputing a tier.
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import type { UserFilters } from '../users/user-params';
import { userListQuery } from '../users/user-params';
import { ADMIN_KEY } from './orders-api';

type Users = ApiClient['admin']['users'];
export type UserList = InferResponseType<Users['$get'], 200>;
export type AdminUser = UserList['users'][number];

export const usersQuery = (api: Api, filters: UserFilters) => ({
  queryKey: [...ADMIN_KEY, 'users', filters] as const,
  queryFn: async (): Promise<UserList> =>
    readJson(await (await api()).admin.users.$get({ query: userListQuery(filters) })),
  staleTime: 5_000,
});

export async function setAdmin(api: Api, id: string, admin: boolean) {
  return readJson(await (await api()).admin.users[':id'].admin.$post({ param: { id }, json: { admin } }));
}

export async function recomputeTier(api: Api, id: string) {
  return readJson(await (await api()).admin.users[':id']['recompute-tier'].$post({ param: { id } }));
}
