// The VIP collection (GET /api/catalogue/vip-collection): the server decides who may see it and which
// pieces their tier opens; a refusal (401 / 403) carries the spec's words for the toast.
import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { ApiError, readJson, type Api, type ApiClient } from '../../../lib/api-client';

export type VipCollection = InferResponseType<ApiClient['catalogue']['vip-collection']['$get'], 200>;

/** A refusal by the server: asking again gives the same answer. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

export const vipCollectionQuery = (api: Api) =>
  queryOptions({
    queryKey: ['catalogue', 'vip-collection'] as const,
    queryFn: async (): Promise<VipCollection> =>
      readJson(await (await api()).catalogue['vip-collection'].$get()),
    // A tier can change with an order: asked afresh on every visit.
    staleTime: 0,
    retry: (failures, error) => !isRefusal(error) && failures < 1,
  });
