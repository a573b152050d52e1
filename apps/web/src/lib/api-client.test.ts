import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_MESSAGE, readJson, TIMEOUT_MESSAGE, withTimeout } from './api-client';

// A fetch that honours the abort signal the way the browser's does.
const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

describe('backend calls', () => {
  it('give up after the time-out with a message a shopper understands', async () => {
    const error = await withTimeout(hanging, 30)('/api/anything').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'timeout', message: TIMEOUT_MESSAGE });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('time out after exactly 10 s by default', async () => {
    vi.useFakeTimers();
    let settled: unknown = 'pending';
    void withTimeout(hanging)('/api/slow').then(
      () => (settled = 'answered'),
      (e: unknown) => (settled = e),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ code: 'timeout', message: TIMEOUT_MESSAGE });
  });

  it('let the caller cancel without calling it a network error', async () => {
    const leaving = new AbortController();
    const call = withTimeout(hanging)('/api/x', { signal: leaving.signal });
    leaving.abort();
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
  });

  it('turn a network failure into the connection message', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(withTimeout(offline)('/api/x')).rejects.toMatchObject({
      code: 'network',
      message: NETWORK_MESSAGE,
    });
  });

  it('read the server error shape into an ApiError with its message', async () => {
    const response = new Response(
      JSON.stringify({ error: { code: 'sold_out', message: 'This item has just sold' } }),
      {
        status: 409,
      },
    );
    await expect(readJson(response)).rejects.toMatchObject({
      status: 409,
      code: 'sold_out',
      message: 'This item has just sold',
    });
  });

  it('carry a refusal’s problems by field', async () => {
    const issues = [
      { path: 'price', message: 'Must be above 0' },
      { path: 'variants.1.size', message: 'This size is listed twice' },
    ];
    const response = Response.json(
      { error: { code: 'invalid_input', message: 'price: Must be above 0', issues } },
      { status: 400 },
    );
    await expect(readJson(response)).rejects.toMatchObject({ code: 'invalid_input', issues });
  });

  it('keep a general message when an error page is not the shop JSON', async () => {
    const response = new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(readJson(response)).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });
});
