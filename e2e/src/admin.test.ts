// The owner's admin in the browser, on a phone (390 px) and a laptop (1280 px): the dashboard, finding
// a paid order, adding its delivery details and shipping it with the history to show for it, cancelling
// a paid order (a refund is owed) and marking the refund paid, creating a discount code (the form's
// and the server's messages next to their fields), the last admin who cannot be removed, the screens
// still to come inside the admin's own frame (no shop marquee, navbar or footer; not in the sidebar),
// the outbox; and a customer opening /admin is sent to /.
import type { Page } from 'playwright-core';
import { beforeAll, describe, inject, it } from 'vitest';
import {
  addDeliveryDetails,
  focusIsOnHeading,
  productsToSell,
  signedInPage,
  markOrderAs,
} from './admin-shop';
import { paidGuestOrder } from './paid-orders';
import { expect, useBrowser, VIEWPORTS, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

type Order = Awaited<ReturnType<typeof paidGuestOrder>>;
const orders: Order[] = [];

beforeAll(async () => {
  for (const product of await productsToSell(baseUrl, 3)) orders.push(await paidGuestOrder(product));
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens an admin section from the sidebar, or from the menu sheet on a phone. */
async function openSection(page: Page, name: string) {
  // The shell is on screen once the page has its heading.
  await heading(page).waitFor();
  const menu = page.getByRole('button', { name: 'Admin menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).click();
  }
}

describe.each(VIEWPORTS)('the admin on a $name ($width px)', ({ name, width, height }) => {
  it('finds a paid order from the dashboard and ships it, with the history to show for it', async () => {
    const order = orders[name === 'phone' ? 0 : 1]!;
    const page = await signedInPage(browser(), baseUrl, admin, { width, height });
    page.context().setDefaultTimeout(15_000);
    const errors = watchErrors(page);

    await visit(page, '/admin');
    await expect(heading(page)).toHaveText('Admin Dashboard');
    await expect(page.getByText(`#${order.shortId}`).first()).toBeAttached();
    const awaiting = page.getByRole('link', { name: /^Awaiting delivery details: \d+\. See these orders$/ });
    expect(await awaiting.count()).toBe(1);
    // The sidebar sits beside the page on a laptop and folds into a menu on a phone.
    expect(await page.getByRole('button', { name: 'Admin menu' }).isVisible()).toBe(name === 'phone');

    await openSection(page, 'Orders');
    await page.waitForURL(`${baseUrl}/admin/orders`);
    await expect.poll(() => focusIsOnHeading(page)).toBe('Orders');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.shortId);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(order.shortId);
    await expect(page.getByText('Showing 1–1 of 1 orders')).toHaveCount(1);
    await page.getByRole('link', { name: new RegExp(`^#${order.shortId}`) }).click();

    await page.waitForURL(`${baseUrl}/admin/orders/${order.id}`);
    await expect(heading(page)).toHaveText(`Order #${order.shortId}`);
    await expect.poll(() => focusIsOnHeading(page)).toBe(`Order #${order.shortId}`);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toMatch(
      /Admin\s*\/\s*Orders\s*\/\s*Order/,
    );
    expect(await page.getByText('+254 712 345 678').count()).toBeGreaterThan(0);

    await addDeliveryDetails(page);
    await markOrderAs(page, 'shipped');
    expect(await page.getByRole('button', { name: 'Mark as delivered' }).count()).toBe(1);

    const history = page.getByRole('list', { name: 'Order history, newest first' });
    const entries = await history.getByRole('listitem').allInnerTexts();
    expect(entries[0]).toContain('Marked as shipped');
    expect(entries[0]).toContain(admin.email);
    expect(entries[1]).toContain('Delivery details entered by the shop');
    expect(entries.at(-1)).toContain('Order placed and paid');

    // Shipped by mistake: stepped back with a reason (asked for), kept in the history.
    await page.getByRole('button', { name: 'Step back to ready for delivery' }).click();
    const backDialog = page.getByRole('dialog', { name: /^Step order #\w+ back to ready for delivery\?$/ });
    await backDialog.getByRole('button', { name: 'Step back' }).click();
    await expect(backDialog.getByText('Please say why the step is taken back.')).toBeVisible();
    await backDialog.getByLabel('Why is the step taken back?').fill('The rider has not collected it yet');
    await backDialog.getByRole('button', { name: 'Step back' }).click();
    await expect(page.getByText('Fulfillment: ready for delivery', { exact: true })).toHaveCount(1);
    const latest = (await history.getByRole('listitem').allInnerTexts())[0];
    expect(latest).toContain('Stepped back to ready for delivery');
    expect(latest).toContain('Reason: The rider has not collected it yet');
    await markOrderAs(page, 'shipped');

    // The server agrees.
    const detail = await page.request.get(`${baseUrl}/api/admin/orders/${order.id}`);
    expect(
      ((await detail.json()) as { order: { fulfillment_status: string } }).order.fulfillment_status,
    ).toBe('shipped');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates a discount code with the form, and sees it listed', async () => {
    const code = `E2E${name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const page = await signedInPage(browser(), baseUrl, admin, { width, height });
    page.context().setDefaultTimeout(15_000);
    const errors = watchErrors(page);
    await visit(page, '/admin');
    await openSection(page, 'Discounts');
    await page.waitForURL(`${baseUrl}/admin/discounts`);
    await page.getByRole('link', { name: 'Create discount' }).click();
    await expect(heading(page)).toHaveText('New discount');

    // The form's own check, in the server's words, next to the field.
    await page.getByLabel('Discount code').fill(code.toLowerCase());
    await page.getByLabel('Percentage off').fill('150');
    await page.getByRole('button', { name: 'Create discount' }).click();
    await expect(page.getByText('A percentage is at most 100')).toHaveCount(1);
    expect(await page.getByLabel('Percentage off').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Percentage off').fill('15');
    await page.getByLabel('Largest discount (KES, optional)').fill('1,500');
    await page.getByRole('radio', { name: /Each eligible item/ }).check();
    await page.getByRole('checkbox', { name: 'Shoes' }).check();
    await page.getByRole('searchbox', { name: 'Eligible products' }).fill('Boots');
    await page.getByRole('button', { name: /^Add / }).first().click();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
    await page.getByLabel('Total uses allowed').fill('50');
    await page.getByRole('checkbox', { name: /Once per customer/ }).check();
    await page.getByRole('button', { name: 'Create discount' }).click();

    await page.waitForURL(`${baseUrl}/admin/discounts`);
    const listed = page.getByRole('link', { name: new RegExp(code) });
    await expect(listed).toHaveCount(1);
    const row = name === 'phone' ? listed : page.getByRole('row', { name: new RegExp(code) });
    const text = await row.innerText();
    expect(text).toContain('15% off');
    expect(text).toContain('per item: Shoes, 1 product');
    expect(text).toContain('at most KES 1,500');
    expect(text).toMatch(/0 \/ 50/);

    // Opening it shows the saved values and its (empty) usage.
    await listed.click();
    await expect(heading(page)).toHaveText(code);
    expect(await page.getByLabel('Percentage off').inputValue()).toBe('15');
    expect(await page.getByRole('checkbox', { name: 'Shoes' }).isChecked()).toBe(true);
    await expect(page.getByRole('button', { name: /^Remove .*Boots/ })).toHaveCount(1);
    expect(await page.getByText('No order has used this code yet.').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('admin decisions that need a confirmation', () => {
  it('cancels a paid order with a reason, owes the refund, and marks it refunded (phone)', async () => {
    const order = orders[2]!;
    const page = await signedInPage(browser(), baseUrl, admin, PHONE);
    page.context().setDefaultTimeout(15_000);
    await visit(page, `/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${order.shortId}?` });
    expect(await dialog.innerText()).toContain('a refund will be owed');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please give a reason for cancelling.');
    await dialog.getByLabel('Reason for cancelling').fill('The customer asked to cancel');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Refund: refund owed', { exact: true })).toHaveCount(1);
    expect(await page.getByText('Reason: The customer asked to cancel').count()).toBe(1);

    await page.getByRole('button', { name: 'Mark refunded' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark refunded' }).click();
    await expect(page.getByText('Refund: refunded', { exact: true })).toHaveCount(1);
    expect(await page.getByRole('button', { name: 'Mark refunded' }).count()).toBe(0);
    await page.context().close();
  });

  it('refuses to remove the last admin and says why (laptop)', async () => {
    const page = await signedInPage(browser(), baseUrl, admin, LAPTOP);
    page.context().setDefaultTimeout(15_000);
    await visit(page, '/admin/users?admins=true');
    // The users screen loads its own chunk and list: on a busy machine that takes more than a second.
    await expect(page.getByText(admin.email).first()).toBeAttached();
    const row = page.getByRole('row', { name: new RegExp(admin.email) });
    await row.getByRole('button', { name: /^Remove admin/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Remove admin rights' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The shop needs at least one admin.');
    await dialog.getByRole('button', { name: 'Keep as it is' }).click();
    await page.context().close();
  });
});

describe('the rest of the admin', () => {
  it('shows every screen inside the admin frame, none of them "on its way", and the outbox', async () => {
    const page = await signedInPage(browser(), baseUrl, admin, LAPTOP);
    for (const [path, title] of [
      ['/admin/chat', 'Chat'],
      ['/admin/creator-payouts', 'Creator Payouts'],
    ] as const) {
      await visit(page, path);
      await expect(heading(page)).toHaveText(title);
      expect(await page.getByText('This part of the admin is on its way.').count()).toBe(0);
      const sidebar = page.getByRole('navigation', { name: 'Admin' });
      expect(await sidebar.count()).toBe(1);
      for (const name of ['Chat', 'Chat Analytics', 'Creator Payouts', 'Customer Analytics', 'Orders'])
        expect(await sidebar.getByRole('link', { name, exact: true }).count()).toBe(1);
      // The admin's own frame: a top bar back to the shop, none of the shop's navbar, marquee or footer.
      expect(await page.getByRole('link', { name: 'View shop' }).count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      expect(await page.getByRole('main').count()).toBe(1);
    }
    await visit(page, '/admin/email-diagnostics');
    await expect(page.getByRole('heading', { name: /^E-mails \(\d+\)$/ })).toHaveCount(1);
    await page.context().close();
  });

  it('sends a customer who opens /admin to /', async () => {
    const context = await browser().newContext({ viewport: PHONE });
    const email = `not-admin-${Date.now()}@e2e.test`;
    const res = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { email, password: 'e2e-shopper-password', name: 'Akinyi Shopper' },
      headers: { origin: baseUrl },
    });
    expect(res.status()).toBe(200);
    const page = await context.newPage();
    for (const path of ['/admin', '/admin/orders', '/admin/discounts/new']) {
      await visit(page, path);
      await page.waitForURL(`${baseUrl}/`);
    }
    expect((await page.request.get(`${baseUrl}/api/admin/orders`)).status()).toBe(403);
    await context.close();
  });
});
