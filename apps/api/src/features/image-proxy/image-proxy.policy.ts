// Where the image proxy may connect: public unicast addresses only. It is an allow-list, so a range
// nobody thought of (a new special block, a transition prefix that embeds an IPv4 address) is refused
// rather than reached. ipaddr.js keeps the IANA special-purpose tables.
import ipaddr from 'ipaddr.js';

// Every routable public IPv6 address lies in 2000::/3; the rest is loopback, link-local, unique-local,
// multicast, IPv4-compatible (::a.b.c.d) and other special space.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

export type AddressVerdict =
  { allowed: true; address: string; family: 4 | 6 } | { allowed: false; reason: string };

/**
 * Whether the proxy may connect to an IP address. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the
 * IPv4 address it carries; anything that does not parse is refused.
 */
export function checkAddress(text: string): AddressVerdict {
  const literal = typeof text === 'string' ? text.trim().replace(/^\[(.*)\]$/, '$1') : '';
  if (!ipaddr.isValid(literal)) return { allowed: false, reason: 'not an IP address' };
  let address = ipaddr.parse(literal);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  const range = address.range();
  if (range !== 'unicast') return { allowed: false, reason: `${range} address` };
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    if (v6.zoneId !== undefined) return { allowed: false, reason: 'scoped address' };
    if (!v6.match(GLOBAL_UNICAST_V6)) return { allowed: false, reason: 'non-global IPv6 address' };
    return { allowed: true, address: v6.toString(), family: 6 };
  }
  return { allowed: true, address: address.toString(), family: 4 };
}

/** Host names that are this machine or its network by definition, refused before any DNS question. */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  // A public image host always has a dot; a single label resolves through the local search domains.
  return !name.includes('.') && !ipaddr.isValid(name.replace(/^\[(.*)\]$/, '$1'));
}
