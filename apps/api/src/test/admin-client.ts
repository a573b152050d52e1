// JSON calls to the API as one signed-in person (or a visitor), with the shop's own origin so the
// same-origin guard lets writes through. Answers the status and the parsed body.
import type { TestShop } from './test-app';

export const ORIGIN = 'http://localhost:3000';

/** What an error answer carries; a test names the shape it expects otherwise. */
export type ErrorAnswer = { error: { code: string; message: string } };

export type Answer<T> = { status: number; body: T; headers: Headers };

export function apiAs(shop: TestShop, cookie?: string) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<Answer<T>> => {
    const res = await shop.app.request(`${ORIGIN}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
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
  };
  return {
    get: <T = ErrorAnswer>(path: string) => call<T>('GET', path),
    post: <T = ErrorAnswer>(path: string, body: unknown = {}) => call<T>('POST', path, body),
    put: <T = ErrorAnswer>(path: string, body: unknown) => call<T>('PUT', path, body),
    del: <T = ErrorAnswer>(path: string) => call<T>('DELETE', path),
  };
}
