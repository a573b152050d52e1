// Customer tiers in the browser. A real VIP is made the way a customer becomes one: five paid orders
// worth KES 50,000 (pieces the owner lists through the admin API and takes off sale at the end).
// - the VIP sees 'VIP Lounge' (desktop bar and mobile menu) and the collection, at 390 and 1280 px;
// - a regular customer and a visitor opening /vip-collection are refused with the spec's words and
//   land on /; a regular customer has no 'VIP Lounge' link;
// - the tier status card at 390 px: tier badge, benefits, progress bars (or the top-tier line).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signedInPage } from './admin-shop';
import { expect, LAPTOP, PHONE_SCREEN, toast, useBrowser, visit, watchErrors } from './browser';
import { membersShop, type Customer } from './members';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();
const stamp = Date.now().toString(36);
// The spec's words (catalogue-and-engagement §8).
const SIGN_IN_MESSAGE = 'Please sign in to access VIP collection';
const DENIED_MESSAGE = 'This collection is only available to VIP and Premium members';

let shop: Awaited<ReturnType<typeof membersShop>>;
let vip: Customer;
let regular: Customer;

beforeAll(async () => {
  shop = await membersShop(browser);
  // Five orders of KES 10,000: exactly the VIP thresholds (50,000 and 5 orders).
  vip = await shop.customer('vip', `vip-${stamp}@e2e.test`, 'Zawadi Vip');
  regular = await shop.customer('regular', `regular-${stamp}@e2e.test`, 'Baraka Regular');
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

const loungeLink = (page: Page) => page.getByRole('link', { name: 'VIP Lounge' });

/** Opens the mobile menu and answers it. */
async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

describe('the VIP Lounge', () => {
  for (const screen of [PHONE_SCREEN, LAPTOP]) {
    it(`a VIP sees the link and the collection at ${screen.width} px`, async () => {
      const page = await signedInPage(browser(), baseUrl, vip, screen);
      const errors = watchErrors(page);
      await visit(page, '/');
      const nav =
        screen.width < 768 ? await openMobileMenu(page) : page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'VIP Lounge' }).click();
      await page.waitForURL(`${baseUrl}/vip-collection`);
      await expect(page.getByRole('heading', { level: 1, name: 'The VIP Lounge' })).toBeVisible();
      const pieces = page.getByRole('region', { name: 'Exclusive pieces' }).getByRole('article');
      await expect(pieces.first()).toBeVisible();
      // The demo shop's vip-only and tier-gated pieces: at least the ones seeded.
      expect(await pieces.count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByText('VIP ONLY').first()).toBeVisible();
      await expect(page.getByText('No Exclusive Items Yet')).toHaveCount(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const screen of [PHONE_SCREEN, LAPTOP]) {
    it(`a regular customer is refused with the spec's words and lands on / at ${screen.width} px`, async () => {
      const page = await signedInPage(browser(), baseUrl, regular, screen);
      await visit(page, '/');
      if (screen.width < 768) await openMobileMenu(page);
      await expect(page.getByRole('link', { name: 'Bundles' }).first()).toBeVisible();
      await expect(loungeLink(page)).toHaveCount(0);
      await visit(page, '/vip-collection');
      await toast(page, DENIED_MESSAGE);
      await page.waitForURL(`${baseUrl}/`);
      await page.context().close();
    });
  }

  it('a visitor is asked to sign in and lands on /', async () => {
    const page = await browser().newPage({ viewport: PHONE_SCREEN });
    await visit(page, '/vip-collection');
    await toast(page, SIGN_IN_MESSAGE);
    await page.waitForURL(`${baseUrl}/`);
    await expect(loungeLink(page)).toHaveCount(0);
    await page.close();
  });
});

describe('the tier status card at 390 px', () => {
  const card = (page: Page) => page.getByRole('region', { name: 'Your tier' });

  it('shows a regular customer the benefits and two progress bars to Premium', async () => {
    const page = await signedInPage(browser(), baseUrl, regular, PHONE_SCREEN);
    const errors = watchErrors(page);
    await visit(page, '/profile');
    await expect(card(page).getByText('Regular', { exact: true })).toBeVisible();
    await expect(card(page).getByText('Full catalogue')).toBeVisible();
    await expect(card(page).getByText('Standard support')).toBeVisible();
    await expect(card(page).getByRole('heading', { name: 'Progress to Premium' })).toBeVisible();
    const bars = card(page).getByRole('progressbar');
    await expect(bars).toHaveCount(2);
    await expect(card(page).getByRole('progressbar', { name: 'Spend' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(card(page).getByText('KES 20,000 to go')).toBeVisible();
    await expect(card(page).getByText('3 orders to go')).toBeVisible();
    await expect(card(page).getByText(/^Member since /)).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the VIP their tier, its benefits and the top-tier line instead of bars', async () => {
    const page = await signedInPage(browser(), baseUrl, vip, PHONE_SCREEN);
    await visit(page, '/profile');
    await expect(card(page).getByText('VIP', { exact: true })).toBeVisible();
    for (const benefit of ['VIP-only collection', 'Free express shipping']) {
      await expect(card(page).getByText(benefit)).toBeVisible();
    }
    await expect(card(page).getByText(/You are at the top tier/)).toBeVisible();
    await expect(card(page).getByRole('progressbar')).toHaveCount(0);
    await page.context().close();
  });
});
