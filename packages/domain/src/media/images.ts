/** Hosts whose images load directly: storage, CDNs, avatar and image services. */
export const DEFAULT_KNOWN_IMAGE_HOSTS: readonly string[] = [
  'googleusercontent.com',
  'gravatar.com',
  'images.unsplash.com',
  'res.cloudinary.com',
  'i.ytimg.com',
  'img.youtube.com',
  'amazonaws.com',
  'cloudfront.net',
  'supabase.co',
];

/** Where the server's image proxy answers; it takes the outside address as its 'url' parameter. */
export const IMAGE_PROXY_PATH = '/api/image-proxy';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The host of an absolute http(s) or protocol-relative URL, lower-cased without port; null otherwise. */
export function urlHost(url: string): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  let rest: string;
  if (text.startsWith('//')) rest = text.slice(2);
  else {
    const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
    if (scheme !== 'http' && scheme !== 'https') return null;
    rest = text.slice(scheme.length + 1).replace(/^[/\\]*/, '');
  }
  const authority = rest.split(/[/?#\\]/)[0] ?? '';
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const host = hostPort.startsWith('[')
    ? hostPort.slice(0, hostPort.indexOf(']') + 1)
    : hostPort.split(':')[0];
  const clean = (host ?? '').toLowerCase().replace(/\.$/, '');
  return clean === '' ? null : clean;
}

function siteHostOf(siteHost: string): string {
  return urlHost(siteHost) ?? urlHost(`//${siteHost}`) ?? '';
}

function isKnown(host: string, knownHosts: readonly string[]): boolean {
  return knownHosts.some((known) => {
    const domain = known.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  });
}

/** An image needs the proxy unless it is relative, on this site, or on a known storage/CDN/avatar/image host. */
export function needsImageProxy(
  url: string,
  siteHost: string,
  knownHosts: readonly string[] = DEFAULT_KNOWN_IMAGE_HOSTS,
): boolean {
  const host = urlHost(url);
  if (host === null) return false;
  return host !== siteHostOf(siteHost) && !isKnown(host, knownHosts);
}

/** The address to load an image from: itself, or the proxy path with the URL as its 'url' parameter. */
export function imageSource(
  url: string,
  siteHost: string,
  proxyPath: string,
  knownHosts: readonly string[] = DEFAULT_KNOWN_IMAGE_HOSTS,
): string {
  return needsImageProxy(url, siteHost, knownHosts)
    ? `${proxyPath}?url=${encodeURIComponent(url.trim())}`
    : url;
}
