// The guests' order SMS as the server keeps them: sent or waiting, with attempts and the last error.
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

export type OrderSmsList = InferResponseType<ApiClient['admin']['order-sms']['$get'], 200>;

export const orderSmsQuery = (api: Api) => ({
  queryKey: [...ADMIN_KEY, 'order-sms'] as const,
  queryFn: async (): Promise<OrderSmsList> => readJson(await (await api()).admin['order-sms'].$get()),
  staleTime: 5_000,
});
