// The owner's order calls: dashboard, order list and detail, fulfillment moves, cancelling, refunds
// and failed-payment records. Every answer is the server's; the admin screens never work money out.
import type { QueryClient } from '@tanstack/react-query';
import type { OwnerDeliveryInput } from '@shop/contracts';
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
export type PackingSlips = InferResponseType<Admin['orders']['packing-slips']['$get'], 200>;
export type BulkShipAnswer = InferResponseType<Admin['orders']['bulk-ship']['$post'], 200>;

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

/** The owner's delivery details for the order: entered (it becomes ready for delivery) or corrected. */
export async function saveOrderDelivery(api: Api, id: string, json: OwnerDeliveryInput) {
  return readJson(await (await api()).admin.orders[':id'].delivery.$put({ param: { id }, json }));
}

/** The rider / tracking note the customer sees; an empty note takes it away. */
export async function saveTrackingNote(api: Api, id: string, note: string) {
  return readJson(
    await (await api()).admin.orders[':id']['tracking-note'].$put({ param: { id }, json: { note } }),
  );
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

/** Part (or the rest) of the payment given back; the server refuses more than is left. */
export async function refundOrder(api: Api, id: string, amount: number, reason: string) {
  return readJson(
    await (await api()).admin.orders[':id'].refunds.$post({ param: { id }, json: { amount, reason } }),
  );
}

/** Pieces that came back (they go back on sale in their sizes), with a refund when one is given. */
export async function recordReturn(
  api: Api,
  id: string,
  body: { lines: { item_id: string; quantity: number }[]; note?: string; refund_amount?: number },
) {
  return readJson(await (await api()).admin.orders[':id'].returns.$post({ param: { id }, json: body }));
}

/** The chosen orders marked shipped; the answer names the ones that could not be. */
export async function bulkShip(api: Api, ids: string[]): Promise<BulkShipAnswer> {
  return readJson(await (await api()).admin.orders['bulk-ship'].$post({ json: { ids } }));
}

export const packingSlipsQuery = (api: Api, ids: string[]) => ({
  queryKey: [...ADMIN_KEY, 'packing-slips', ids] as const,
  queryFn: async (): Promise<PackingSlips> =>
    readJson(await (await api()).admin.orders['packing-slips'].$get({ query: { ids: ids.join(',') } })),
  staleTime: FRESH,
});

export async function resolveFailedOrder(api: Api, id: string, resolution: string) {
  return readJson(
    await (await api()).admin['failed-orders'][':id'].resolve.$post({ param: { id }, json: { resolution } }),
  );
}

/** After any change the counts, lists and the order itself may all differ: refresh every admin view. */
export const refreshAdmin = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
