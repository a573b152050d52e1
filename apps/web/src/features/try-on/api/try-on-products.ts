// The pieces the try-on page works with: search by name, and one product's detail (the same query
// and cache entry as its product page, so a piece opened there is not fetched again).
import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';

type Catalogue = ApiClient['catalogue'];
export type TryOnProduct = InferResponseType<Catalogue['products'][':idOrSlug']['$get'], 200>['product'];
export type FoundPiece = InferResponseType<Catalogue['search']['$get'], 200>['results'][number];

export const pieceSearchQuery = (api: Api, text: string) => {
  const q = text.trim();
  return queryOptions({
    queryKey: ['catalogue', 'search', q] as const,
    queryFn: async ({ signal }) =>
      readJson<{ results: FoundPiece[] }>(
        await (await api()).catalogue.search.$get({ query: { q } }, { init: { signal } }),
      ),
    enabled: q.length > 0,
    staleTime: 60_000,
  });
};

export const tryOnProductQuery = (api: Api, idOrSlug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', idOrSlug] as const,
    queryFn: async () =>
      readJson<{ product: TryOnProduct }>(
        await (await api()).catalogue.products[':idOrSlug'].$get({ param: { idOrSlug } }),
      ),
    staleTime: 60_000,
  });
