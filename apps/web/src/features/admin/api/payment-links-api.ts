// The owner's payment links: manual orders from WhatsApp or Instagram, and fresh links for checkouts
// that did not go through. The server prices the pieces and writes the message; this only asks.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Endpoint = ApiClient['admin']['payment-links'];
export type PaymentLink = InferResponseType<Endpoint['$get'], 200>['links'][number];
export type NewPaymentLink = InferRequestType<Endpoint['$post']>['json'];
export type PaymentLinksShow = 'open' | 'all';

export const PAYMENT_LINKS_KEY = [...ADMIN_KEY, 'payment-links'] as const;

export const paymentLinksQuery = (api: Api, show: PaymentLinksShow) => ({
  queryKey: [...PAYMENT_LINKS_KEY, show] as const,
  queryFn: async (): Promise<PaymentLink[]> =>
    (await readJson(await (await api()).admin['payment-links'].$get({ query: { show } }))).links,
  staleTime: 5_000,
});

export async function createPaymentLink(api: Api, json: NewPaymentLink): Promise<PaymentLink> {
  return readJson(await (await api()).admin['payment-links'].$post({ json }));
}

/** A fresh link with the pieces of a checkout that did not go through. */
export async function createCallBackLink(api: Api, checkoutId: string): Promise<PaymentLink> {
  return readJson(
    await (await api()).admin['payment-links']['from-checkout'][':id'].$post({ param: { id: checkoutId } }),
  );
}

export async function sendPaymentLinkSms(api: Api, id: string) {
  return readJson(await (await api()).admin['payment-links'][':id'].sms.$post({ param: { id } }));
}

export async function cancelPaymentLink(api: Api, id: string): Promise<PaymentLink> {
  return readJson(await (await api()).admin['payment-links'][':id'].cancel.$post({ param: { id } }));
}
