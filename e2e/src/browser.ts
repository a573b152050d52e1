// Debian's Chromium through playwright-core, with the flags this machine needs (no downloads, no
// background traffic to the outside, no sandbox as root).
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** The two screens every journey runs on: a mid-range phone and a laptop. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Waits until the shop's page works: a server-rendered page paints first and starts its scripts after
 * (apps/api/src/web/start-after-paint.ts), and the app marks <html data-hydrated> once it has taken over.
 * Pages without the loader (rendered in the browser, or not the shop's) are ready when loaded.
 */
export const appReady = (page: Page) =>
  page.waitForFunction(
    () => !document.getElementById('app-modules') || document.documentElement.dataset.hydrated === 'true',
    null,
    { timeout: 15_000 },
  );

/** Every goto and reload in a journey returns once the page works, as a shopper would wait for it. */
function waitForAppAfterLoads(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        await appReady(page);
        return response;
      },
    });
  }
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    // With JavaScript off there is nothing to wait for: the server's HTML is the page.
    if (options?.javaScriptEnabled !== false) context.on('page', waitForAppAfterLoads);
    return context;
  };
  return browser;
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

/** One browser for the test file: launched before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet (use it inside a test).');
    return browser;
  };
}
