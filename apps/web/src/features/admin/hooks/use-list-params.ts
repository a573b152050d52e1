// A list's filters as the address holds them (list-params.ts): read from it, and changed by writing a
// new address. Any change but the page's own goes back to page 1; typing in a search replaces the
// history entry (replace) so Back does not step through every letter; the page keeps its scroll
// position.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Api } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import type { ListParams, ListValues, Param, Schema } from '../list-params';

type PagedSchema = Schema & { page: Param<number> };

export function useListParams<S extends PagedSchema>(params: ListParams<S>) {
  const [search, setSearch] = useSearchParams();
  const filters = params.read(search);
  const update = (patch: Partial<ListValues<S>>, replace = false) =>
    setSearch(params.search({ ...filters, page: 1, ...patch }), { replace, preventScrollReset: true });
  /** The address of another page of the same list. */
  const pageHref = (page: number) => params.search({ ...filters, page }) || '?';
  return { filters, update, pageHref };
}

type ListQuery<D> = { queryKey: readonly unknown[]; queryFn: () => Promise<D>; staleTime?: number };

/**
 * A list screen: its filters from the address and the page of the list they ask for. The previous
 * page stays on screen (dimmed) while the next one loads, so the table does not jump.
 */
export function useListScreen<S extends PagedSchema, D>(
  params: ListParams<S>,
  queryFor: (api: Api, filters: ListValues<S>) => ListQuery<D>,
) {
  const list = useListParams(params);
  const query = useQuery({ ...queryFor(useApi(), list.filters), placeholderData: keepPreviousData });
  return { ...list, query };
}
