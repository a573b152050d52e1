// The owner's order calls: dashboard, order list and detail, fulfillment moves, cancelling, refunds
// and failed-payment records. Every answer is the server's; the admin screens never work money out.
import type { QueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import type { OrderFilters } from '../orders/order-params';
import { orderListQuery } from '../orders/order-params';

type Admin = ApiClient['admin'];
export type Dashboard = InferResponseType<Admin['dashboard']['$get'], 200>;
export type OrderList = InferResponseType<Admin['orders']['$get'], 200>;
export type OrderRow = OrderList['orders'][number];
export type OrderDetail = InferResponseType<Admin['orders'][':id']['$get'], 200>;
export type FailedOrder = InferResponseType<Admin['failed-orders']['$get'], 200>['failed_orders'][number];
export type FulfillmentTarget = OrderDetail['order']['next_fulfillment'][number];

/** Everything the admin screens keep: one prefix, so a change can refresh all of it. */
export const ADMIN_KEY = ['admin'] as const;

// The owner looks at live figures: a minute-old count of orders to ship is not good enough.
const FRESH = 5_000;

export const dashboardQuery = (api: Api) => ({
  queryKey: [...ADMIN_KEY, 'dashboard'] as const,
  queryFn: async (): Promise<Dashboard> => readJson(await (await api()).admin.dashboard.$get()),
  staleTime: FRESH,
});

export const ordersQuery = (api: Api, filters: OrderFilters) => ({
  queryKey: [...ADMIN_KEY, 'orders', filters] as const,
  queryFn: async (): Promise<OrderList> =>
    readJson(await (await api()).admin.orders.$get({ query: orderListQuery(filters) })),
  staleTime: FRESH,
});

export const orderDetailQuery = (api: Api, id: string) => ({
  queryKey: [...ADMIN_KEY, 'order', id] as const,
  queryFn: async (): Promise<OrderDetail> =>
    readJson(await (await api()).admin.orders[':id'].$get({ param: { id } })),
  staleTime: FRESH,
});

export const failedOrdersQuery = (api: Api, open: boolean) => ({
  queryKey: [...ADMIN_KEY, 'failed-orders', open] as const,
  queryFn: async (): Promise<FailedOrder[]> =>
    (
      await readJson(
        await (await api()).admin['failed-orders'].$get({ query: { open: open ? 'true' : 'false' } }),
      )
    ).failed_orders,
  staleTime: FRESH,
});

export async function moveFulfillment(api: Api, id: string, to: FulfillmentTarget) {
  return readJson(await (await api()).admin.orders[':id'].fulfillment.$post({ param: { id }, json: { to } }));
}

/** The last fulfillment step taken back, with the owner's reason. */
export async function stepBackOrder(api: Api, id: string, reason: string) {
  return readJson(
    await (await api()).admin.orders[':id']['step-back'].$post({ param: { id }, json: { reason } }),
  );
}

export async function cancelOrder(api: Api, id: string, reason: string) {
  return readJson(await (await api()).admin.orders[':id'].cancel.$post({ param: { id }, json: { reason } }));
}

export async function markRefunded(api: Api, id: string) {
  return readJson(await (await api()).admin.orders[':id'].refunded.$post({ param: { id } }));
}

export async function resolveFailedOrder(api: Api, id: string, resolution: string) {
  return readJson(
    await (await api()).admin['failed-orders'][':id'].resolve.$post({ param: { id }, json: { resolution } }),
  );
}

/** After any change the counts, lists and the order itself may all differ: refresh every admin view. */
export const refreshAdmin = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
