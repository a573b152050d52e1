// The <head> a page gets from the server: title, description, Open Graph (so a link shared on
// WhatsApp shows a picture, name and price), JSON-LD, and preloads for the route's own chunks.
import type { RouteMeta } from '@shop/contracts';
import { TAGLINE } from '@shop/domain/texts';
import type { Manifest } from './web-renderer';

export type { RouteMeta } from '@shop/contracts';

// Structured data carries the site's own addresses root-relative (the web app cannot know the public
// origin); search engines and link previews need them absolute.
const ADDRESS_KEYS = new Set(['url', 'image', '@id', 'logo']);

const absolute = (value: unknown, origin: string): unknown =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? new URL(value, origin).href
    : value;

/** A copy of JSON-LD with root-relative addresses under url / image / @id / logo made absolute. */
export function absoluteJsonLd(value: unknown, origin: string, key = ''): unknown {
  if (Array.isArray(value)) return value.map((entry) => absoluteJsonLd(entry, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteJsonLd(v, origin, k)]));
  }
  return ADDRESS_KEYS.has(key) ? absolute(value, origin) : value;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script tag, safe against `</script>` and friends in the data. */
export const jsonScript = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export function pageHead(meta: RouteMeta, page: { origin: string; url: string; shopName: string }): string {
  const description = meta.description ?? `${page.shopName}: curated thrift fashion in Nairobi. ${TAGLINE}`;
  const image = meta.image ? new URL(meta.image, page.origin).href : undefined;
  // The address the shop is known by (PUBLIC_URL), whatever host the request came in on.
  const requested = new URL(page.url);
  const url = new URL(requested.pathname + requested.search, page.origin).href;
  const canonical = new URL(requested.pathname, page.origin).href;
  const product = meta.ogType === 'product' && typeof meta.price === 'number';
  const video =
    meta.ogType === 'video.other' && meta.video ? new URL(meta.video.url, page.origin).href : null;
  const ogType = product ? 'product' : video ? 'video.other' : 'website';
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(page.shopName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${ogType}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    image && meta.imageAlt ? `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />` : '',
    video ? `<meta property="og:video" content="${escapeHtml(video)}" />` : '',
    video?.startsWith('https:')
      ? `<meta property="og:video:secure_url" content="${escapeHtml(video)}" />`
      : '',
    video ? `<meta property="og:video:type" content="${escapeHtml(meta.video!.type)}" />` : '',
    product ? `<meta property="product:price:amount" content="${meta.price}" />` : '',
    product ? `<meta property="product:price:currency" content="KES" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    meta.preloadImage
      ? `<link rel="preload" as="image" type="${escapeHtml(meta.preloadImage.type)}" imagesrcset="${escapeHtml(meta.preloadImage.srcset)}" imagesizes="${escapeHtml(meta.preloadImage.sizes)}" fetchpriority="high" />`
      : '',
    meta.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(absoluteJsonLd(meta.jsonLd, page.origin)).replace(/</g, '\\u003c')}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The chunks a route needs beyond what the page template already loads, in load order. Stylesheets
 * are left out: the one global stylesheet is inlined, and a lazy chunk's own CSS is fetched by Vite's
 * runtime when it loads.
 */
export function routeChunks(manifest: Manifest, modules: string[], template: string): string[] {
  // The same few routes are asked for on every page: the answer is kept per build and route.
  let forTemplate = chunksKept.get(manifest);
  if (!forTemplate) chunksKept.set(manifest, (forTemplate = new Map()));
  let forRoutes = forTemplate.get(template);
  if (!forRoutes) forTemplate.set(template, (forRoutes = new Map()));
  const key = modules.join('\n');
  let chunks = forRoutes.get(key);
  if (!chunks) forRoutes.set(key, (chunks = findRouteChunks(manifest, modules, template)));
  return chunks;
}

const chunksKept = new WeakMap<Manifest, Map<string, Map<string, string[]>>>();

function findRouteChunks(manifest: Manifest, modules: string[], template: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files].filter((f) => !template.includes(`/${f}`)).map((f) => `/${f}`);
}

/** modulepreload links for a route's chunks, so hydration does not wait for a second round trip. */
export function preloadLinks(manifest: Manifest, modules: string[], template: string): string {
  return routeChunks(manifest, modules, template)
    .map((href) => `<link rel="modulepreload" href="${href}" />`)
    .join('\n    ');
}
