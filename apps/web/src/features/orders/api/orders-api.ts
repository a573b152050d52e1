// The orders feature's calls to the server. Who owns an order is the server's call: the session's
// customer, or the device's guest id (x-guest-id), which travels with every one of these requests.
import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { ApiError, readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ORDERS_QUERY_KEY } from '../../../lib/claim-guest-orders';
import { guestHeaders } from '../../../lib/guest-id';

export { ORDERS_QUERY_KEY };

export type OwnOrder = InferResponseType<ApiClient['orders']['$get'], 200>['orders'][number];
export type OrderLine = OwnOrder['items'][number];
export type GuestOrder = InferResponseType<
  ApiClient['guest-orders']['lookup']['$post'],
  200
>['orders'][number];
export type DeliveryOrder = InferResponseType<ApiClient['orders'][':id']['delivery']['$get'], 200>['order'];
export type DeliveryFields = Partial<Record<'name' | 'phone' | 'location', string>>;

/** The signed-in customer's orders, newest first. */
export const ownOrdersQuery = (api: Api) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'own'] as const,
    queryFn: async (): Promise<OwnOrder[]> => (await readJson(await (await api()).orders.$get())).orders,
  });

/** One order, when it is the caller's (their account's, or this device's guest order). */
export const orderQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'one', id] as const,
    queryFn: async (): Promise<OwnOrder> =>
      (await readJson(await (await api()).orders[':id'].$get({ param: { id } }, { headers: guestHeaders() })))
        .order,
    // A 404 means "not yours or not there": asking again will not change it.
    retry: (failures: number, error: Error) =>
      !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

/** What the delivery form needs, while the order waits for its details. */
export const deliveryOrderQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'delivery', id] as const,
    queryFn: async (): Promise<DeliveryOrder> =>
      (
        await readJson(
          await (await api()).orders[':id'].delivery.$get({ param: { id } }, { headers: guestHeaders() }),
        )
      ).order,
    retry: (failures: number, error: Error) =>
      !(error instanceof ApiError && error.status < 500) && failures < 2,
    // The link's state must be fresh every time the page opens.
    staleTime: 0,
    gcTime: 0,
  });

/** The delivery form's fields, in the order they stand on the page. */
export const DELIVERY_FIELDS = ['name', 'phone', 'location'] as const;
const isDeliveryField = (name: string): name is keyof DeliveryFields =>
  (DELIVERY_FIELDS as readonly string[]).includes(name);

/** A refused save's messages by delivery field (the first for each), from the error's `issues`. */
export function deliveryFieldErrors(error: unknown): DeliveryFields {
  const found: DeliveryFields = {};
  if (!(error instanceof ApiError)) return found;
  for (const { path, message } of error.issues) {
    const field = path.split('.')[0] ?? '';
    if (isDeliveryField(field)) found[field] ??= message;
  }
  return found;
}

export type DeliveryRequest = {
  name: string;
  phone: string;
  location: string;
  coordinates: { lat: number; lng: number } | null;
};

export async function saveDeliveryDetails(api: Api, id: string, details: DeliveryRequest) {
  const client = await api();
  const res = await client.orders[':id'].delivery.$put(
    { param: { id }, json: details },
    { headers: guestHeaders() },
  );
  return readJson(res);
}

/** The guest lookup: this device's orders paid with `phone`. */
export async function lookupGuestOrders(api: Api, phone: string): Promise<GuestOrder[]> {
  const client = await api();
  const res = await client['guest-orders'].lookup.$post({ json: { phone } }, { headers: guestHeaders() });
  return (await readJson(res)).orders;
}
