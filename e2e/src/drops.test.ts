// Early-access drops in the browser, on a phone and a laptop:
// - a premium member (three paid orders worth KES 21,000) opens the drop page: the tier badge, the
//   drop, its pieces, and the countdown's seconds changing;
// - a regular customer is refused with the spec's words (a toast) and lands on /;
// - the owner creates a drop in the admin (name, launch in Nairobi time, a product found with the
//   product search, featured) and an early-access member then sees it on /early-access.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { signedInPage } from './admin-shop';
import { expect, toast, useBrowser, VIEWPORTS, visit, watchErrors } from './browser';
import { membersShop, type Customer } from './members';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const SHOTS = '/tmp/drops-shots';
const HOUR = 3600_000;
const DENIED = 'You need to be an Early Access member or have VIP/Premium status to view this page';
const DROP = `kitenge-friday-${stamp}`;

let shop: Awaited<ReturnType<typeof membersShop>>;
const people: Record<'premium' | 'regular' | 'member', Customer> = {} as never;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  shop = await membersShop(browser);
  people.premium = await shop.customer('premium', `premium-${stamp}@drops.e2e.test`, 'Pendo Premium');
  people.regular = await shop.customer('regular', `regular-${stamp}@drops.e2e.test`, 'Rehema Regular');
  people.member = await shop.customer('member', `member-${stamp}@drops.e2e.test`, 'Malaika Member');
  const ids: string[] = [];
  for (const [name, price] of [
    [`Kitenge Wrap Dress ${stamp}`, 3200],
    [`Linen Camp Shirt ${stamp}`, 2400],
    // One for each screen's journey: a product is in one drop at most.
    [`Beaded Choker phone ${stamp}`, 1800],
    [`Beaded Choker laptop ${stamp}`, 1900],
  ] as const)
    ids.push((await shop.listPiece(name, price, 3)).id);
  const drop = await shop.owner.post('/api/admin/drops', {
    data: {
      name: 'Kitenge Friday',
      slug: DROP,
      description: 'Bright prints for the weekend, for members first.',
      public_access_start: new Date(Date.now() + 30 * HOUR).toISOString(),
      products: [{ product_id: ids[1] }, { product_id: ids[0], is_featured: true }],
    },
  });
  expect(drop.status(), await drop.text()).toBe(201);
}, 180_000);

afterAll(async () => {
  await shop?.close();
});

/** A page in a context of its own, signed in as `who`. */
const pageAs = (who: Customer, viewport: { width: number; height: number }): Promise<Page> =>
  signedInPage(browser(), baseUrl, who, viewport);

/** In Nairobi time (UTC+3 all year), as a datetime-local box takes it. */
const nairobiLocal = (at: number) => new Date(at + 3 * HOUR).toISOString().slice(0, 16);

describe.each(VIEWPORTS)('early-access drops on a $name', ({ name, width, height }) => {
  const viewport = { width, height };

  it('shows a premium member the drop with a countdown that ticks', async () => {
    const page = await pageAs(people.premium, viewport);
    const errors = watchErrors(page);
    await visit(page, `/early-access?drop=${DROP}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitenge Friday');
    await expect(page.getByText('Premium', { exact: true })).toBeVisible();
    await expect(page.getByText('Bright prints for the weekend, for members first.')).toBeVisible();
    // Featured first, then the drop's order; each card counts down to public.
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAccessibleName(`Kitenge Wrap Dress ${stamp}`);
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
    const page = await pageAs(people.regular, viewport);
    await visit(page, `/early-access?drop=${DROP}`);
    await toast(page, DENIED);
    await expect(page).toHaveURL(`${baseUrl}/`);
    await page.context().close();
  });

  it('lets the owner create a drop that a member then sees', async () => {
    const owner = await pageAs(admin, viewport);
    await visit(owner, '/admin/early-access?tab=drops');
    await owner.getByRole('link', { name: 'New drop' }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('New drop');
    const dropName = `Choker Night ${name} ${stamp}`;
    await owner.getByLabel('Name', { exact: true }).fill(dropName);
    await expect(owner.getByLabel('Slug')).toHaveValue(`choker-night-${name}-${stamp}`);
    await owner.getByLabel('Public launch (Nairobi time)').fill(nairobiLocal(Date.now() + 20 * HOUR));
    // The preview follows the launch: members' windows are open 20 hours before it.
    await expect(owner.getByText('Early access live')).toBeVisible();
    const piece = `Beaded Choker ${name} ${stamp}`;
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

    const member = await pageAs(people.member, viewport);
    await visit(member, `/early-access?drop=choker-night-${name}-${stamp}`);
    await expect(member.getByRole('heading', { level: 1 })).toHaveText(dropName);
    await expect(member.getByText('Early Access member', { exact: true })).toBeVisible();
    await expect(member.getByRole('article', { name: `Beaded Choker ${name} ${stamp}` })).toBeVisible();
    await member.context().close();
  });
});
