// Accessibility: the settings panel (high contrast, text size 70–200 %) kept on the device and applied
// before the first paint of every page, admin included; and axe-core finding no serious or critical
// problem on the shop's main pages, on a phone and a laptop.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, inject, it } from 'vitest';
import { expect, freshPage, LAPTOP, PHONE_SCREEN, reload, useBrowser, visit, VIEWPORTS } from './browser';
import { addToBag, openBag, useSparePieces } from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();
const take = useSparePieces();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const opened: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(opened.map((context) => context.close()));
});

const settingsPanel = (page: Page) => page.getByRole('dialog', { name: 'Accessibility' });
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

/**
 * A visitor whose pages axe can be put into. axe arrives as an inline script, which the shop's
 * Content-Security-Policy rightly refuses, so these contexts (and only these) ignore the policy; the
 * settings journey below runs under it.
 */
async function axeVisitor(viewport: { width: number; height: number }, storage: Record<string, string> = {}) {
  const context = await browser().newContext({
    viewport,
    bypassCSP: true,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseUrl).origin,
          localStorage: Object.entries({ has_seen_fomo: 'true', ...storage }).map(([name, value]) => ({
            name,
            value,
          })),
        },
      ],
    },
  });
  context.setDefaultTimeout(15_000);
  opened.push(context);
  return context;
}

