// The <head> a page gets from the server: title, description, Open Graph (so a link shared on
// WhatsApp shows a picture, name and price), JSON-LD, and preloads for the route's own chunks.
import type { Manifest } from './web-renderer';

export type RouteMeta = { title: string; description?: string; image?: string; jsonLd?: object };

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script tag, safe against `</script>` and friends in the data. */
export const jsonScript = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export function pageHead(meta: RouteMeta, page: { origin: string; url: string; shopName: string }): string {
  const description =
    meta.description ??
    `${page.shopName}: curated thrift fashion in Nairobi. Limited Drops | Unlimited Style.`;
  const image = meta.image ? new URL(meta.image, page.origin).href : undefined;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(page.url.split('?')[0] ?? page.url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(page.shopName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(page.url)}" />`,
    `<meta property="og:type" content="website" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    meta.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * modulepreload links for a route's lazy chunks, so hydration does not wait for a second round trip.
 * Files the page template already loads are left out, and so are stylesheets: the one global
 * stylesheet is inlined, and a lazy chunk's own CSS is fetched by Vite's runtime when it loads.
 */
export function preloadLinks(manifest: Manifest, modules: string[], template: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files]
    .filter((f) => !template.includes(`/${f}`))
    .map((f) => `<link rel="modulepreload" href="/${f}" />`)
    .join('\n    ');
}
