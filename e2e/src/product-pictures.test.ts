// Product pictures in a real browser: Chromium picks the AVIF siblings the seed wrote, falls back to
// WebP when an AVIF file is missing (a shop seeded before AVIF existed), and to the placeholder when
// the picture cannot load at all; the image proxy refuses a private address on the running server.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expect, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();

/** What the first product pictures on the page show, once they have loaded. */
async function shownPictures(page: Page) {
  await page.locator('picture img').first().waitFor();
  await expect
    .poll(() =>
      page.$$eval('picture img', (imgs) =>
        (imgs as HTMLImageElement[]).slice(0, 4).every((img) => img.complete),
      ),
    )
    .toBe(true);
  return page.$$eval('picture img', (imgs) =>
    (imgs as HTMLImageElement[])
      .slice(0, 4)
      .map((img) => ({ src: new URL(img.currentSrc).pathname, width: img.naturalWidth })),
  );
}

describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
])('product pictures on a %s', (_name, viewport) => {
  it('load as AVIF in a width that fits the card', async () => {
    const page = await browser().newPage({ viewport });
    const errors = watchErrors(page);
    await visit(page, '/', { waitUntil: 'networkidle' });
    for (const picture of await shownPictures(page)) {
      expect(picture.src).toMatch(/^\/uploads\/images\/[a-z0-9-]+-(320|640)w\.avif$/);
      expect(picture.width).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a picture that cannot load', () => {
  it('falls back to WebP when its AVIF file is missing', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await page.route('**/uploads/images/*.avif', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await visit(page, '/', { waitUntil: 'networkidle' });
    for (const picture of await shownPictures(page)) {
      expect(picture.src).toMatch(/\.webp$/);
      expect(picture.width).toBeGreaterThan(0);
    }
    await page.close();
  });

  it('shows the placeholder when neither format loads', async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await page.route('**/uploads/images/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await visit(page, '/', { waitUntil: 'networkidle' });
    for (const picture of await shownPictures(page)) {
      expect(picture.src).toBe('/placeholder.svg');
      expect(picture.width).toBeGreaterThan(0);
    }
    // The product's name stays the picture's text alternative (on the grid's cards; the highlights'
    // round covers sit beside their titles and say nothing themselves).
    expect(await page.locator('#shop picture img').first().getAttribute('alt')).toBeTruthy();
    await page.close();
  });
});

describe('the image proxy on the running shop', () => {
  it('refuses the cloud metadata address and a loopback name with the JSON error shape', async () => {
    for (const target of ['http://169.254.169.254/latest/meta-data/', 'http://localhost/a.png']) {
      const res = await fetch(`${baseUrl}/api/image-proxy?url=${encodeURIComponent(target)}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'address_refused' } });
    }
  });
});
