// The owner's call-back list: checkouts that ended without an order, and the "called" mark.
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Endpoint = ApiClient['admin']['unfinished-checkouts'];
export type UnfinishedCheckout = InferResponseType<Endpoint['$get'], 200>['checkouts'][number];
export type UnfinishedShow = 'open' | 'all';

export const unfinishedCheckoutsQuery = (api: Api, show: UnfinishedShow) => ({
  queryKey: [...ADMIN_KEY, 'unfinished-checkouts', show] as const,
  queryFn: async (): Promise<UnfinishedCheckout[]> =>
    (await readJson(await (await api()).admin['unfinished-checkouts'].$get({ query: { show } }))).checkouts,
  staleTime: 5_000,
});

export async function markCalled(api: Api, id: string, called: boolean) {
  return readJson(
    await (
      await api()
    ).admin['unfinished-checkouts'][':id'].called.$post({ param: { id }, json: { called } }),
  );
}
