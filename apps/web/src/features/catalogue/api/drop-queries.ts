// The early-access drop page's data: GET /api/drops/current?drop={slug} (the next drop without one).
// Refusals (401 sign in, 403 members only) come back as ApiErrors with the server's words.
import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { ApiError, readJson, type Api, type ApiClient } from '../../../lib/api-client';

export type CurrentDrop = InferResponseType<ApiClient['drops']['current']['$get'], 200>;
export type DropView = NonNullable<CurrentDrop['drop']>;

export const currentDropQuery = (api: Api, slug: string | null) =>
  queryOptions({
    queryKey: ['drops', 'current', slug ?? ''] as const,
    queryFn: async (): Promise<CurrentDrop> =>
      readJson(await (await api()).drops.current.$get({ query: slug ? { drop: slug } : {} })),
    staleTime: 30_000,
    // A refusal or an unknown drop is the answer; only a failure of the network is tried again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
