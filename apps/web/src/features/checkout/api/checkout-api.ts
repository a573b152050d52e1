// The checkout's calls to the server. The browser only says what is in the bag and how the shopper
// wants to pay; the server prices it, holds the stock, makes the tx_ref and verifies every payment
// with the provider (DESIGN "Trust boundary"). A guest's device id travels as x-guest-id.
import type { DeliveryOption, PaymentMethod } from '@shop/domain/rules';
import type { InferResponseType } from 'hono/client';
import { ApiError, readJson, type Api, type ApiClient } from '../../../lib/api-client';
import type { ServerLines } from '../../../lib/bag-api';
import { guestHeaders } from '../../../lib/guest-id';

export type QuoteRequest = {
  bag: ServerLines;
  discount_code: string | null;
  delivery_option: DeliveryOption;
  /** Paying an owner's payment link (/checkout?link=…): the bag must be the link's pieces. */
  payment_link?: string | null;
};

export async function fetchCheckoutQuote(api: Api, request: QuoteRequest) {
  const client = await api();
  return readJson(await client.checkout.quote.$post({ json: request }, { headers: guestHeaders() }));
}

export type CheckoutQuote = Awaited<ReturnType<typeof fetchCheckoutQuote>>;

export type OpenRequest = QuoteRequest & {
  payment_method: PaymentMethod;
  phone: string | null;
  show_in_recent_purchases?: boolean;
};

/**
 * Opens a checkout: the stock is held and the payment modal's settings come back. The key names the
 * Pay press: the server answers a repeat of it with the checkout it already opened.
 */
export async function openCheckout(api: Api, request: OpenRequest, idempotencyKey: string) {
  const client = await api();
  return readJson(
    await client.checkout.$post(
      { json: request },
      { headers: { ...guestHeaders(), 'Idempotency-Key': idempotencyKey } },
    ),
  );
}

/**
 * One Pay press: a fresh key, and one more try with the same key when the answer was lost (no
 * network, a time-out, a 5xx) — the server then answers the checkout the first try may have opened,
 * instead of holding the bag twice.
 */
export async function openCheckoutForPress(
  api: Api,
  request: OpenRequest,
  idempotencyKey: string = crypto.randomUUID(),
) {
  try {
    return await openCheckout(api, request, idempotencyKey);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 0 && error.status < 500)) throw error;
    return openCheckout(api, request, idempotencyKey);
  }
}

export type OpenedCheckout = Awaited<ReturnType<typeof openCheckout>>;
export type PaymentSettings = OpenedCheckout['payment'];

/** What a payment modal reports, exactly as Flutterwave's callback does. */
export type PaymentReport = { status: string; transaction_id: string | number | null };

/** Every answer the confirmation gives: paid, failed, not recorded (200) or still pending (202). */
export type Confirmation = InferResponseType<ApiClient['checkout']['confirm']['$post']>;

/** Asks the server to verify a reported payment and record the order. */
export async function confirmPayment(api: Api, txRef: string, transactionId: string | null) {
  const client = await api();
  return readJson<Confirmation>(
    await client.checkout.confirm.$post(
      { json: { tx_ref: txRef, transaction_id: transactionId } },
      { headers: guestHeaders() },
    ),
  );
}

/** The checkout's state and order id: the fallback when a paid answer came without the id. */
export async function lookupCheckout(api: Api, txRef: string) {
  const client = await api();
  return readJson(await client.checkout[':txRef'].$get({ param: { txRef } }, { headers: guestHeaders() }));
}

/** The modal was closed without paying: the held stock goes back on the shelves. */
export async function cancelCheckout(api: Api, txRef: string) {
  const client = await api();
  return readJson(
    await client.checkout[':txRef'].cancel.$post({ param: { txRef } }, { headers: guestHeaders() }),
  );
}

export type SandboxOutcome = 'approve' | 'decline' | 'timeout' | 'approve_late';

/** The sandbox payment sheet's answer (the shop's stand-in for the provider's modal). */
export async function sandboxCharge(api: Api, settings: PaymentSettings, outcome: SandboxOutcome) {
  const client = await api();
  return readJson(
    await client['sandbox-pay'].charges.$post({
      json: {
        tx_ref: settings.tx_ref,
        amount: settings.amount,
        currency: 'KES',
        method: settings.payment_method,
        phone: settings.customer.phone_number || null,
        outcome,
      },
    }),
  );
}

/** An owner's payment link as the shopper's /checkout?link=… page shows it. */
export async function fetchPaymentLink(api: Api, token: string) {
  const client = await api();
  return readJson(await client['payment-links'][':token'].$get({ param: { token } }));
}

export type PaymentLinkView = Awaited<ReturnType<typeof fetchPaymentLink>>;
