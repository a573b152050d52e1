// The customer list's search, tier filter, sort and page live in the address, like the order list's.
import { CUSTOMER_TIERS } from '@shop/domain/rules';
import { listParams, param, type ListValues } from '../list-params';

export const USERS_PAGE_SIZE = 25;

export const USER_SORTS = [
  ['newest', 'Newest accounts'],
  ['oldest', 'Oldest accounts'],
  ['name', 'Name A–Z'],
  ['spent', 'Most spent'],
  ['orders', 'Most orders'],
  ['last-order', 'Latest order'],
] as const;
export type UserSort = (typeof USER_SORTS)[number][0];

export const USER_PARAMS = listParams({
  q: param.text(),
  tier: param.oneOf(CUSTOMER_TIERS),
  admins: param.flag,
  sort: param.sort(USER_SORTS),
  page: param.page,
});
export type UserFilters = ListValues<typeof USER_PARAMS.schema>;

export const readUserFilters = USER_PARAMS.read;
export const userFiltersSearch = (filters: Partial<UserFilters>) => USER_PARAMS.search(filters);

/** What GET /api/admin/users is asked for these filters. */
export function userListQuery(filters: UserFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(filters.page), page_size: String(USERS_PAGE_SIZE) };
  if (filters.q) query.q = filters.q;
  if (filters.tier) query.tier = filters.tier;
  if (filters.admins) query.admins = 'true';
  if (filters.sort !== 'newest') query.sort = filters.sort;
  return query;
}
