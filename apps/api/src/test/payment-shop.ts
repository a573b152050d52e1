// A shop whose payment provider is the fake Flutterwave API, for the payment and stock promise tests:
// shoppers open checkouts, the "provider" learns of payments only when a test registers them, and
// reports arrive as the browser (POST /api/checkout/confirm), the webhook or the jobs send them.
// Every request comes from its own address (TRUST_PROXY), so the confirm rate limit only meets the
// tests that are about it.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { checkouts } from '../features/checkout/checkout.tables';
import { orders } from '../features/orders/orders.tables';
import { ORIGIN, type CheckoutAnswer, type Device } from './checkout-shop';
import { startFakeFlutterwave, type FakeTransaction } from './fake-flutterwave';
import type { PaymentProvider } from '../features/payments/payments.provider';
import { createTestShop, type DatabaseKind } from './test-app';

export type ErrorAnswer = { error: { code: string; message: string } };
export type ConfirmAnswer = {
  status: string;
  order_id: string | null;
  message: string | null;
  mine?: boolean;
};
export type Answer<T = unknown> = { status: number; body: T };

const MINUTE = 60_000;
const DEFAULT_TIMEOUT_MS = 5_000;

export async function createPaymentShop(kind: DatabaseKind, options: { env?: Record<string, string> } = {}) {
  const fake = await startFakeFlutterwave();
  // The shop's Flutterwave client, whose time-out a test may shorten while it scripts a slow provider
  // (a short time-out throughout would fire by itself on a busy machine: PGlite shares the event loop).
  let client = fake.provider({ timeoutMs: DEFAULT_TIMEOUT_MS });
  const payments: PaymentProvider = {
    name: 'flutterwave',
    publicKey: fake.publicKey,
    webhookHash: fake.webhookHash,
    verifyTransaction: (id) => client.verifyTransaction(id),
    verifyByReference: (txRef) => client.verifyByReference(txRef),
  };
  const shop = await createTestShop(kind, { TRUST_PROXY: 'true', ...options.env }, { payments });
  let address = 0;
  const nextIp = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  async function send<T>(
    method: string,
    path: string,
    options: { device?: Device; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const res = await shop.app.request(`${ORIGIN}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        'x-forwarded-for': nextIp(),
        ...(options.device && { 'x-guest-id': options.device.guestId }),
        ...(options.device?.cookie && { cookie: options.device.cookie }),
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: body as T };
  }

  /** The shopper's requests from one device. */
  const as = (device: Device) => ({
    post: <T = unknown>(path: string, body: unknown) => send<T>('POST', path, { device, body }),
    get: <T = unknown>(path: string) => send<T>('GET', path, { device }),
    /** POST /api/checkout with a bag of single lines (and bundles), phone and M-Pesa by default. */
    checkout: <T = CheckoutAnswer>(
      items: unknown[],
      extra: Record<string, unknown> = {},
      bundles: unknown[] = [],
    ) =>
      send<T>('POST', '/api/checkout', {
        device,
        body: { bag: { items, bundles }, phone: '0712345678', payment_method: 'mpesa', ...extra },
      }),
    confirm: (txRef: string, transactionId: string | number | null) =>
      send<ConfirmAnswer>('POST', '/api/checkout/confirm', {
        device,
        body: { tx_ref: txRef, transaction_id: transactionId === null ? null : String(transactionId) },
      }),
    cancel: (txRef: string) =>
      send<{ released: boolean }>('POST', `/api/checkout/${txRef}/cancel`, { device }),
  });

  /** Opens a checkout that must open; answers the server's checkout and modal settings. */
  async function open(device: Device, items: unknown[], extra: Record<string, unknown> = {}) {
    const answer = await as(device).checkout(items, extra);
    if (answer.status !== 201)
      throw new Error(`checkout did not open: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** The provider's webhook, with the right secret unless told otherwise (null: no header). */
  const webhook = (body: unknown, secret: string | null = fake.webhookHash) =>
    send<{ received: boolean; status: string }>('POST', '/api/payments/webhook', {
      body,
      headers: secret === null ? {} : { 'verif-hash': secret },
    });

  /** The shopper paid the checkout's amount (or what `patch` says) at the provider. */
  const pay = (checkout: CheckoutAnswer, patch: Partial<FakeTransaction> = {}) =>
    fake.add({ tx_ref: checkout.checkout.tx_ref, amount: checkout.checkout.total, ...patch });

  const checkoutRow = async (txRef: string) =>
    (await shop.database.db.select().from(checkouts).where(eq(checkouts.txRef, txRef)))[0]!;

  const ordersOf = (txRefs: string | string[]) =>
    shop.database.db
      .select()
      .from(orders)
      .where(inArray(orders.paymentRef, Array.isArray(txRefs) ? txRefs : [txRefs]));

  /** A moment `minutes` after the checkout was opened (for the jobs' `now`). */
  const minutesAfter = async (txRef: string, minutes: number) =>
    new Date((await checkoutRow(txRef)).createdAt.getTime() + minutes * MINUTE);

  /** Runs `work` with the provider client giving up after `ms`. */
  async function withProviderTimeout<T>(ms: number, work: () => Promise<T>): Promise<T> {
    client = fake.provider({ timeoutMs: ms });
    try {
      return await work();
    } finally {
      client = fake.provider({ timeoutMs: DEFAULT_TIMEOUT_MS });
    }
  }

  return {
    shop,
    fake,
    withProviderTimeout,
    send,
    as,
    open,
    webhook,
    pay,
    checkoutRow,
    ordersOf,
    minutesAfter,
    close: async () => {
      await shop.close();
      await fake.close();
    },
  };
}

export type PaymentShop = Awaited<ReturnType<typeof createPaymentShop>>;

/** A payment shop for one describe block: made before its tests, closed after. */
export function usePaymentShop(kind: DatabaseKind, options: Parameters<typeof createPaymentShop>[1] = {}) {
  const ctx = {} as PaymentShop;
  beforeAll(async () => {
    Object.assign(ctx, await createPaymentShop(kind, options));
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}

export { sqlStateOf } from './shop-data';