/** The serious and critical problems axe-core finds on the page as it is now, one line each. */
async function seriousProblems(page: Page): Promise<string[]> {
  // The page as it settles: entrance animations (the hero's words rising in) played out; endless
  // ones (the marquee) go on.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe.run({
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
          .join(' | ')}`,
    );
}

const expectNoSeriousProblems = async (page: Page, where: string) =>
  expect(await seriousProblems(page), where).toEqual([]);

describe('the accessibility settings', () => {
  it('text size 150 % and high contrast, chosen in the phone menu, hold from the first paint after a reload', async () => {
    const { context, page } = await freshPage(browser(), { viewport: PHONE_SCREEN });
    opened.push(context);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('button', { name: 'Accessibility' })
      .click();
    const panel = settingsPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('100%');
    const larger = panel.getByRole('button', { name: 'Larger text' });
    for (let i = 0; i < 5; i += 1) await larger.click();
    await expect(panel.getByRole('status')).toHaveText('150%');
    expect(await rootFontSize(page)).toBe('24px');
    await panel.getByRole('switch', { name: /High contrast/ }).check();
    expect(await page.evaluate(() => document.documentElement.classList.contains('high-contrast'))).toBe(
      true,
    );
    expect(
      await page.evaluate(() => [
        localStorage.getItem('a11y-font-size'),
        localStorage.getItem('a11y-high-contrast'),
      ]),
    ).toEqual(['150', 'true']);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // After the reload: what <html> looks like as soon as the body exists (before anything can paint,
    // long before the app's scripts run), at the first contentful paint, and every layout shift.
    await page.addInitScript(() => {
      const seen = window as unknown as Record<string, unknown> & { shifts: number };
      seen.shifts = 0;
      const look = () => {
        const root = document.documentElement;
        return {
          fontSize: getComputedStyle(root).fontSize,
          highContrast: root.classList.contains('high-contrast'),
          hydrated: root.dataset.hydrated === 'true',
        };
      };
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        seen.bodyLook ??= look();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) seen.paintLook ??= look();
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) seen.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await reload(page, { waitUntil: 'load' });
    const expected = { fontSize: '24px', highContrast: true, hydrated: false };
    expect(await page.evaluate(() => (window as unknown as { bodyLook: unknown }).bodyLook)).toEqual(
      expected,
    );
    expect(await page.evaluate(() => (window as unknown as { paintLook: unknown }).paintLook)).toEqual(
      expected,
    );
    expect(await rootFontSize(page)).toBe('24px');
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    // High contrast: black text on white.
    expect(
      await page.evaluate(() => {
        const body = getComputedStyle(document.body);
        return [body.color, body.backgroundColor];
      }),
    ).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);

    // The panel reads the stored settings back; Reset returns to 100 % and normal contrast.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('button', { name: 'Accessibility' })
      .click();
    await expect(panel.getByRole('status')).toHaveText('150%');
    await expect(panel.getByRole('switch', { name: /High contrast/ })).toBeChecked();
    await panel.getByRole('button', { name: 'Reset to default' }).click();
    await expect(panel.getByRole('status')).toHaveText('100%');
    expect(await rootFontSize(page)).toBe('16px');
    expect(await page.evaluate(() => document.documentElement.classList.contains('high-contrast'))).toBe(
      false,
    );
  });

  it('opens from the footer on a laptop, stops at 70 %, and the keyboard returns to the footer button', async () => {
    const { context, page } = await freshPage(browser(), { viewport: LAPTOP });
    opened.push(context);
    // A page the browser renders itself: its footer is live as soon as it shows.
    await visit(page, '/wishlist');
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Accessibility' });
    await footerButton.press('Enter');
    const panel = settingsPanel(page);
    await expect(panel).toBeVisible();
    const smaller = panel.getByRole('button', { name: 'Smaller text' });
    for (let i = 0; i < 3; i += 1) await smaller.click();
    await expect(panel.getByRole('status')).toHaveText('70%');
    await expect(smaller).toBeDisabled();
    expect(await rootFontSize(page)).toBe('11.2px');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(footerButton).toBeFocused();
  });
});

describe('axe-core on the main pages', () => {
  for (const viewport of VIEWPORTS) {
    it(`finds no serious or critical problem on the storefront, the bag and the checkout (${viewport.name})`, async () => {
      const context = await axeVisitor(viewport);
      const page = await context.newPage();
      await visit(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousProblems(page, 'home');

      const { bundles } = (await (await fetch(`${baseUrl}/api/catalogue/bundles`)).json()) as {
        bundles: { slug: string }[];
      };
      await visit(page, `/bundles/${bundles[0]!.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousProblems(page, 'bundle');

      const piece = take();
      await addToBag(page, piece);
      await expectNoSeriousProblems(page, 'product');
      await openBag(page);
      await expectNoSeriousProblems(page, 'bag drawer');

      await visit(page, '/checkout');
      await expect(page.getByText(`${piece.name} x 1`)).toHaveCount(1);
      await expectNoSeriousProblems(page, 'checkout');

      await visit(page, '/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousProblems(page, 'sign-in');
    });
  }

  it('finds no serious or critical problem on a customer’s profile and orders', async () => {
    const context = await axeVisitor(PHONE_SCREEN);
    const email = `a11y-${Date.now()}@e2e.test`;
    const res = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { email, password: 'e2e-a11y-password', name: 'Wanjiru Axe' },
      headers: { origin: baseUrl },
    });
    expect(res.status()).toBe(200);
    const page = await context.newPage();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await visit(page, '/profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousProblems(page, `profile (${viewport.name})`);
      await visit(page, '/orders');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousProblems(page, `orders (${viewport.name})`);
    }
    // The account menu (a laptop now) opens the settings panel too; axe checks the open panel.
    await page.getByRole('button', { name: 'Account menu for Wanjiru' }).click();
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await expect(settingsPanel(page)).toBeVisible();
    await expectNoSeriousProblems(page, 'accessibility panel');
  });

  it('finds no serious or critical problem on the storefront in high contrast at 200 % (phone)', async () => {
    const context = await axeVisitor(PHONE_SCREEN, { 'a11y-font-size': '200', 'a11y-high-contrast': 'true' });
    const page = await context.newPage();
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await rootFontSize(page)).toBe('32px');
    await expectNoSeriousProblems(page, 'home in high contrast');
    const piece = take();
    await visit(page, `/products/${piece.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousProblems(page, 'product in high contrast');
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Accessibility' })
      .scrollIntoViewIfNeeded();
    await expectNoSeriousProblems(page, 'footer in high contrast');
  });

  it('finds no serious or critical problem on the admin products, with and without the settings', async () => {
    const settings: Record<string, string>[] = [
      {},
      { 'a11y-font-size': '150', 'a11y-high-contrast': 'true' },
    ];
    for (const storage of settings) {
      const context = await axeVisitor(LAPTOP, storage);
      const res = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
        data: inject('admin'),
        headers: { origin: baseUrl },
      });
      expect(res.status()).toBe(200);
      const page = await context.newPage();
      await visit(page, '/admin/products');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const withSettings = 'a11y-font-size' in storage;
      expect(await rootFontSize(page)).toBe(withSettings ? '24px' : '16px');
      expect(await page.evaluate(() => document.documentElement.classList.contains('high-contrast'))).toBe(
        withSettings,
      );
      await expectNoSeriousProblems(page, `admin products${withSettings ? ' (150 %, high contrast)' : ''}`);
    }
  });
});
