// How the web app reaches the shop's API. Features receive an `Api`: a function that resolves to the
// typed client (hono/client). In the browser the client's code is fetched on the first call, so pages
// that arrive with their data never download it up front; the server renderer hands over a ready one.
// Every call times out after 10 s with a message a shopper understands, and a non-2xx answer becomes
// an ApiError carrying the server's own message.
import type { ErrorBody, ValidationIssue } from '@shop/contracts';
import { FETCH_TIMEOUT_MS } from '@shop/domain/timings';
import type { ApiClient, ApiClientOptions } from './typed-client';

export type { ApiClient } from './typed-client';
export type Api = () => Promise<ApiClient>;

export const TIMEOUT_MESSAGE =
  'The shop is taking too long to answer. Please check your connection and try again.';
export const NETWORK_MESSAGE = 'Network error. Please check your connection and try again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A validation failure's problems by field (the dotted path of each, as the forms name fields). */
    readonly issues: readonly ValidationIssue[] = [],
  ) {
    super(message);
  }
}

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Wraps a fetch so that it gives up after FETCH_TIMEOUT_MS with a clear message. */
export function withTimeout(fetchImpl: FetchLike, timeoutMs = FETCH_TIMEOUT_MS): FetchLike {
  return async (input, init) => {
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
    try {
      return await fetchImpl(input, { ...init, signal, credentials: 'same-origin' });
    } catch (error) {
      if (timer.signal.aborted) throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
      // The caller cancelled (the shopper left the page): not an error to show.
      if (init?.signal?.aborted) throw error;
      throw new ApiError(0, 'network', NETWORK_MESSAGE);
    } finally {
      clearTimeout(timeout);
    }
  };
}

/** An Api that loads the typed client the first time it is used (the browser). */
export function lazyApi(options: ApiClientOptions): Api {
  let client: Promise<ApiClient> | null = null;
  return () => (client ??= import('./typed-client').then((m) => m.createApiClient(options)));
}

/** An Api around a client that is already there (the server renderer). */
export const readyApi =
  (client: ApiClient): Api =>
  async () =>
    client;

/** Reads a JSON answer, or throws an ApiError with the server's message. */
export async function readJson<T>(
  response: { ok: boolean; status: number; json(): Promise<T> } | Response,
): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  let code = 'error';
  let message = 'Something went wrong. Please try again.';
  let issues: readonly ValidationIssue[] = [];
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
    issues = body.error?.issues ?? issues;
  } catch {
    // Not our JSON (a proxy's error page): keep the general message.
  }
  throw new ApiError(response.status, code, message, issues);
}
