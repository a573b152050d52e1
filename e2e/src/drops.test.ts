// Early-access drops in the browser, on a phone and a laptop, in a shop of their own (drop-shop.ts:
// members are made by writing their profile rows):
// - a premium member opens the drop page: the tier badge, the drop, its pieces, and the countdown's
//   seconds changing;
// - a regular customer is refused with the spec's words (a toast) and lands on /;
// - the owner creates a drop in the admin (name, launch in Nairobi time, a product found with the
//   product search, featured) and an early-access member then sees it on /early-access.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { OWNER, PASSWORD, startDropShop, type DropShop } from './drop-shop';
import { expect, toast, useBrowser, VIEWPORTS, waitForApp, watchErrors } from './browser';

const browser = useBrowser();
const SHOTS = '/tmp/drops-shots';
const HOUR = 3600_000;
const CUSTOMERS = {
  'premium@drops.e2e.test': { tier: 'premium', member: false },
  'regular@drops.e2e.test': { tier: 'regular', member: false },
  'member@drops.e2e.test': { tier: 'regular', member: true },
} as const;
const DENIED = 'You need to be an Early Access member or have VIP/Premium status to view this page';

let shop: DropShop;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await startDropShop();
  await shop.addCustomers(CUSTOMERS);
  const owner = await shop.signIn(OWNER);
  const ids: string[] = [];
  for (const [name, price] of [
    ['Kitenge Wrap Dress', 3200],
    ['Linen Camp Shirt', 2400],
    // One for each screen's journey: a product is in one drop at most.
    ['Beaded Choker phone', 1800],
    ['Beaded Choker laptop', 1900],
  ] as const) {
    const made = await shop.post(
      '/api/admin/products',
      { name, price, stock: 3, category: 'clothing' },
      owner,
    );
    expect(made.status).toBe(201);
    ids.push((made.body.product as { id: string }).id);
  }
  const drop = await shop.post(
    '/api/admin/drops',
    {
      name: 'Kitenge Friday',
      slug: 'kitenge-friday',
      description: 'Bright prints for the weekend, for members first.',
      public_access_start: new Date(Date.now() + 30 * HOUR).toISOString(),
      products: [{ product_id: ids[1] }, { product_id: ids[0], is_featured: true }],
    },
    owner,
  );
  expect(drop.status).toBe(201);
}, 180_000);

afterAll(async () => {
  await shop?.close();
});

/** A page in a context of its own, signed in as `email` (the owner with their password). */
async function pageAs(email: string | null, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser().newContext({ viewport });
  context.setDefaultTimeout(15_000);
  if (email) {
    const password = email === OWNER.email ? OWNER.password : PASSWORD;
    const res = await context.request.post(`${shop.baseUrl}/api/auth/sign-in/email`, {
      data: { email, password },
      headers: { origin: shop.baseUrl },
    });
    expect(res.status()).toBe(200);
  }
  return context.newPage();
}

async function open(page: Page, path: string) {
  await page.goto(`${shop.baseUrl}${path}`);
  await waitForApp(page);
}

/** In Nairobi time (UTC+3 all year), as a datetime-local box takes it. */
const nairobiLocal = (at: number) => new Date(at + 3 * HOUR).toISOString().slice(0, 16);

describe.each(VIEWPORTS)('early-access drops on a $name', ({ name, width, height }) => {
  const viewport = { width, height };

  it('shows a premium member the drop with a countdown that ticks', async () => {
    const page = await pageAs('premium@drops.e2e.test', viewport);
    const errors = watchErrors(page);
    await open(page, '/early-access?drop=kitenge-friday');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitenge Friday');
    await expect(page.getByText('Premium', { exact: true })).toBeVisible();
    await expect(page.getByText('Bright prints for the weekend, for members first.')).toBeVisible();
    // Featured first, then the drop's order; each card counts down to public.
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAccessibleName('Kitenge Wrap Dress');
    const grid = page.getByRole('list', { name: 'Kitenge Friday pieces' });
    await expect(grid.getByRole('listitem').first().getByText('FEATURED')).toBeVisible();
    await expect(cards.first().getByText(/^1d \d+h$/)).toBeVisible();
    // The countdown's seconds change while the page is open; screen readers get a calm summary.
    const seconds = page.locator('[data-unit="seconds"]');
    const before = await seconds.textContent();
    await expect(seconds).not.toHaveText(before ?? '');
    await expect(page.getByText(/^Goes public in 1 day, \d+ hours? and \d+ minutes?\.$/)).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/premium-${name}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses a regular customer with the spec words and sends them to /', async () => {
    const page = await pageAs('regular@drops.e2e.test', viewport);
    await open(page, '/early-access?drop=kitenge-friday');
    await toast(page, DENIED);
    await expect(page).toHaveURL(`${shop.baseUrl}/`);
    await page.context().close();
  });

  it('lets the owner create a drop that a member then sees', async () => {
    const owner = await pageAs(OWNER.email, viewport);
    await open(owner, '/admin/early-access?tab=drops');
    await owner.getByRole('link', { name: 'New drop' }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('New drop');
    const dropName = `Choker Night ${name}`;
    await owner.getByLabel('Name', { exact: true }).fill(dropName);
    await expect(owner.getByLabel('Slug')).toHaveValue(`choker-night-${name}`);
    await owner.getByLabel('Public launch (Nairobi time)').fill(nairobiLocal(Date.now() + 20 * HOUR));
    // The preview follows the launch: members' windows are open 20 hours before it.
    await expect(owner.getByText('Early access live')).toBeVisible();
    const piece = `Beaded Choker ${name}`;
    await owner.getByRole('searchbox').fill(piece);
    await owner.getByRole('button', { name: `Add ${piece}` }).click();
    await owner.getByRole('button', { name: `Featured: ${piece}` }).click();
    await owner.screenshot({ path: `${SHOTS}/admin-new-drop-${name}.png`, fullPage: true });
    await owner.getByRole('button', { name: 'Create drop' }).click();
    await toast(owner, `Drop ${dropName} created.`);
    const row = owner.getByRole('link', { name: dropName });
    await expect(row).toBeVisible();
    await owner.screenshot({ path: `${SHOTS}/admin-drops-${name}.png`, fullPage: true });
    await owner.context().close();

    const member = await pageAs('member@drops.e2e.test', viewport);
    await open(member, `/early-access?drop=choker-night-${name}`);
    await expect(member.getByRole('heading', { level: 1 })).toHaveText(dropName);
    await expect(member.getByText('Early Access member', { exact: true })).toBeVisible();
    await expect(member.getByRole('article', { name: `Beaded Choker ${name}` })).toBeVisible();
    await member.context().close();
  });
});
