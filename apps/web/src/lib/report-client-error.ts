// Tells the shop's server what broke in a shopper's browser (POST /api/client-errors), so the error
// screen's "our team has been notified" is true. Loaded only when an error screen appears.
// What the server's /api/client-errors accepts.
const MESSAGE_LIMIT = 2_000;
const STACK_LIMIT = 2_000;
const PATH_LIMIT = 500;

export type ErrorInfo = { message: string; status?: string; stack?: string };

/** Sends the report; never throws, whatever the network does. */
export function reportClientError(info: ErrorInfo) {
  const body = JSON.stringify({
    message: (info.status ? `${info.status}: ${info.message}` : info.message).slice(0, MESSAGE_LIMIT),
    stack: info.stack?.slice(0, STACK_LIMIT),
    path: (window.location.pathname + window.location.search).slice(0, PATH_LIMIT),
  });
  try {
    // A beacon survives the "Refresh Page" click that usually follows.
    if (navigator.sendBeacon?.('/api/client-errors', new Blob([body], { type: 'application/json' }))) return;
    void fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {});
  } catch {
    // Reporting must never make the error screen itself fail.
  }
}
