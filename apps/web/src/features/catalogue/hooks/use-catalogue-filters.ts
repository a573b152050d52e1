// The home page's filters, read from and written to the address.
import type { CatalogueFilters } from '@shop/domain/rules';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listingParams } from '../api/catalogue-queries';
import { filtersFromParams, seedFromParams } from '../api/filter-params';

const newSeed = () => Math.floor(Math.random() * 1e9);

export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const seed = seedFromParams(params);
  const apply = (next: CatalogueFilters) => {
    // A new random order each time 'random' is chosen; the seed then stays for paging.
    const nextSeed = next.sort === 'random' ? (filters.sort === 'random' ? seed : newSeed()) : 0;
    setParams(listingParams(next, nextSeed), { preventScrollReset: true });
  };
  return { filters, seed, listing: listingParams(filters, seed), apply };
}
