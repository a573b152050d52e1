// After a sign-in the device's guest orders are claimed for the account: only with a valid stored
// guest id, sent as x-guest-id, and never failing the sign-in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api, ApiClient } from './api-client';
import { claimGuestOrders, claimGuestOrdersOnOpen } from './claim-guest-orders';

const GUEST = '0f8fad5b-d9cb-469f-a165-70867728950e';

function deviceWith(stored: string | null) {
  vi.stubGlobal('window', { localStorage: { getItem: () => stored } });
}

function fakeApi(answer: () => Promise<Response>) {
  const post = vi.fn(answer);
  const client = { orders: { 'claim-guest-orders': { $post: post } } } as unknown as ApiClient;
  const api: Api = async () => client;
  return { api, post };
}

afterEach(() => vi.unstubAllGlobals());

describe('claiming guest orders after sign-in', () => {
  it('sends the device guest id and answers how many orders moved', async () => {
    deviceWith(GUEST);
    const { api, post } = fakeApi(async () => Response.json({ claimed: 2 }));
    expect(await claimGuestOrders(api)).toBe(2);
    expect(post).toHaveBeenCalledWith(undefined, { headers: { 'x-guest-id': GUEST } });
  });

  it('asks nothing without a valid guest id on the device', async () => {
    for (const stored of [null, 'not-a-uuid']) {
      deviceWith(stored);
      const { api, post } = fakeApi(async () => Response.json({ claimed: 1 }));
      expect(await claimGuestOrders(api)).toBe(0);
      expect(post).not.toHaveBeenCalled();
    }
  });

  it('treats a refusal or a network failure as nothing claimed', async () => {
    deviceWith(GUEST);
    const refused = fakeApi(async () =>
      Response.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 }),
    );
    expect(await claimGuestOrders(refused.api)).toBe(0);
    const offline = fakeApi(async () => Promise.reject(new Error('offline')));
    expect(await claimGuestOrders(offline.api)).toBe(0);
  });
});

describe('claiming guest orders when a signed-in page opens (the way back from Google)', () => {
  it('asks once per tab and guest id, and again after a failure', async () => {
    const session = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: () => GUEST },
      sessionStorage: {
        getItem: (k: string) => session.get(k) ?? null,
        setItem: (k: string, v: string) => session.set(k, v),
      },
    });
    const fetch = vi.fn(async () => Response.json({ claimed: 1 }, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    await claimGuestOrdersOnOpen();
    fetch.mockImplementation(async () => Response.json({ claimed: 1 }));
    await claimGuestOrdersOnOpen();
    await claimGuestOrdersOnOpen();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(
      '/api/orders/claim-guest-orders',
      expect.objectContaining({ method: 'POST', headers: { 'x-guest-id': GUEST } }),
    );
  });
});
