// Products whose name contains what the shopper typed (the server answers at most 5).
import type { Api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';

export type SearchResult = { id: string; slug: string; name: string; price: number; image: string | null };

export const searchProductsQuery = (api: Api, text: string) => {
  const q = text.trim();
  return {
    queryKey: ['catalogue', 'search', q] as const,
    // TanStack Query aborts the signal when the text changes before the answer arrives, so a slow
    // answer for "den" never replaces the one for "denim".
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      readJson<{ results: SearchResult[] }>(
        await (await api()).catalogue.search.$get({ query: { q } }, { init: { signal } }),
      ),
    enabled: q.length > 0,
    staleTime: 60_000,
  };
};
