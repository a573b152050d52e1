// The order list's filters, sort and page live in the address, so a filtered list can be bookmarked,
// shared and linked from the dashboard. Unknown or malformed values are dropped, never sent on.
import type { FulfillmentStatus, OrderStatus } from '@shop/domain/rules';
import { listParams, pageQuery, param, type ListValues } from '../list-params';

export { readPage } from '../list-params';

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

export const ORDER_PARAMS = listParams({
  status: param.oneOf(ORDER_STATUSES),
  fulfillment: param.oneOf(FULFILLMENT_STATUSES),
  kind: param.oneOf(['guest', 'customer'] as const),
  refund: param.oneOf(['owed', 'refunded'] as const),
  from: param.day,
  to: param.day,
  q: param.text(),
  sort: param.choice(ORDER_SORTS, 'newest'),
  page: param.page,
});
export type OrderFilters = ListValues<typeof ORDER_PARAMS.schema>;

/** The filters a person sets (everything but sort and page), for "clear" and "n filters on". */
export const FILTER_KEYS = ['status', 'fulfillment', 'kind', 'refund', 'from', 'to', 'q'] as const;

export const readOrderFilters = ORDER_PARAMS.read;
/** The address's query for these filters; defaults are left out to keep links short. */
export const orderFiltersSearch = (filters: Partial<OrderFilters>) => ORDER_PARAMS.search(filters);

/** What GET /api/admin/orders is asked for these filters. */
export const orderListQuery = (filters: OrderFilters) => pageQuery(filters, ORDERS_PAGE_SIZE, FILTER_KEYS);

/** How many of the person-set filters are on (the phone's "Filters (2)" button). */
export const activeFilterCount = (filters: OrderFilters) => FILTER_KEYS.filter((key) => filters[key]).length;

/** Today's date in Nairobi (UTC+3 all year), as the order filters and the server count days. */
export function nairobiDay(now: Date = new Date(), daysBack = 0): string {
  return new Date(now.getTime() + 3 * 3_600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
}
