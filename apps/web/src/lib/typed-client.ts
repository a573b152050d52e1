// The typed client for the shop's API, built from the server's route types (hono/client).
import type { ApiRoutes } from '@shop/api';
import { hc } from 'hono/client';
import { withTimeout, type FetchLike } from './api-client';

export type ApiClientOptions = { fetch: FetchLike; baseUrl: string };

/** Creates the API client; the server renderer passes an in-process fetch, the browser its own. */
export function createApiClient({ fetch, baseUrl }: ApiClientOptions) {
  return hc<ApiRoutes>(`${baseUrl}/api`, { fetch: withTimeout(fetch) });
}

export type ApiClient = ReturnType<typeof createApiClient>;
