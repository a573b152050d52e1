// The typed client for the shop's API (hono/client). Every call times out after 10 s with a message a
// shopper understands, and a non-2xx answer becomes an ApiError carrying the server's own message.
import { FETCH_TIMEOUT_MS } from '@shop/domain';
import type { ApiRoutes } from '@shop/api';
import { hc } from 'hono/client';

export const TIMEOUT_MESSAGE =
  'The shop is taking too long to answer. Please check your connection and try again.';
export const NETWORK_MESSAGE = 'Network error. Please check your connection and try again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Wraps a fetch so that it gives up after FETCH_TIMEOUT_MS with a clear message. */
export function withTimeout(fetchImpl: FetchLike, timeoutMs = FETCH_TIMEOUT_MS): FetchLike {
  return async (input, init) => {
    const signal = init?.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
      : AbortSignal.timeout(timeoutMs);
    try {
      return await fetchImpl(input, { ...init, signal, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network', NETWORK_MESSAGE);
    }
  };
}

/** Creates the API client; the server renderer passes an in-process fetch, the browser its own. */
export function createApiClient({ fetch, baseUrl }: { fetch: FetchLike; baseUrl: string }) {
  return hc<ApiRoutes>(`${baseUrl}/api`, { fetch: withTimeout(fetch) });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Reads a JSON answer, or throws an ApiError with the server's message. */
export async function readJson<T>(
  response: { ok: boolean; status: number; json(): Promise<T> } | Response,
): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  let code = 'error';
  let message = 'Something went wrong. Please try again.';
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
  } catch {
    // Not our JSON (a proxy's error page): keep the general message.
  }
  throw new ApiError(response.status, code, message);
}
