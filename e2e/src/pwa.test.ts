// The shop as an installable app that works offline (vite-plugin-pwa's /sw.js, apps/web/build/pwa.ts):
// the manifest and the worker register; a visited product page opens again offline, pictures and all; a
// page never visited shows the offline screen in the shop's frame, whose Retry brings the page back
// once the network is there; the bag still lists its pieces offline and says paying needs a connection;
// a late M-Pesa approval is confirmed as soon as the connection returns; and a new build of the worker
// raises the persistent prompt whose Refresh moves the page to the new version.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, it, inject } from 'vitest';
import { expect, freshPage, reload, useBrowser, visit } from './browser';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import {
  addToBag,
  expectBagCleared,
  expectStock,
  ORDER_URL,
  payWithMpesa,
  pendingPayments,
  sheet,
  useSparePieces,
} from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();
const take = useSparePieces();
const clientDir = new URL('../../apps/web/dist/client/', import.meta.url).pathname;

type Product = { slug: string; name: string; stock: number; sizes: string[] };
let products: Product[];

beforeAll(async () => {
  ({ products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: Product[];
  });
  expect(products.length).toBeGreaterThan(2);
});

/** A visitor whose browser runs the shop's service worker (other journeys block it). */
const appVisitor = () =>
  freshPage(browser(), { serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** Waits until the worker is active and controls this page (the first page it is installed from is not). */
async function controlledBy(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.ready.then((r) => !!r.active), null, {
    timeout: 30_000,
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await reload(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toBe(`${baseUrl}/sw.js`);
}

/** No network for the page nor for its worker (the worker's own fetches go past setOffline). */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
}

async function goOnline(context: BrowserContext) {
  await context.unrouteAll();
  await context.setOffline(false);
}

describe('the installable shop', () => {
  it('serves a valid manifest and a no-cache worker, and registers the worker at the site root', async () => {
    const { context, page } = await appVisitor();
    await visit(page, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifestAnswer = await page.request.get(`${baseUrl}/manifest.webmanifest`);
    expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestAnswer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#111111' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(`${baseUrl}${icon.src}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
    const worker = await page.request.get(`${baseUrl}/sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');
    const csp = worker.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");

    // Installed once the page has settled: the shop says it works offline now (once on this device).
    const ready = page.getByRole('status').filter({ hasText: 'The shop is ready to work offline.' });
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await ready.getByRole('button', { name: 'Dismiss' }).click();
    await expect(ready).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('pwa_offline_ready_shown'))).toBe('true');

    await controlledBy(page);
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope))).toBe(`${baseUrl}/`);
    await context.close();
  });

  it("passes Chrome's own installability check (what Android Chrome checks before offering to install)", async () => {
    // A profile on disk: Chrome never installs from an incognito profile (a plain Playwright context).
    const profile = mkdtempSync(join(tmpdir(), 'shop-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await visit(page, '/');
      await controlledBy(page);
      const devtools = await context.newCDPSession(page);
      const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens a visited product page offline, and shows the offline screen for a page never visited', async () => {
    const { context, page } = await appVisitor();
    await visit(page, '/');
    await controlledBy(page);
    const product = products.find((p) => p.stock > 0)!;
    await visit(page, `/products/${product.slug}`);
    const heading = page.getByRole('heading', { level: 1, name: product.name });
    await expect(heading).toBeVisible();
    // Its first picture is loaded (and so kept) before the network goes.
    await expect
      .poll(() =>
        page
          .locator('main img')
          .first()
          .evaluate((img) => (img as HTMLImageElement).complete),
      )
      .toBe(true);

    await goOffline(context);
    await reload(page);
    await expect(heading).toBeVisible();
    const picture = page.locator('main img').first();
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(`${baseUrl}/faq`);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    // The shop's frame is around it.
    await expect(page.getByRole('banner')).toBeVisible();
    expect(page.url()).toBe(`${baseUrl}/faq`);

    await goOnline(context);
    await page.getByRole('link', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await context.close();
  });

  it("never keeps a signed-in shopper's pages, and forgets the kept ones at sign-out", async () => {
    const { context, page } = await appVisitor();
    const [visited, personal] = products.filter((p) => p.stock > 0);
    const keptPages = () =>
      page.evaluate(() =>
        caches.open('shop-pages').then((cache) => cache.keys().then((keys) => keys.map((k) => k.url))),
      );
    await visit(page, '/');
    await controlledBy(page);
    // As a visitor: the page is kept.
    await visit(page, `/products/${visited!.slug}`);
    await expect.poll(keptPages).toContain(`${baseUrl}/products/${visited!.slug}`);

    // Signed in on this phone: the pages name the shopper and are not kept.
    const signIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: inject('admin'),
      headers: { origin: baseUrl },
    });
    expect(signIn.status()).toBe(200);
    const answer = await visit(page, `/products/${personal!.slug}`);
    expect(answer?.headers()['x-page-audience']).toBe('personal');
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await goOnline(context);

    // Signing out forgets what the phone kept before.
    await visit(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    // Signing out loads the home page afresh: wait for it before looking into the caches.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect.poll(keptPages).not.toContain(`${baseUrl}/products/${visited!.slug}`);
    await context.close();
  });

  it('keeps the bag and the wishlist working offline, and says checking out needs a connection', async () => {
    const { context, page } = await appVisitor();
    await visit(page, '/');
    await controlledBy(page);
    const piece = take();
    await addToBag(page, piece);
    const saved = page.getByRole('main').getByRole('button', { name: 'Add to wishlist' });
    await saved.click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Remove from wishlist' })).toHaveCount(1);

    await goOffline(context);
    // The wishlist, never opened either: its pieces as saved, and a word about the network.
    await page.goto(`${baseUrl}/wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page.getByText(piece.name).first()).toBeVisible();
    await expect(page.getByText(/^You are offline\. Your saved pieces are here/)).toBeVisible();

    // /bag was never opened: the worker's offline screen starts the bag from the device.
    await page.goto(`${baseUrl}/bag`);
    await expect(page.getByRole('list', { name: 'Items in your bag' }).getByText(piece.name)).toBeVisible();
    await expect(page.getByText('You are offline. Checking out needs a connection.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await goOnline(context);
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    await context.close();
  });

  it('confirms a late M-Pesa approval as soon as the connection comes back, with one order', async () => {
    // No worker here: the confirmation is the page's own request, and its failures show on the page.
    const { context, page } = await freshPage(browser(), { viewport: { width: 390, height: 844 } });
    const piece = take();
    await addToBag(page, piece);
    await visit(page, '/checkout');
    await payWithMpesa(page);
    await sheet(page).getByRole('button', { name: 'Approve late' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting for the payment to be confirmed' }),
    ).toHaveCount(1);

    // The network drops while the phone approves (the sandbox settles 20 s after the prompt). Each ask
    // fails, and the page waits longer after each: after the third, over half a minute.
    let failed = 0;
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/api/checkout/confirm')) failed += 1;
    });
    await goOffline(context);
    await expect.poll(() => failed, { timeout: 45_000 }).toBeGreaterThanOrEqual(3);
    expect(await pendingPayments(page)).toHaveLength(1);

    // Back online: asked again at once, not after that wait.
    const confirmed = page.waitForRequest((request) => request.url().endsWith('/api/checkout/confirm'), {
      timeout: 10_000,
    });
    await goOnline(context);
    await confirmed;
    await page.waitForURL(ORDER_URL, { timeout: 10_000 });
    await expectBagCleared(page);
    await expectStock(piece, piece.stock - 1);
    await context.close();
  }, 120_000);

  it('shows the Refresh prompt when a new version of the worker is deployed', async () => {
    const { context, page } = await appVisitor();
    await visit(page, '/');
    await controlledBy(page);
    const worker = `${clientDir}sw.js`;
    const compressed = [`${worker}.gz`, `${worker}.br`].filter(existsSync);
    const saved = readFileSync(worker);
    try {
      // A new build: the same worker with other bytes (its compressed copies set aside meanwhile).
      compressed.forEach((file) => renameSync(file, `${file}.aside`));
      writeFileSync(worker, `${saved.toString()}\n// build ${Date.now()}\n`);
      await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));
      await reload(page);
      const prompt = page.getByRole('status').filter({ hasText: 'A new version of the shop is ready.' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await expect(prompt.getByRole('button', { name: 'Dismiss' })).toBeVisible();
      // Listening before the click: on a fast machine the new page can load before the click returns.
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Refresh' }).click();
      await reloaded;
      await expect(prompt).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !r?.waiting)))
        .toBe(true);
    } finally {
      writeFileSync(worker, saved);
      compressed.forEach((file) => renameSync(`${file}.aside`, file));
    }
    await context.close();
  });
});
