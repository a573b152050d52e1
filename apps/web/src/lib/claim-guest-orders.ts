// After a sign-in or sign-up, the orders this device bought as a guest join the account, so a guest
// who makes an account keeps what they bought. Fire and forget: a failure costs nothing now, and the
// next sign-in on this device tries again.
import { readJson, type Api } from './api-client';
import { storedGuestId } from './guest-id';

/** Every orders answer sits under this key, so a change anywhere refreshes them all. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/** Claims the device's guest orders for the signed-in account; answers how many moved (0 on failure). */
export async function claimGuestOrders(api: Api): Promise<number> {
  const guestId = storedGuestId();
  if (!guestId) return 0;
  try {
    const client = await api();
    const res = await client.orders['claim-guest-orders'].$post(undefined, {
      headers: { 'x-guest-id': guestId },
    });
    return (await readJson(res)).claimed;
  } catch {
    return 0;
  }
}

const CLAIMED_KEY = 'guest-orders-claimed';

/**
 * The same claim when a signed-in page opens — the way back from Google's sign-in runs no sign-in
 * form — with plain fetch, as the typed client may not be loaded yet. Once per tab and guest id.
 */
export async function claimGuestOrdersOnOpen(): Promise<void> {
  const guestId = storedGuestId();
  if (!guestId) return;
  try {
    if (window.sessionStorage.getItem(CLAIMED_KEY) === guestId) return;
    const res = await fetch('/api/orders/claim-guest-orders', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-guest-id': guestId },
      signal: AbortSignal.timeout(10_000),
    });
    if (res.ok) window.sessionStorage.setItem(CLAIMED_KEY, guestId);
  } catch {
    // Blocked storage or no network: the next page load tries again.
  }
}
