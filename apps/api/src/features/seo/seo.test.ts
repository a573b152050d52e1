import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBundle, addPiece } from '../../test/shop-data';
import { databaseKinds, useShop } from '../../test/use-shop';
import { products, videos } from '../catalogue/catalogue.tables';
import { sitemapXml } from './seo.service';

const slugOf = async (shop: ReturnType<typeof useShop>, id: string) =>
  (await shop.db.select({ slug: products.slug }).from(products).where(eq(products.id, id)))[0]!.slug;

describe.each(databaseKinds())('the sitemap and robots.txt on %s', (kind) => {
  const shop = useShop(kind);
  let xml = '';
  const slugs: Record<string, string> = {};
  let bundleOfPublic = '';
  let bundleWithVip = '';
  let videoId = '';
  let offVideoId = '';

  beforeAll(async () => {
    const open = await addPiece(shop, { name: 'Sitemap Denim Jacket' });
    const vip = await addPiece(shop, { name: 'Sitemap VIP Bag', vipOnly: true });
    const off = await addPiece(shop, { name: 'Sitemap Retired Shoe' });
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, off.id));
    for (const [key, piece] of Object.entries({ open, vip, off })) slugs[key] = await slugOf(shop, piece.id);
    const publicBundle = await addBundle(shop, [{ piece: open }]);
    const vipBundle = await addBundle(shop, [{ piece: open }, { piece: vip }]);
    bundleOfPublic = publicBundle.id;
    bundleWithVip = vipBundle.id;
    const made = await shop.db
      .insert(videos)
      .values([
        { title: 'Sitemap video', url: 'https://youtu.be/dQw4w9WgXcQ', active: true },
        { title: 'Switched off video', url: 'https://youtu.be/dQw4w9WgXcQ', active: false },
      ])
      .returning({ id: videos.id });
    videoId = made[0]!.id;
    offVideoId = made[1]!.id;
    const res = await shop.app.request('http://shop.example/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    xml = await res.text();
  });

  it('lists the public products, bundles and videos, and the fixed pages', () => {
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`/products/${slugs.open}</loc><lastmod>`);
    expect(xml).toContain(`/videos/${videoId}</loc>`);
    expect(xml).toMatch(/<loc>[^<]+\/faq<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/<\/loc>/);
    expect(xml.match(/<url>/g)!.length).toBeGreaterThan(8);
  });

  it('leaves out what a visitor may not see: members-only, switched off, bundles holding a hidden piece', async () => {
    expect(xml).not.toContain(`/products/${slugs.vip}<`);
    expect(xml).not.toContain(`/products/${slugs.off}<`);
    expect(xml).not.toContain(`/videos/${offVideoId}<`);
    const bundleSlugs = await shop.db.query.productBundles.findMany({ columns: { id: true, slug: true } });
    const slugOfBundle = (id: string) => bundleSlugs.find((b) => b.id === id)!.slug;
    expect(xml).toContain(`/bundles/${slugOfBundle(bundleOfPublic)}</loc>`);
    expect(xml).not.toContain(`/bundles/${slugOfBundle(bundleWithVip)}<`);
  });

  it('points robots.txt at the sitemap and keeps the admin and the API out', async () => {
    const res = await shop.app.request('http://shop.example/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });
});

describe('sitemapXml', () => {
  it('escapes addresses and writes the change date', () => {
    const xml = sitemapXml('https://shop.example', [
      { path: '/products/a&b', updatedAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    expect(xml).toContain(
      '<loc>https://shop.example/products/a&amp;b</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
