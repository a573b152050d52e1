// The owner's texts for the static pages (privacy, terms, about, shipping-returns). A page nobody has
// written shows the text built into the web app; DELETE goes back to it.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Pages = ApiClient['admin']['pages'];
export type AdminPageEntry = InferResponseType<Pages['$get'], 200>['pages'][number];
export type PageSlug = AdminPageEntry['slug'];
export type AdminPageText = NonNullable<AdminPageEntry['page']>;
export type PageTextPayload = InferRequestType<Pages[':slug']['$put']>['json'];

export const PAGES_KEY = [...ADMIN_KEY, 'pages'] as const;

export const adminPagesQuery = (api: Api) => ({
  queryKey: PAGES_KEY,
  queryFn: async (): Promise<AdminPageEntry[]> =>
    (await readJson(await (await api()).admin.pages.$get())).pages,
  staleTime: 5_000,
});

export async function savePage(api: Api, slug: PageSlug, json: PageTextPayload): Promise<AdminPageEntry> {
  return readJson(await (await api()).admin.pages[':slug'].$put({ param: { slug }, json }));
}

/** Back to the built-in text. */
export async function resetPage(api: Api, slug: PageSlug): Promise<AdminPageEntry> {
  return readJson(await (await api()).admin.pages[':slug'].$delete({ param: { slug } }));
}
