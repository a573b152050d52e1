// The honest recent-purchase toast: a shopper ticks the opt-in at checkout and pays; another shopper on
// a phone then sees "{first name} in {area} bought {piece} · 0 min ago", swipes it away past half its
// width, and it stays away after a reload (has_seen_fomo). On a laptop the owner sees the product's
// admin link on the toast, and at /admin/fomo hides the entry: the shop stops showing it.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import {
  expect,
  freshPage,
  LAPTOP,
  PHONE_SCREEN,
  PURCHASE_TOAST_VISITOR,
  escapeRegExp,
  reload,
  useBrowser,
  visit,
} from './browser';
import {
  openCheckoutPage,
  ORDER_URL,
  payWithMpesa,
  sheet,
  useSparePieces,
  type Product,
} from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const SHOWN_FOR_A_MINUTE = { enabled: true, delay_seconds: 0, interval_seconds: 60 };
const DEFAULTS = { enabled: true, delay_seconds: 8, interval_seconds: 10 };

type FomoAnswer = { entries: { name: string; area: string; product_name: string }[] };
const publicEntries = async () =>
  ((await (await fetch(`${baseUrl}/api/fomo`)).json()) as FomoAnswer).entries.map(
    // As the toast says it: other journeys' buyers of the same piece are told apart by name and area.
    (e) => `${e.name} in ${e.area} bought ${e.product_name}`,
  );

const toastOf = (page: Page) => page.getByRole('complementary', { name: 'Recent purchases' });

/** A real finger on the touch screen: down on the toast, across most of its width, up. */
async function swipe(page: Page, context: BrowserContext, fraction: number) {
  const box = (await toastOf(page).boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const y = box.y + box.height / 2;
  const from = box.x + 30;
  const point = (x: number) => [{ x, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 8; step += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from + (box.width * fraction * step) / 8),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('the recent-purchase toast', () => {
  const browser = useBrowser();
  const take = useSparePieces();
  let owner: { context: BrowserContext; page: Page };
  let piece: Product;
  let said: RegExp;
  let bought: string;

  const saveSettings = async (settings: typeof DEFAULTS) => {
    const res = await owner.context.request.put(`${baseUrl}/api/admin/fomo/settings`, {
      data: settings,
      headers: { origin: baseUrl },
    });
    expect(res.status()).toBe(200);
  };

  beforeAll(async () => {
    owner = await freshPage(browser(), { viewport: LAPTOP, ...PURCHASE_TOAST_VISITOR });
    const signIn = await owner.context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: admin,
      headers: { origin: baseUrl },
    });
    expect(signIn.status()).toBe(200);
    await saveSettings(SHOWN_FOR_A_MINUTE);

    // A shopper who says yes to being named buys a piece and gives a Kilimani address.
    piece = take();
    // The buyer has put the toast away already, so it never lies over their Add to Bag button.
    const buyer = await freshPage(browser(), { viewport: PHONE_SCREEN });
    await openCheckoutPage(buyer.page, piece);
    const optIn = buyer.page.getByRole('checkbox', {
      name: "Show my first name and area in the shop's recent purchases",
    });
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await payWithMpesa(buyer.page);
    await sheet(buyer.page).getByRole('button', { name: 'Approve', exact: true }).click();
    await buyer.page.waitForURL(ORDER_URL);
    await buyer.page.getByLabel('Full name', { exact: true }).fill('Achieng Otieno');
    await buyer.page
      .getByLabel('Delivery address', { exact: true })
      .fill('Block C4, Argwings Kodhek Rd, Kilimani');
    await buyer.page.getByRole('button', { name: 'Save Delivery Details' }).click();
    await buyer.page.waitForURL(/\/order-confirmation\?/);
    await buyer.context.close();
    bought = `Achieng in Kilimani bought ${piece.name}`;
    said = new RegExp(`^${escapeRegExp(bought)} · \\d+ min ago$`);
  });

  afterAll(async () => {
    await saveSettings(DEFAULTS);
    await owner?.context.close();
  });

  it('shows the purchase on a phone, swipes away past half its width and stays away', async () => {
    const { context, page } = await freshPage(browser(), {
      viewport: PHONE_SCREEN,
      hasTouch: true,
      ...PURCHASE_TOAST_VISITOR,
    });
    await visit(page, '/');
    const toast = toastOf(page);
    await expect(toast.getByRole('status')).toHaveText(said, { timeout: 20_000 });
    // Not the owner: no admin link. Never the street or the surname.
    await expect(toast.getByRole('link')).toHaveCount(0);
    expect(await toast.innerText()).not.toMatch(/Otieno|Argwings/);

    // A short drag springs back; past half the width it is gone for good.
    await swipe(page, context, 0.3);
    await expect(toast).toBeVisible();
    await swipe(page, context, 0.7);
    await expect(toast).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('has_seen_fomo'))).toBe('true');

    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/fomo') asked.push(request.url());
    });
    await reload(page);
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => /\/purchase-toast-[\w-]+\.js$/.test(e.name)),
      null,
      { timeout: 20_000 },
    );
    // The toast's code is there, yet it never even asks for purchases: nothing can show.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(asked).toEqual([]);
    await expect(toast).toHaveCount(0);
    await context.close();
  });

  it("gives the owner the product's admin link, and hides the entry from /admin/fomo", async () => {
    const { page } = owner;
    await visit(page, '/');
    const toast = toastOf(page);
    await expect(toast.getByRole('status')).toHaveText(said, { timeout: 20_000 });
    const manage = toast.getByRole('link', { name: 'Manage this product' });
    expect(await manage.getAttribute('href')).toBe(`/admin/products?id=${piece.id}`);
    await manage.click();
    await page.waitForURL(`${baseUrl}/admin/products?id=${piece.id}`);
    // No toast over the admin.
    await expect(toast).toHaveCount(0);

    await visit(page, '/admin/fomo');
    await expect(page.getByRole('heading', { name: 'Purchase Toasts', level: 1 })).toBeVisible();
    await expect(page.getByTestId('fomo-opt-out-count')).toHaveText(
      /buyers? in the last 48 hours did not allow/,
    );
    const row = page.getByRole('row').filter({ hasText: bought });
    await expect(row.getByText('Showing')).toBeVisible();
    expect(await publicEntries()).toContain(bought);
    await row.getByRole('button', { name: /^Hide order / }).click();
    await expect(row.getByText('Hidden')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Show order / })).toBeVisible();
    expect(await publicEntries()).not.toContain(bought);
  });
});
