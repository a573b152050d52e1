// The shopper's side of paying on the sandbox: open a checkout as a guest or a customer, pay on the
// sandbox sheet, report the payment as the browser does.
import type { Device } from './shop-data';
import type { TestShop } from './test-app';

export * from './shop-data';
export const ORIGIN = 'http://localhost:3000';

export function shopperApi(shop: TestShop, device: Device) {
  const headers = (json: boolean) => ({
    origin: ORIGIN,
    'x-guest-id': device.guestId,
    ...(device.cookie && { cookie: device.cookie }),
    ...(json && { 'content-type': 'application/json' }),
  });
  const post = (path: string, body: unknown) =>
    shop.app.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: headers(true),
      body: JSON.stringify(body),
    });
  const get = (path: string) => shop.app.request(`${ORIGIN}${path}`, { headers: headers(false) });
  return {
    post,
    get,
    /** Opens a checkout for these lines; answers the raw response. */
    checkout: (items: unknown[], extra: Record<string, unknown> = {}) =>
      post('/api/checkout', {
        bag: { items, bundles: [] },
        phone: '0712345678',
        payment_method: 'mpesa',
        ...extra,
      }),
    /** The sandbox sheet: the shopper approves, declines or lets the prompt time out. */
    pay: async (txRef: string, amount: number, outcome = 'approve', currency = 'KES') => {
      const res = await post('/api/sandbox-pay/charges', {
        tx_ref: txRef,
        amount,
        currency,
        method: 'mpesa',
        phone: '0712345678',
        outcome,
      });
      return (await res.json()) as { status: string; transaction_id: string };
    },
    confirm: (txRef: string, transactionId: string | null) =>
      post('/api/checkout/confirm', { tx_ref: txRef, transaction_id: transactionId }),
  };
}
