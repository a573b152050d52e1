// The shop's frame: the home page is in the HTML before any script runs, every public route renders
// without a console error, guarded routes send visitors home, unknown routes get the 404 page.
import { describe, it, inject } from 'vitest';
import { expect, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('home', () => {
  it('has the headline in the HTML the server sends, before any script runs', async () => {
    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(visibleText(html)).toContain('SEE IT. LOVE IT. BAG IT.');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    // The first page of products travels with the HTML instead of a second request.
    expect(html).toContain('id="app-data"');
  });

  it('shows the headline with JavaScript off too', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await expect(page.locator('h1')).toContainText('BAG IT.');
    await context.close();
  });

  it('sends the first 16 grid cards as HTML and draws the rest as the shopper scrolls to them', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const grid = html.slice(html.indexOf('id="shop"'));
    const boxes = [...grid.matchAll(/<div id="grid-[^"]+" class="([^"]*)">(<\/div>)?/g)];
    // Cards 5 to 16 come with their HTML (hydrated later); from the 17th on, empty boxes.
    expect(boxes.filter((m) => !m[2]).length).toBe(12);
    expect(boxes.filter((m) => m[2]).length).toBeGreaterThan(20);
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } });
    const errors = watchErrors(page);
    await visit(page, '/', { waitUntil: 'networkidle' });
    const cells = page.locator('#shop ul > li');
    const last = cells.nth((await cells.count()) - 1);
    expect(await last.locator('a, button').count()).toBe(0);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.locator('a, button').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists every public product for search engines in /sitemap.xml', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    const res = await fetch(`${baseUrl}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const products = await (await fetch(`${baseUrl}/api/catalogue/products`)).json();
    for (const product of products.products as { slug: string }[]) {
      expect(xml).toContain(`<loc>${baseUrl}/products/${encodeURIComponent(product.slug)}</loc>`);
    }
  });

  it('hydrates the server HTML without errors and shows demo products', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } });
    const errors = watchErrors(page);
    await visit(page, '/', { waitUntil: 'networkidle' });
    expect(await page.locator('h1').innerText()).toBe('SEE IT. LOVE IT. BAG IT.');
    expect(await page.locator('main a[href^="/products/"]').count()).toBeGreaterThan(10);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('what the server sends', () => {
  it('sets each page its own title, description and Open Graph tags', async () => {
    const html = await (await fetch(`${baseUrl}/shipping-returns`)).text();
    expect(html).toContain('<title>Shipping &amp; Returns | TNT Thrift</title>');
    expect(html).toContain('<meta property="og:title" content="Shipping &amp; Returns | TNT Thrift" />');
    expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
    expect(html).toMatch(/<h1[^>]*>Shipping &amp; Returns<\/h1>/);
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    // The home page names its entry in the list its loader starts after the first paint.
    const script = html.match(/"entry":"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    const missing = await fetch(`${baseUrl}/assets/no-such-file.js`);
    expect(missing.status).toBe(404);
  });

  it('puts the stylesheet inside the HTML, so nothing blocks the first paint on a slow connection', async () => {
    const html = await (await fetch(`${baseUrl}/about`)).text();
    expect(html).toMatch(/<style>[\s\S]*\.hero-word[\s\S]*<\/style>/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it('never serves the page template itself', async () => {
    const res = await fetch(`${baseUrl}/index.html`);
    expect(await res.text()).not.toContain('<!--app-html-->');
  });
});

const PUBLIC_ROUTES = [
  '/',
  '/feed',
  '/checkout',
  '/wishlist',
  '/delivery-details?order_id=',
  '/order-confirmation',
  '/guest-orders',
  '/privacy',
  '/terms',
  '/about',
  '/shipping-returns',
  '/faq',
  '/early-access?drop=',
  '/vip-collection',
  '/collaborate',
  '/creator-dashboard',
  '/bundles',
  '/bundles/weekend-denim-edit',
  '/payment-callback?status=&tx_ref=&transaction_id=',
  // A made-up slug is a real 404 now (product-page.test.ts); these are demo-shop items.
  '/products/breton-striped-tee',
  '/login',
];

describe('every public route', () => {
  it.each(PUBLIC_ROUTES)('%s renders with a heading and no console error', async (path) => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    const res = await visit(page, path, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    // Device pages arrive as the shop's frame and bring their heading and footer once their script
    // has run: on a busy machine that can take more than a second.
    await expect(page.locator('main h1').first()).toBeAttached();
    await expect(page.locator('footer')).toHaveCount(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('guards', () => {
  it.each(['/profile', '/orders', '/admin', '/admin/products', '/upload'])(
    '%s sends a visitor to /',
    async (path) => {
      const page = await browser().newPage();
      await visit(page, path, { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).toBe('/');
      await page.close();
    },
  );

  it('lets the shop owner into /admin once signed in', async () => {
    const admin = inject('admin');
    const context = await browser().newContext();
    const res = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: { email: admin.email, password: admin.password },
      headers: { origin: baseUrl },
    });
    expect(res.status()).toBe(200);
    const page = await context.newPage();
    await visit(page, '/admin', { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/admin');
    await expect(page.locator('main h1')).toHaveText('Admin Dashboard');
    await context.close();
  });
});

describe('unknown routes', () => {
  it('show the 404 page with a 404 status', async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    const res = await visit(page, '/no-such-page/anywhere', { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    expect(await page.locator('main h1').innerText()).toMatch(/page not found/i);
    // Chromium reports the document's own 404 status as a console error; nothing else may appear.
    expect(errors.filter((e) => !e.includes('status of 404 (Not Found)'))).toEqual([]);
    await page.close();
  });

  it('answer JSON under /api', async () => {
    const res = await fetch(`${baseUrl}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
