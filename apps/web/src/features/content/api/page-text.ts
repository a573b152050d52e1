// The owner's text for a static page (GET /api/pages/:slug), or null while they have written none:
// the page then shows the text built into it. Read by the page's loader (so the server renders
// it) and by the page itself.
import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';

export type StaticPageSlug = 'privacy' | 'terms' | 'about' | 'shipping-returns';
export type PageText = NonNullable<InferResponseType<ApiClient['pages'][':slug']['$get'], 200>['page']>;

export const pageTextQuery = (api: Api, slug: StaticPageSlug) =>
  queryOptions({
    queryKey: ['page-text', slug] as const,
    queryFn: async (): Promise<PageText | null> =>
      (await readJson(await (await api()).pages[':slug'].$get({ param: { slug } }))).page,
    // The server lets shared caches keep it for a minute too.
    staleTime: 60_000,
  });
