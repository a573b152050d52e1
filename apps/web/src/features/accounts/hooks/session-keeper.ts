// Keeps a signed-in shopper's session alive and notices when it is gone. Every 30 s tick it looks at
// the expiry; within 3 ticks of it, it asks the server, which extends a session in use. It also asks
// when the tab comes back into view and every 10 ticks. A session the server no longer knows
// (expired, revoked, signed out everywhere) signs the page out to /login?error=expired_session;
// network trouble is retried from 200 ms, doubling, and never signs anyone out.
import { claimGuestOrdersOnOpen } from '../../../lib/claim-guest-orders';
import { on, type ShopEventName } from '../../../lib/events';
import { readAuthEvents, recordAuthEvent } from './auth-events';

export const TICK_MS = 30_000;
export const REFRESH_TICKS = 3;
export const CHECK_EVERY_TICKS = 10;
export const EXPIRED_URL = '/login?error=expired_session';
/** Raised on the page by whoever signs the shopper out on purpose (the navbar, the security section). */
export const SIGNING_OUT_EVENT = 'shop:signing-out' satisfies ShopEventName;

type Outcome = { kind: 'ok'; expiresAt: number } | { kind: 'gone' } | { kind: 'retry' };

async function askServer(): Promise<Outcome> {
  try {
    const res = await fetch('/api/auth/get-session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status >= 500) return { kind: 'retry' };
    if (!res.ok) return { kind: 'gone' };
    const body = (await res.json()) as { session?: { expiresAt?: string } } | null;
    const expiresAt = Date.parse(body?.session?.expiresAt ?? '');
    return Number.isNaN(expiresAt) ? { kind: 'gone' } : { kind: 'ok', expiresAt };
  } catch {
    return { kind: 'retry' };
  }
}

let stopCurrent: (() => void) | null = null;

/** Starts keeping the session (once; the navbar calls it whenever someone is signed in). */
export function startKeepingSession(leave?: (url: string) => void): void {
  if (stopCurrent) return;
  stopCurrent = keepSessionFresh(leave);
  // A shopper back from Google's sign-in keeps what this device bought as a guest too.
  void claimGuestOrdersOnOpen();
}

/** Keeps the session fresh until the returned function is called or the session is gone. */
export function keepSessionFresh(leave: (url: string) => void = (url) => window.location.assign(url)) {
  let expiresAt: number | null = null;
  let ticks = 0;
  let backoff = 200;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const check = async () => {
    if (stopped) return;
    const outcome = await askServer();
    if (stopped) return;
    if (outcome.kind === 'gone') {
      stop();
      stopCurrent = null;
      recordAuthEvent('signed_out');
      leave(EXPIRED_URL);
    } else if (outcome.kind === 'retry') {
      clearTimeout(retry);
      retry = setTimeout(() => void check(), backoff);
      backoff = Math.min(backoff * 2, 60_000);
    } else {
      if (expiresAt !== null && outcome.expiresAt > expiresAt) recordAuthEvent('token_refreshed');
      expiresAt = outcome.expiresAt;
      backoff = 200;
    }
  };

  const tick = () => {
    ticks += 1;
    const dueSoon = expiresAt !== null && expiresAt - Date.now() <= REFRESH_TICKS * TICK_MS;
    if (dueSoon || ticks % CHECK_EVERY_TICKS === 0) void check();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };

  const onSigningOut = () => {
    stop();
    stopCurrent = null;
    recordAuthEvent('signed_out');
  };

  const interval = setInterval(tick, TICK_MS);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  const stopListening = on(SIGNING_OUT_EVENT, onSigningOut);
  // A page opened with a session already there (not one just signed in) is an "initial session".
  const last = readAuthEvents()[0];
  if (!(last?.event === 'signed_in' && Date.now() - Date.parse(last.at) < 60_000))
    recordAuthEvent('initial_session');
  void check();

  function stop() {
    stopped = true;
    clearInterval(interval);
    clearTimeout(retry);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
    stopListening();
  }
  return stop;
}
