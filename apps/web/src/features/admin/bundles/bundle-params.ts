// The bundle list's search, active filter and page live in the address, like the other admin lists;
// so does the bundle being edited (?id=<uuid>, or ?id=new for a new one), so Back closes the form
// and a bundle's form can be bookmarked.
import { readPage } from '../orders/order-params';

export const BUNDLES_PAGE_SIZE = 25;

export type BundleFilters = { q?: string; active?: 'true' | 'false'; page: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readBundleFilters(search: URLSearchParams): BundleFilters {
  const q = search.get('q')?.trim().slice(0, 100);
  const active = search.get('active');
  return {
    q: q || undefined,
    active: active === 'true' || active === 'false' ? active : undefined,
    page: readPage(search.get('page')),
  };
}

/** The bundle the form is open for: 'new', an id, or null for the list (a malformed id is the list). */
export function readEditing(search: URLSearchParams): 'new' | string | null {
  const id = search.get('id');
  if (id === 'new') return 'new';
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

export function bundleFiltersSearch(filters: Partial<BundleFilters>, editing?: string | null): string {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.active) search.set('active', filters.active);
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  if (editing) search.set('id', editing);
  const text = search.toString();
  return text ? `?${text}` : '';
}

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
