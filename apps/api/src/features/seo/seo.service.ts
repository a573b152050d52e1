// The sitemap and robots.txt. The home page draws only its first cards on the server (decision 0010),
// so search engines learn every public product, bundle and video from the sitemap instead.
import type { AppDeps } from '../../app-deps';
import { publicPages, type SitemapRow } from './seo.repo';

/** The shop's public pages that are always there, as a visitor reaches them from the footer. */
const FIXED_PAGES = ['/', '/bundles', '/faq', '/about', '/shipping-returns', '/privacy', '/terms'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function sitemapXml(origin: string, pages: readonly SitemapRow[]): string {
  const url = (path: string, updatedAt?: Date) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${
      updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...FIXED_PAGES.map((path) => url(path)),
    ...pages.map((page) => url(page.path, page.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export async function sitemap({ database }: Pick<AppDeps, 'database'>, origin: string): Promise<string> {
  return sitemapXml(origin, await publicPages(database.db));
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
