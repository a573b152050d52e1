// A list's filters as the address holds them: read from it, and changed by writing a new address.
// Any change but the page's own goes back to page 1; typing in a search replaces the history entry
// (replace) so Back does not step through every letter; the page keeps its scroll position.
import { useSearchParams } from 'react-router';

export function useAddressFilters<F extends { page: number }>(
  read: (search: URLSearchParams) => F,
  write: (filters: Partial<F>) => string,
) {
  const [search, setSearch] = useSearchParams();
  const filters = read(search);
  const update = (patch: Partial<F>, replace = false) =>
    setSearch(write({ ...filters, page: 1, ...patch }), { replace, preventScrollReset: true });
  return { filters, update };
}
