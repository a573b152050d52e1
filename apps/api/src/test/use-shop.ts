// The one way API tests build a shop and talk to it. `useShop(kind)` in a describe block gives the whole
// app on its own database (a PGlite copy, or a PostgreSQL database from the template), made before the
// block's tests and closed after them:
// - shop.api(who)      Hono's typed client (hono/testing) over the app's route type, sent as `who`
// - shop.send(...)     the same request written by hand, for what the client cannot type (better-auth,
//                      malformed bodies, other origins); answers { status, body, headers }
// - shop.as(who)       send's shortcuts for one caller (get, post, put, del), and the checkout's
//                      (checkout, confirm, cancel, paySandbox); shop.open, webhook, pay and the rows
//                      read back (checkoutRow, ordersOf) are test/shop-payments'
// - shop.signIn(...)   a customer (or an admin) signed in through the real endpoint: { id, cookie };
//                      shop.asAdmin() signs the owner in and answers shop.as(owner)
// - shop.agent()       a cookie-keeping browser for sign-in flows
// With { provider: 'fake-flutterwave' } the shop pays through the fake Flutterwave API (shop.fake).
// With { freshAddress: true } every request comes from its own address (TRUST_PROXY), so per-visitor
// rate limits meet only the tests that are about them.
import { testClient } from 'hono/testing';
import { afterAll, beforeAll } from 'vitest';
import type { PaymentProvider } from '../features/payments/payments.provider';
import { authAgent } from './auth-client';
import { signedInCustomer, type Standing } from './customers';
import { checkoutSteps } from './shop-payments';
import { startFakeFlutterwave, type FakeFlutterwave } from './fake-flutterwave';
import { createTestShop, type DatabaseKind, type TestShop } from './test-app';

export { databaseKinds, openTestDatabase, type DatabaseKind } from './test-app';
export { signUp, totpCode, type AuthAgent } from './auth-client';
export * from './shop-data';
export type { ConfirmAnswer } from './shop-payments';
export type { Standing } from './customers';

/** Where hand-written requests go (better-auth trusts this origin); the typed client's is its own. */
export const ORIGIN = 'http://localhost:3000';
const CLIENT_ORIGIN = 'http://localhost';

/** Who sends a request: a session cookie, a device's guest id, an address, more headers. */
export type Who = { cookie?: string; guestId?: string; ip?: string; headers?: Record<string, string> };

/** What an error answer carries; a test names the shape it expects otherwise. */
export type ErrorAnswer = {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
};
export type Answer<T = unknown> = { status: number; body: T; headers: Headers };

export type ShopOptions = {
  env?: Record<string, string>;
  provider?: 'sandbox' | 'fake-flutterwave';
  freshAddress?: boolean;
};

const DEFAULT_TIMEOUT_MS = 5_000;

export async function createShop(kind: DatabaseKind, options: ShopOptions = {}) {
  const fake = options.provider === 'fake-flutterwave' ? await startFakeFlutterwave() : null;
  // The Flutterwave client, whose time-out a test may shorten while it scripts a slow provider (a short
  // time-out throughout would fire by itself on a busy machine: PGlite shares the event loop).
  let client = fake?.provider({ timeoutMs: DEFAULT_TIMEOUT_MS });
  const payments: PaymentProvider | undefined = fake
    ? {
        name: 'flutterwave',
        publicKey: fake.publicKey,
        webhookHash: fake.webhookHash,
        verifyTransaction: (id) => client!.verifyTransaction(id),
        verifyByReference: (txRef) => client!.verifyByReference(txRef),
      }
    : undefined;
  const fresh = options.freshAddress || fake !== null;
  const base = await createTestShop(
    kind,
    { ...(fresh && { TRUST_PROXY: 'true' }), ...options.env },
    { payments },
  );
  let address = 0;
  const nextIp = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  const headersOf = (who: Who, origin: string): Record<string, string> => ({
    origin,
    ...(fresh && { 'x-forwarded-for': nextIp() }),
    ...(who.ip && { 'x-forwarded-for': who.ip }),
    ...(who.guestId && { 'x-guest-id': who.guestId }),
    ...(who.cookie && { cookie: who.cookie }),
    ...who.headers,
  });

  /** The typed client of the app's API as `who` (a visitor when left out). */
  const api = (who: Who = {}) =>
    testClient(base.app, undefined, undefined, { headers: () => headersOf(who, CLIENT_ORIGIN) }).api;

  /** A request written by hand; a string body is sent as it is, anything else as JSON. */
  async function send<T = ErrorAnswer>(
    method: string,
    path: string,
    init: { as?: Who; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const { body } = init;
    const res = await base.app.request(`${ORIGIN}${path}`, {
      method,
      headers: {
        ...headersOf(init.as ?? {}, ORIGIN),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the assertion to show.
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  const steps = checkoutSteps(send, fake, base.database.db);

  const as = (who: Who = {}) => ({
    ...steps.shopper(who),
    get: <T = ErrorAnswer>(path: string) => send<T>('GET', path, { as: who }),
    post: <T = ErrorAnswer>(path: string, body: unknown = {}) => send<T>('POST', path, { as: who, body }),
    put: <T = ErrorAnswer>(path: string, body: unknown) => send<T>('PUT', path, { as: who, body }),
    del: <T = ErrorAnswer>(path: string) => send<T>('DELETE', path, { as: who }),
  });

  /** Runs `work` with the Flutterwave client giving up after `ms`. */
  async function withProviderTimeout<T>(ms: number, work: () => Promise<T>): Promise<T> {
    client = fake!.provider({ timeoutMs: ms });
    try {
      return await work();
    } finally {
      client = fake!.provider({ timeoutMs: DEFAULT_TIMEOUT_MS });
    }
  }

  const { shopper: _shopper, ...paymentSteps } = steps;
  return {
    ...base,
    ...paymentSteps,
    db: base.database.db,
    api,
    send,
    as,
    signIn: (email: string, standing?: Standing) => signedInCustomer(base, email, standing),
    /** The shop's owner: an admin signed in, sending as them. */
    asAdmin: async (email = 'owner@example.com') => as(await signedInCustomer(base, email, { admin: true })),
    agent: () => authAgent(base),
    /** The fake Flutterwave API (with { provider: 'fake-flutterwave' } only). */
    fake: fake as FakeFlutterwave,
    withProviderTimeout,
    close: async () => {
      await base.close();
      await fake?.close();
    },
  };
}

export type Shop = Awaited<ReturnType<typeof createShop>> & TestShop;
/** One caller's hand-written requests (shop.as). */
export type Caller = ReturnType<Shop['as']>;

/** The shop of one describe block: made before its tests, closed after them. */
export function useShop(kind: DatabaseKind, options: ShopOptions = {}): Shop {
  const shop = {} as Shop;
  beforeAll(async () => {
    Object.assign(shop, await createShop(kind, options));
  });
  afterAll(async () => {
    await shop.close?.();
  });
  return shop;
}
