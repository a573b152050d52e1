// The discount list's tab, search, status, sort and page live in the address, like the other lists.
import { listParams, pageQuery, param, type ListValues } from '../list-params';

export const DISCOUNTS_PAGE_SIZE = 25;
export type DiscountSource = 'manual' | 'generated';

export const DISCOUNT_SORTS = [
  ['newest', 'Newest first'],
  ['code', 'Code A–Z'],
  ['uses', 'Most used'],
  ['given', 'Most given'],
] as const;
export type DiscountSort = (typeof DISCOUNT_SORTS)[number][0];

export const DISCOUNT_PARAMS = listParams({
  source: param.choice<DiscountSource>(['manual', 'generated'], 'manual'),
  q: param.text(),
  active: param.oneOf(['true', 'false'] as const),
  sort: param.sort(DISCOUNT_SORTS),
  page: param.page,
});
export type DiscountFilters = ListValues<typeof DISCOUNT_PARAMS.schema>;

export const readDiscountFilters = DISCOUNT_PARAMS.read;
/** The address's query for these filters; defaults are left out. */
export const discountFiltersSearch = (filters: Partial<DiscountFilters>) => DISCOUNT_PARAMS.search(filters);

/** What GET /api/admin/discounts is asked for these filters. */
export const discountListQuery = (filters: DiscountFilters) =>
  pageQuery(filters, DISCOUNTS_PAGE_SIZE, ['source', 'q', 'active']);
