// The shopper's address, for rate limits and logs. X-Forwarded-For is believed only behind a proxy
// we were told about (TRUST_PROXY), or anyone could pick a new address per request.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The client's IP address as far as this server can honestly tell. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}
