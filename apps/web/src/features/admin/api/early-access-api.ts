// The owner's early-access list: a page of subscribers with the list's counts, and unsubscribing one.
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { subscriberListQuery, type SubscriberFilters } from '../early-access/subscriber-params';
import { ADMIN_KEY } from './orders-api';

type Subscribers = ApiClient['admin']['early-access']['subscribers'];
export type SubscriberList = InferResponseType<Subscribers['$get'], 200>;
export type AdminSubscriber = SubscriberList['subscribers'][number];

export const subscribersQuery = (api: Api, filters: SubscriberFilters) => ({
  queryKey: [...ADMIN_KEY, 'early-access-subscribers', filters] as const,
  queryFn: async (): Promise<SubscriberList> =>
    readJson(
      await (await api()).admin['early-access'].subscribers.$get({ query: subscriberListQuery(filters) }),
    ),
  staleTime: 5_000,
});

export async function unsubscribeSubscriber(api: Api, id: string) {
  return readJson(
    await (await api()).admin['early-access'].subscribers[':id'].unsubscribe.$post({ param: { id } }),
  );
}
