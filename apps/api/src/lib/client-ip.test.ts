import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, forwardedClient } from './client-ip';

describe('the client address behind TRUST_PROXY proxies', () => {
  it('reads the entry that many hops from the right, never the client-written left end', () => {
    expect(forwardedClient('203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClient('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClient('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(forwardedClient('1.1.1.1,2.2.2.2 , 2001:db8::1', 1)).toBe('2001:db8::1');
  });

  it('believes nothing with no proxies, too few entries or an entry that is not an address', () => {
    expect(forwardedClient('203.0.113.9', 0)).toBeNull();
    expect(forwardedClient(undefined, 1)).toBeNull();
    expect(forwardedClient('203.0.113.9', 2)).toBeNull();
    expect(forwardedClient('6.6.6.6, not-an-address', 1)).toBeNull();
    expect(forwardedClient(' , ', 1)).toBeNull();
  });

  it('falls back to the connection when the header cannot be believed', async () => {
    const app = new Hono().get('/', (c) => c.text(clientIp(c, Number(c.req.query('hops')))));
    const ask = async (hops: number, xff: string) =>
      (await app.request(`/?hops=${hops}`, { headers: { 'x-forwarded-for': xff } })).text();
    expect(await ask(1, '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    // app.request has no socket: "local" stands for the connection's own address.
    expect(await ask(0, '6.6.6.6, 198.51.100.7')).toBe('local');
    expect(await ask(3, '6.6.6.6, 198.51.100.7')).toBe('local');
  });
});
