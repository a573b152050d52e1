// What every journey uses: Debian's Chromium through playwright-core, Playwright's web-first
// assertions, and opening a shop page the way a shopper waits for it.
import { expect as playwrightExpect } from '@playwright/test';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { shopUrl } from './shop';

/**
 * Playwright's expect, run by vitest: `await expect(locator).toBeVisible()` and friends retry until
 * the page agrees (up to 10 s, room for a busy machine); plain values work as in vitest.
 */
export const expect = playwrightExpect.configure({ timeout: 10_000 });

/** The two screens every journey runs on: a mid-range phone and a laptop. */
export const PHONE_SCREEN = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1280, height: 800 } as const;
export const VIEWPORTS = [
  { name: 'phone', ...PHONE_SCREEN },
  { name: 'laptop', ...LAPTOP },
] as const;

/**
 * Waits until the shop's page works: a server-rendered page paints first and starts its scripts after
 * (apps/api/src/web/start-after-paint.ts), and the app marks <html data-hydrated> once it has taken over.
 * Until then a tap on a button does nothing. Pages without the loader (rendered in the browser, or not
 * the shop's) are ready when loaded.
 */
export const waitForApp = (page: Page) =>
  page.waitForFunction(
    () => !document.getElementById('app-modules') || document.documentElement.dataset.hydrated === 'true',
    null,
    { timeout: 15_000 },
  );

type GotoOptions = Parameters<Page['goto']>[1];

/**
 * Opens a shop address (a path, or a whole URL) and returns once the app has taken the page over, as
 * a shopper would wait for it. With JavaScript off use page.goto: the server's HTML is the page.
 */
export async function visit(page: Page, address: string, options?: GotoOptions) {
  const response = await page.goto(new URL(address, shopUrl()).href, options);
  await waitForApp(page);
  return response;
}

/** Reloads the page and waits for the app as visit() does. */
export async function reload(page: Page, options?: Parameters<Page['reload']>[0]) {
  const response = await page.reload(options);
  await waitForApp(page);
  return response;
}

/** What a journey opens visitors with: a browser context or a page in a context of its own. */
export type Visitors = Pick<Browser, 'newContext' | 'newPage'>;

let visitorCount = 0;

/**
 * A made-up address for one visitor. The journeys' server trusts one proxy (TRUST_PROXY=1 in
 * global-setup.ts) and every visitor says where it comes from, as a shop behind a proxy sees its
 * shoppers: the server's per-address limits (checkouts, quotes, payment confirmations, sign-ins)
 * then count each visitor apart, not every journey together as 127.0.0.1.
 */
export function visitorAddress(): string {
  visitorCount += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${(visitorCount % 250) + 1}`;
}

/**
 * Every visitor starts with the recent-purchase toast dismissed (has_seen_fomo): once journeys have
 * paid orders, it would otherwise slide over the corner of every page they look at. The toast's own
 * journey opens its visitors with PURCHASE_TOAST_VISITOR instead.
 */
const toastDismissed = (): BrowserContextOptions['storageState'] => ({
  cookies: [],
  origins: [{ origin: new URL(shopUrl()).origin, localStorage: [{ name: 'has_seen_fomo', value: 'true' }] }],
});

/** A visitor who has not dismissed the recent-purchase toast. */
export const PURCHASE_TOAST_VISITOR: BrowserContextOptions = { storageState: { cookies: [], origins: [] } };

/**
 * The shop's service worker stays out of journeys (it registers a few seconds after a page settles):
 * requests it answers would pass by page.route and the visitor's own address. The installable app's
 * journey (pwa.test.ts) opens its visitors with `serviceWorkers: 'allow'`.
 */
const withAddress = (options: BrowserContextOptions = {}): BrowserContextOptions => ({
  serviceWorkers: 'block',
  storageState: toastDismissed(),
  ...options,
  extraHTTPHeaders: { 'x-forwarded-for': visitorAddress(), ...options.extraHTTPHeaders },
});

/** Each context or page opened through this is a visitor with its own address (visitorAddress). */
const visitorsOf = (browser: Browser): Visitors => ({
  newContext: (options) => browser.newContext(withAddress(options)),
  newPage: (options) => browser.newPage(withAddress(options)),
});

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/**
 * A page in a fresh browser context (its own cookies and storage: a new visitor). A stuck step
 * reports itself after 15 s instead of running into the test's time-out.
 */
export async function freshPage(
  browser: Visitors,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Collects console errors and uncaught page errors, to assert a page rendered cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** Text to match literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A toast (or any short message) with exactly this text has appeared. */
export const toast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).first()).toBeAttached();

/** One browser for the test file (launched before its tests, closed after), opening visitors. */
export function useBrowser(): () => Visitors {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet (use it inside a test).');
    return visitorsOf(browser);
  };
}

/**
 * OpenStreetMap's tiles, stood in for (no internet here): every tile one grey pixel, so a screen with
 * a map loads it without the failed requests a browser reports as console errors.
 */
export async function stubMapTiles(page: Page): Promise<void> {
  const grey = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA5wDmyVAmGAAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: grey }),
  );
}
