// The discount list's tab, search, status, sort and page live in the address, like the other lists.
import { readPage } from '../orders/order-params';

export const DISCOUNTS_PAGE_SIZE = 25;
export type DiscountSource = 'manual' | 'generated';

export const DISCOUNT_SORTS = [
  ['newest', 'Newest first'],
  ['code', 'Code A–Z'],
  ['uses', 'Most used'],
  ['given', 'Most given'],
] as const;
export type DiscountSort = (typeof DISCOUNT_SORTS)[number][0];

export type DiscountFilters = {
  source: DiscountSource;
  q?: string;
  active?: 'true' | 'false';
  sort: DiscountSort;
  page: number;
};

export function readDiscountFilters(search: URLSearchParams): DiscountFilters {
  const q = search.get('q')?.trim().slice(0, 100);
  const active = search.get('active');
  return {
    source: search.get('source') === 'generated' ? 'generated' : 'manual',
    q: q || undefined,
    active: active === 'true' || active === 'false' ? active : undefined,
    sort: DISCOUNT_SORTS.find(([value]) => value === search.get('sort'))?.[0] ?? 'newest',
    page: readPage(search.get('page')),
  };
}

/** The address's query for these filters; defaults are left out. */
export function discountFiltersSearch(filters: Partial<DiscountFilters>): string {
  const search = new URLSearchParams();
  if (filters.source === 'generated') search.set('source', 'generated');
  if (filters.q) search.set('q', filters.q);
  if (filters.active) search.set('active', filters.active);
  if (filters.sort && filters.sort !== 'newest') search.set('sort', filters.sort);
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What GET /api/admin/discounts is asked for these filters. */
export function discountListQuery(filters: DiscountFilters): Record<string, string> {
  const query: Record<string, string> = {
    source: filters.source,
    sort: filters.sort,
    page: String(filters.page),
    page_size: String(DISCOUNTS_PAGE_SIZE),
  };
  if (filters.q) query.q = filters.q;
  if (filters.active) query.active = filters.active;
  return query;
}
