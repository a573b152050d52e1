// The analytics screen's choices live in the address: the period compared, the chart's interval, the
// segment and search of the customer list, its page, the customer opened (their phone) and the piece
// whose companions "What sells together" shows.
import {
  ANALYTICS_PERIODS,
  CUSTOMER_SEGMENTS,
  DEFAULT_ANALYTICS_PERIOD,
  SALES_INTERVALS,
} from '@shop/domain/rules';
import { listParams, param, type ListValues } from '../list-params';

export const ANALYTICS_PAGE_SIZE = 20;

export const ANALYTICS_PARAMS = listParams({
  period: param.choice(ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD),
  interval: param.choice(SALES_INTERVALS, 'day'),
  segment: param.oneOf(CUSTOMER_SEGMENTS),
  q: param.text(),
  customer: param.text(20),
  // The piece whose companions "What sells together" shows (its id).
  pairs: param.text(40),
  page: param.page,
});
export type AnalyticsFilters = ListValues<typeof ANALYTICS_PARAMS.schema>;

/** What GET /api/admin/analytics/customers is asked for these filters. */
export function analyticsListQuery(filters: AnalyticsFilters): Record<string, string> {
  const query: Record<string, string> = {
    page: String(filters.page),
    page_size: String(ANALYTICS_PAGE_SIZE),
  };
  if (filters.segment) query.segment = filters.segment;
  if (filters.q) query.q = filters.q;
  return query;
}
