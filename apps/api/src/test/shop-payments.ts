// The checkout steps of useShop: the shopper's browser opening, confirming and closing a checkout, the
// provider's webhook, a payment made at the fake Flutterwave API, and the rows the tests read back.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkouts } from '../features/checkout/checkout.tables';
import { orders } from '../features/orders/orders.tables';
import type { FakeFlutterwave, FakeTransaction } from './fake-flutterwave';
import type { CheckoutAnswer } from './shop-data';

export type ConfirmAnswer = {
  status: string;
  order_id: string | null;
  message: string | null;
  mine?: boolean;
};

type Who = { cookie?: string; guestId?: string };
type Send = <T>(
  method: string,
  path: string,
  init?: { as?: Who; body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; body: T; headers: Headers }>;

const MINUTE = 60_000;

export function checkoutSteps(send: Send, fake: FakeFlutterwave | null, db: Db) {
  /** The shopper's checkout requests from one device. */
  const shopper = (who: Who) => {
    const steps = shopperSteps(who);
    return {
      ...steps,
      /** Opens a checkout that must open, approves it on the sandbox sheet and reports it as the browser does. */
      buy: async (items: unknown[], extra: Record<string, unknown> = {}, bundles: unknown[] = []) => {
        const opened = await steps.checkout(items, extra, bundles);
        if (opened.status !== 201)
          throw new Error(`checkout did not open: ${opened.status} ${JSON.stringify(opened.body)}`);
        const { payment } = opened.body;
        const paid = await steps.paySandbox(payment.tx_ref, payment.amount);
        const confirmed = (await steps.confirm(payment.tx_ref, paid.transaction_id)).body;
        return { payment, confirmed, orderId: confirmed.order_id! };
      },
    };
  };

  const shopperSteps = (who: Who) => ({
    /** POST /api/checkout with a bag of single lines (and bundles), phone and M-Pesa by default. */
    checkout: <T = CheckoutAnswer>(
      items: unknown[],
      extra: Record<string, unknown> = {},
      bundles: unknown[] = [],
    ) =>
      send<T>('POST', '/api/checkout', {
        as: who,
        body: { bag: { items, bundles }, phone: '0712345678', payment_method: 'mpesa', ...extra },
      }),
    confirm: (txRef: string, transactionId: string | number | null) =>
      send<ConfirmAnswer>('POST', '/api/checkout/confirm', {
        as: who,
        body: { tx_ref: txRef, transaction_id: transactionId === null ? null : String(transactionId) },
      }),
    cancel: (txRef: string) =>
      send<{ released: boolean }>('POST', `/api/checkout/${txRef}/cancel`, { as: who }),
    /** The sandbox sheet: the shopper approves, declines or lets the prompt time out. */
    paySandbox: async (txRef: string, amount: number, outcome = 'approve', currency = 'KES') =>
      (
        await send<{ status: string; transaction_id: string }>('POST', '/api/sandbox-pay/charges', {
          as: who,
          body: { tx_ref: txRef, amount, currency, method: 'mpesa', phone: '0712345678', outcome },
        })
      ).body,
  });

  /** Opens a checkout that must open; answers the server's checkout and modal settings. */
  async function open(who: Who, items: unknown[], extra: Record<string, unknown> = {}) {
    const answer = await shopper(who).checkout(items, extra);
    if (answer.status !== 201)
      throw new Error(`checkout did not open: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** The provider's webhook, with the right secret unless told otherwise (null: no header). */
  const webhook = (body: unknown, secret: string | null = fake!.webhookHash) =>
    send<{ received: boolean; status: string }>('POST', '/api/payments/webhook', {
      body,
      headers: secret === null ? {} : { 'verif-hash': secret },
    });

  /** The shopper paid the checkout's amount (or what `patch` says) at the fake provider. */
  const pay = (checkout: CheckoutAnswer, patch: Partial<FakeTransaction> = {}) =>
    fake!.add({ tx_ref: checkout.checkout.tx_ref, amount: checkout.checkout.total, ...patch });

  const checkoutRow = async (txRef: string) =>
    (await db.select().from(checkouts).where(eq(checkouts.txRef, txRef)))[0]!;

  const ordersOf = (txRefs: string | string[]) =>
    db
      .select()
      .from(orders)
      .where(inArray(orders.paymentRef, Array.isArray(txRefs) ? txRefs : [txRefs]));

  /** A moment `minutes` after the checkout was opened (for the jobs' `now`). */
  const minutesAfter = async (txRef: string, minutes: number) =>
    new Date((await checkoutRow(txRef)).createdAt.getTime() + minutes * MINUTE);

  return { shopper, open, webhook, pay, checkoutRow, ordersOf, minutesAfter };
}
