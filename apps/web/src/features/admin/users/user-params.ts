// The customer list's search, tier filter, sort and page live in the address, like the order list's.
import { CUSTOMER_TIERS, type CustomerTier } from '@shop/domain';
import { readPage } from '../orders/order-params';

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

export type UserFilters = {
  q?: string;
  tier?: CustomerTier;
  admins: boolean;
  sort: UserSort;
  page: number;
};

export function readUserFilters(search: URLSearchParams): UserFilters {
  const q = search.get('q')?.trim().slice(0, 100);
  return {
    q: q || undefined,
    tier: CUSTOMER_TIERS.find((tier) => tier === search.get('tier')),
    admins: search.get('admins') === 'true',
    sort: USER_SORTS.find(([value]) => value === search.get('sort'))?.[0] ?? 'newest',
    page: readPage(search.get('page')),
  };
}

export function userFiltersSearch(filters: Partial<UserFilters>): string {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.tier) search.set('tier', filters.tier);
  if (filters.admins) search.set('admins', 'true');
  if (filters.sort && filters.sort !== 'newest') search.set('sort', filters.sort);
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What GET /api/admin/users is asked for these filters. */
export function userListQuery(filters: UserFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(filters.page), page_size: String(USERS_PAGE_SIZE) };
  if (filters.q) query.q = filters.q;
  if (filters.tier) query.tier = filters.tier;
  if (filters.admins) query.admins = 'true';
  if (filters.sort !== 'newest') query.sort = filters.sort;
  return query;
}
