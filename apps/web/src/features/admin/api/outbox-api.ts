// Mail and text messages the shop kept because no SMTP server or SMS provider is set.
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

export type Outbox = InferResponseType<ApiClient['admin']['outbox']['$get'], 200>;

export const outboxQuery = (api: Api, to: string) => ({
  queryKey: [...ADMIN_KEY, 'outbox', to] as const,
  queryFn: async (): Promise<Outbox> =>
    readJson(await (await api()).admin.outbox.$get({ query: to ? { to } : {} })),
  staleTime: 5_000,
});
