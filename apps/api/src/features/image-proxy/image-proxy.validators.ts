// The address a visitor asks the image proxy to fetch, checked before any network work: an absolute
// http(s) URL on a standard web port, without credentials, naming a host outside this shop.
import { HttpError } from '../../lib/errors';
import { isLocalName } from './image-proxy.policy';

export const MAX_URL_LENGTH = 2048;
const PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

const refuse = (message: string) => new HttpError(400, 'invalid_url', message);

/** The URL's host without IPv6 brackets or a trailing dot, lower-cased. */
export const bareHostname = (url: URL): string =>
  url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

/**
 * Parses and checks a target. WHATWG URL parsing also turns the decimal, hex, octal and short forms
 * of an IPv4 address (2130706433, 0x7f000001, 0177.0.0.1, 127.1) into the dotted form, so the address
 * policy sees them as what they are. `ownHosts` are the names this shop answers on.
 */
export function parseTargetUrl(raw: unknown, ownHosts: readonly string[]): URL {
  if (typeof raw !== 'string' || raw.trim() === '') throw refuse('The url parameter is required');
  if (raw.length > MAX_URL_LENGTH) throw refuse(`The url is longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse('The url is not a valid absolute URL');
  }
  const defaultPort = PORTS[url.protocol];
  if (defaultPort === undefined) throw refuse('Only http and https images can be proxied');
  if (url.username !== '' || url.password !== '') throw refuse('Image URLs with credentials are not proxied');
  const port = url.port === '' ? defaultPort : Number(url.port);
  if (port !== 80 && port !== 443)
    throw refuse('Only images on the standard web ports (80, 443) are proxied');
  const host = bareHostname(url);
  if (ownHosts.some((own) => own.toLowerCase().replace(/\.$/, '') === host)) {
    throw refuse('Images on this shop are loaded directly, not through the proxy');
  }
  if (isLocalName(host))
    throw new HttpError(403, 'address_refused', 'This image host is not reachable through the proxy');
  return url;
}

/** The port a checked URL connects to. */
export const targetPort = (url: URL): number =>
  url.port === '' ? (PORTS[url.protocol] ?? 80) : Number(url.port);
