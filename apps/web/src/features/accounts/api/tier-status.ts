// The signed-in customer's tier status (GET /api/profile/tier): the server's tier, totals, benefits
// and progress to the next tier. The card only shows it.
import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { Api, ApiClient } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';

export type TierStatus = InferResponseType<ApiClient['profile']['tier']['$get'], 200>;

export const tierStatusQuery = (api: Api) =>
  queryOptions({
    queryKey: ['profile', 'tier'] as const,
    queryFn: async (): Promise<TierStatus> => readJson(await (await api()).profile.tier.$get()),
    staleTime: 60_000,
  });
