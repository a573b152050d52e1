// The product list's search, filters, sort and page live in the address, like the order list's; so
// does the product being edited (?id=<uuid>, or ?id=new), the route the spec's links use
// (/admin/products?id={product_id}). Unknown or malformed values are dropped, never sent on.
import { ALMOST_GONE_THRESHOLD } from '@shop/domain/rules';
import { listParams, pageQuery, param, type ListValues } from '../list-params';

export const PRODUCT_SORTS = ['newest', 'oldest', 'name', 'price-asc', 'price-desc', 'stock-asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCTS_PAGE_SIZE = 25;

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A–Z',
  'price-asc': 'Lowest price',
  'price-desc': 'Highest price',
  'stock-asc': 'Lowest stock',
};

export const PRODUCT_PARAMS = listParams({
  q: param.text(),
  category: param.text(60, (value) => value.toLowerCase()),
  active: param.oneOf(['true', 'false'] as const),
  /** low: a size with 5 or fewer left (the dashboard links here), out: sold out, recount: sizes to count again. */
  stock: param.oneOf(['low', 'out', 'recount'] as const),
  sort: param.choice(PRODUCT_SORTS, 'newest'),
  page: param.page,
});
export type ProductFilters = ListValues<typeof PRODUCT_PARAMS.schema>;

/** The filters a person sets (everything but sort and page), for "clear" and "n filters on". */
export const FILTER_KEYS = ['q', 'category', 'active', 'stock'] as const;

/** A piece the spec counts as low: 'Almost gone!' at 5 or fewer (the server's stock=low filter). */
export const LOW_STOCK = ALMOST_GONE_THRESHOLD;

export const readProductFilters = PRODUCT_PARAMS.read;

export { readEditing } from '../list-params';

/** The address's query for these filters (and the product open, if any); defaults are left out. */
export const productFiltersSearch = (filters: Partial<ProductFilters>, editing?: string | null) =>
  PRODUCT_PARAMS.search(filters, { id: editing });

/** What GET /api/admin/products is asked for these filters. */
export const productListQuery = (filters: ProductFilters) =>
  pageQuery(filters, PRODUCTS_PAGE_SIZE, FILTER_KEYS);

/** How many of the person-set filters are on. */
export const activeFilterCount = (filters: ProductFilters) =>
  FILTER_KEYS.filter((key) => filters[key]).length;
