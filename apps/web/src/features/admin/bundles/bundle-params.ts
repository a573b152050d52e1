// The bundle list's search, active filter and page live in the address, like the other admin lists;
// so does the bundle being edited (?id=<uuid>, or ?id=new for a new one), so Back closes the form
// and a bundle's form can be bookmarked.
import { listParams, param, type ListValues } from '../list-params';

export const BUNDLES_PAGE_SIZE = 25;

export const BUNDLE_PARAMS = listParams({
  q: param.text(),
  active: param.oneOf(['true', 'false'] as const),
  page: param.page,
});
export type BundleFilters = ListValues<typeof BUNDLE_PARAMS.schema>;

export const readBundleFilters = BUNDLE_PARAMS.read;

export { readEditing } from '../list-params';

/** The address's query for these filters, and the bundle whose form is open (if any). */
export const bundleFiltersSearch = (filters: Partial<BundleFilters>, editing?: string | null) =>
  BUNDLE_PARAMS.search(filters, { id: editing });

/** What GET /api/admin/bundles is asked for these filters. */
export function bundleListQuery(filters: BundleFilters): Record<string, string> {
  const query: Record<string, string> = {
    page: String(filters.page),
    page_size: String(BUNDLES_PAGE_SIZE),
    active: filters.active ?? 'all',
  };
  if (filters.q) query.q = filters.q;
  return query;
}
