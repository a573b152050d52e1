// A list's filters as the address holds them (list-params.ts): read from it, and changed by writing a
// new address. Any change but the page's own goes back to page 1; typing in a search replaces the
// history entry (replace) so Back does not step through every letter; the page keeps its scroll
// position.
import { useSearchParams } from 'react-router';
import type { ListParams, ListValues, Param, Schema } from '../list-params';

export function useListParams<S extends Schema & { page: Param<number> }>(params: ListParams<S>) {
  const [search, setSearch] = useSearchParams();
  const filters = params.read(search);
  const update = (patch: Partial<ListValues<S>>, replace = false) =>
    setSearch(params.search({ ...filters, page: 1, ...patch }), { replace, preventScrollReset: true });
  /** The address of another page of the same list. */
  const pageHref = (page: number) => params.search({ ...filters, page }) || '?';
  return { filters, update, pageHref };
}
