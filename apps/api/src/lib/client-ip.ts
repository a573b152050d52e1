// The shopper's address, for rate limits and logs. X-Forwarded-For is believed only as far as the
// proxies we were told about (TRUST_PROXY = how many): each proxy appends the address it got the
// request from, so the client's is that many entries from the right. Everything to the left of it
// was written by the client and could be a new address on every request.
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address `hops` trusted proxies saw, from an X-Forwarded-For value; null when there is none. */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (hops < 1 || !header) return null;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not come through all of them; the socket decides.
  const candidate = entries[entries.length - hops];
  return candidate && isIP(candidate) ? candidate : null;
}

/** The client's IP address as far as this server can honestly tell. */
export function clientIp(c: Context, trustedProxies: number): string {
  const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trustedProxies);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}
