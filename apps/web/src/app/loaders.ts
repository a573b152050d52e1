// Data a server-rendered page needs before it renders; it travels inside the HTML (dehydrated).
import { meQuery } from '../lib/me';
import {
  featuredBundlesQuery,
  listingParams,
  productListQuery,
  videosQuery,
} from '../features/catalogue/api/catalogue-queries';
import { filtersFromParams, seedFromParams } from '../features/catalogue/api/filter-params';
import { faqsQuery } from '../features/faqs/api/faqs';
import { highlightsQuery } from '../features/highlights/api/highlights-query';
import type { RouteDeps } from './routes';

/** Home: the first page of the catalogue for the filters in the address, featured bundles, videos and highlights. */
export const homeLoader =
  ({ queryClient, api }: RouteDeps) =>
  async ({ request }: { request: Request }) => {
    const params = new URL(request.url).searchParams;
    const listing = listingParams(filtersFromParams(params), seedFromParams(params));
    // Bundles and videos are extras: the page renders without them rather than failing.
    await Promise.all([
      queryClient.ensureQueryData(productListQuery(api, listing)),
      queryClient.prefetchQuery(featuredBundlesQuery(api)),
      queryClient.prefetchQuery(videosQuery(api)),
      // The story row is an island: the server renders it; the browser's copy reads what came along.
      typeof document === 'undefined' ? queryClient.prefetchQuery(highlightsQuery(api)) : undefined,
    ]);
    return null;
  };

/**
 * Every page: who is signed in. On the server this travels with the HTML, so the navbar is right on
 * the first paint and the browser need not ask (nor load the API client) while hydrating.
 */
export const rootLoader =
  ({ queryClient, api }: RouteDeps) =>
  async () => {
    await queryClient.ensureQueryData(meQuery(api));
    return null;
  };

/**
 * FAQ: the questions. On the server a failure throws, so the browser renders the page instead; in the
 * browser a failure is left to the page, which says 'Failed to load FAQs' and offers a retry.
 */
export const faqLoader =
  ({ queryClient, api }: RouteDeps) =>
  async () => {
    const query = faqsQuery(api);
    await (typeof document === 'undefined'
      ? queryClient.ensureQueryData(query)
      : queryClient.prefetchQuery(query));
    return null;
  };
