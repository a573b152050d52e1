// The early-access list's search, status filter and page live in the address (the Subscribers tab is
// the screen's default, so these sit beside no other parameter).
import { listParams, param, type ListValues } from '../list-params';

export const SUBSCRIBERS_PAGE_SIZE = 25;
export const SUBSCRIBER_STATUS_OPTIONS = [
  ['all', 'Everyone'],
  ['active', 'Active'],
  ['unsubscribed', 'Unsubscribed'],
] as const;

export const SUBSCRIBER_PARAMS = listParams({
  q: param.text(),
  status: param.choice(
    SUBSCRIBER_STATUS_OPTIONS.map(([value]) => value),
    'all',
  ),
  page: param.page,
});
export type SubscriberFilters = ListValues<typeof SUBSCRIBER_PARAMS.schema>;

/** What the list and the export are asked for these filters (the export takes no page). */
export function subscriberFilterQuery(filters: SubscriberFilters): { q?: string; status?: string } {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
  };
}

export function subscriberListQuery(filters: SubscriberFilters): Record<string, string> {
  return {
    ...subscriberFilterQuery(filters),
    page: String(filters.page),
    page_size: String(SUBSCRIBERS_PAGE_SIZE),
  };
}

/** The export's address: the same filters as on screen. */
export function subscribersCsvHref(filters: SubscriberFilters): string {
  const query = new URLSearchParams(subscriberFilterQuery(filters)).toString();
  return `/api/admin/early-access/subscribers.csv${query ? `?${query}` : ''}`;
}
