// The owner's wishlist demand for a period (the server counts everything; this only asks).
import type { WishlistPeriod } from '@shop/domain/rules';
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

export type WishlistAnalytics = InferResponseType<ApiClient['admin']['wishlist-analytics']['$get'], 200>;

export const wishlistAnalyticsQuery = (api: Api, days: WishlistPeriod) => ({
  queryKey: [...ADMIN_KEY, 'wishlist-analytics', days] as const,
  queryFn: async (): Promise<WishlistAnalytics> =>
    readJson(await (await api()).admin['wishlist-analytics'].$get({ query: { days: String(days) } })),
  staleTime: 60_000,
});
