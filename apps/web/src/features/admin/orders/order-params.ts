// The order list's filters, sort and page live in the address, so a filtered list can be bookmarked,
// shared and linked from the dashboard. Unknown or malformed values are dropped, never sent on.
import type { FulfillmentStatus, OrderStatus } from '@shop/domain';

// The domain's ORDER_STATUSES and FULFILLMENT_STATUSES live in a module the navbar's first download
// uses, so importing them would put them in every page's first download: the admin keeps its own
// copies, checked against the domain's types.
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'fulfilled',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export const FULFILLMENT_STATUSES = [
  'awaiting_details',
  'ready_for_delivery',
  'shipped',
  'delivered',
] as const satisfies readonly FulfillmentStatus[];

export const ORDER_SORTS = ['newest', 'oldest', 'total-desc', 'total-asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDERS_PAGE_SIZE = 25;

export type OrderFilters = {
  status?: OrderStatus;
  fulfillment?: FulfillmentStatus;
  kind?: 'guest' | 'customer';
  refund?: 'owed' | 'refunded';
  from?: string;
  to?: string;
  q?: string;
  sort: OrderSort;
  page: number;
};

/** The filters a person sets (everything but sort and page), for "clear" and "n filters on". */
export const FILTER_KEYS = ['status', 'fulfillment', 'kind', 'refund', 'from', 'to', 'q'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

/** A page number from the address: a whole number from 1, anything else is page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function readOrderFilters(search: URLSearchParams): OrderFilters {
  const day = (key: string) => {
    const value = search.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const q = search.get('q')?.trim().slice(0, 100);
  return {
    status: oneOf(ORDER_STATUSES, search.get('status')),
    fulfillment: oneOf(FULFILLMENT_STATUSES, search.get('fulfillment')),
    kind: oneOf(['guest', 'customer'] as const, search.get('kind')),
    refund: oneOf(['owed', 'refunded'] as const, search.get('refund')),
    from: day('from'),
    to: day('to'),
    q: q || undefined,
    sort: oneOf(ORDER_SORTS, search.get('sort')) ?? 'newest',
    page: readPage(search.get('page')),
  };
}

/** The address's query for these filters; defaults are left out to keep links short. */
export function orderFiltersSearch(filters: Partial<OrderFilters>): string {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (filters.sort && filters.sort !== 'newest') search.set('sort', filters.sort);
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What GET /api/admin/orders is asked for these filters. */
export function orderListQuery(filters: OrderFilters): Record<string, string> {
  const query: Record<string, string> = {
    sort: filters.sort,
    page: String(filters.page),
    page_size: String(ORDERS_PAGE_SIZE),
  };
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}

/** How many of the person-set filters are on (the phone's "Filters (2)" button). */
export const activeFilterCount = (filters: OrderFilters) => FILTER_KEYS.filter((key) => filters[key]).length;

/** Today's date in Nairobi (UTC+3 all year), as the order filters and the server count days. */
export function nairobiDay(now: Date = new Date(), daysBack = 0): string {
  return new Date(now.getTime() + 3 * 3_600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
}
