// The payment provider behind one interface. Both providers speak Flutterwave's v3 API: `flutterwave`
// talks to the real one with the shop's secret key; `sandbox` (the default, no keys) talks in-process
// to the shop's own simulation of it (sandbox.gateway.ts), so every demo and test runs the same
// verification code a real payment does. Verification answers are returned raw: the domain judges them.
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createSandboxGateway } from './sandbox.gateway';

export type ProviderName = 'sandbox' | 'flutterwave';

export type PaymentProvider = {
  name: ProviderName;
  /** The key the browser opens the payment modal with. */
  publicKey: string;
  /** GET /v3/transactions/{id}/verify. Throws ProviderUnavailable on a time-out, a 5xx or a network fault. */
  verifyTransaction: (transactionId: string) => Promise<unknown>;
  /** GET /v3/transactions/verify_by_reference?tx_ref= (reconciliation). Throws ProviderUnavailable likewise. */
  verifyByReference: (txRef: string) => Promise<unknown>;
  /** The webhook's shared secret (verif-hash); null refuses every webhook. */
  webhookHash: string | null;
};

/** The provider could not be asked (time-out, 5xx, network): nothing is decided, ask again later. */
export class ProviderUnavailable extends Error {}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type FlutterwaveApiOptions = {
  name: ProviderName;
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  webhookHash: string | null;
  fetch?: FetchLike;
  timeoutMs?: number;
};

/** A client of Flutterwave's v3 verification API. */
export function flutterwaveApi(options: FlutterwaveApiOptions): PaymentProvider {
  const { baseUrl, secretKey, timeoutMs = 10_000 } = options;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const get = async (path: string): Promise<unknown> => {
    let res: Response;
    try {
      res = await doFetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
        headers: { authorization: `Bearer ${secretKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`payment provider unreachable: ${(error as Error).message}`);
    }
    if (res.status >= 500 || res.status === 429)
      throw new ProviderUnavailable(`payment provider answered ${res.status}`);
    try {
      // 4xx answers carry Flutterwave's error envelope, which the domain reads as "not decided".
      return await res.json();
    } catch {
      throw new ProviderUnavailable(`payment provider answered ${res.status} without JSON`);
    }
  };
  return {
    name: options.name,
    publicKey: options.publicKey,
    webhookHash: options.webhookHash,
    verifyTransaction: (id) => get(`/v3/transactions/${encodeURIComponent(id)}/verify`),
    verifyByReference: (txRef) =>
      get(`/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`),
  };
}

/** The provider the configuration asks for. */
export function paymentProviderFor(config: Config, database: Database): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'flutterwave') {
    return flutterwaveApi({
      name: 'flutterwave',
      baseUrl: config.FLW_API_URL,
      secretKey: config.FLW_SECRET_KEY!,
      publicKey: config.FLW_PUBLIC_KEY!,
      webhookHash: config.FLW_SECRET_HASH ?? null,
    });
  }
  // The sandbox checks its secret like the real API does; the key never leaves this process.
  const secretKey = `FLWSECK_SANDBOX-${randomBytes(16).toString('hex')}`;
  const gateway = createSandboxGateway(database.db, secretKey);
  return flutterwaveApi({
    name: 'sandbox',
    baseUrl: 'http://sandbox.invalid',
    secretKey,
    publicKey: 'FLWPUBK_SANDBOX-shop',
    webhookHash: config.FLW_SECRET_HASH ?? null,
    fetch: async (input, init) => gateway.request(input, init),
  });
}
