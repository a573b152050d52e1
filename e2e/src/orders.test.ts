// Orders in the browser, on a phone (390 px) and a laptop (1280 px): a guest order paid through the
// real API (checkout, sandbox M-Pesa, confirm), then the delivery form (field errors tied to their
// inputs, a shared location from a mocked position, save), the confirmation, and the guest lookup by
// phone showing 'ready for delivery'. The same order link without the device's guest id shows
// 'Invalid Order'. A guest who then creates an account finds the order in /orders, beside one paid
// signed in.
import type { BrowserContext, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, it } from 'vitest';
import { expect, toast, useBrowser, VIEWPORTS, visit, watchErrors } from './browser';
import { paidCustomerOrder, paidGuestOrder, piecesToBuy } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();

let nextPiece: Awaited<ReturnType<typeof piecesToBuy>>;
beforeAll(async () => {
  nextPiece = await piecesToBuy();
});

let serial = 0;
const newEmail = () => `orders-${Date.now()}-${serial++}@e2e.test`;
const guestOrder = (guestId: string, phone: string) => paidGuestOrder(nextPiece(), phone, guestId);
const contextOrder = (page: Page, phone: string) => paidCustomerOrder(page, nextPiece(), phone);

const NAIROBI = { latitude: -1.2921, longitude: 36.8219 };

async function deviceContext(viewport: { width: number; height: number }, guestId: string | null) {
  const context = await browser().newContext({
    viewport,
    geolocation: NAIROBI,
    permissions: ['geolocation'],
  });
  context.setDefaultTimeout(15_000);
  if (guestId) await context.addInitScript((id) => localStorage.setItem('guest_user_id', id), guestId);
  return context;
}

/** The text a field's aria-describedby points at. */
const description = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

// Status codes the page asked for on purpose (an order that is not this device's) show up as
// console errors in Chromium; anything else is a real error.
const realErrors = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

describe.each(VIEWPORTS)('orders on a $name ($width px)', ({ width, height }) => {
  it('a guest gives delivery details, then finds the order by phone, ready for delivery', async () => {
    const guestId = randomUUID();
    const phone = `07${String(Date.now()).slice(-8)}`;
    const { id: orderId, product, size } = await guestOrder(guestId, phone);
    const short = orderId.slice(0, 8);
    const context = await deviceContext({ width, height }, guestId);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await visit(page, `/delivery-details?order_id=${orderId}`);
    await expect(page.getByRole('heading', { name: 'Delivery Details' })).toHaveCount(1);
    expect(await page.getByRole('heading', { name: `Order #${short}` }).count()).toBe(1);
    const summary = await page.locator('main').innerText();
    expect(summary).toContain(`${product.name} x 1`);
    // The phone it was paid with is filled in for its owner.
    expect(await page.getByLabel('Phone number', { exact: true }).inputValue()).toMatch(
      /^\+254 \d{3} \d{3} \d{3}$/,
    );

    // Saving empty fields: each message sits under its field, tied to it, and the first gets the focus.
    await page.getByRole('button', { name: 'Save Delivery Details' }).click();
    await expect.poll(() => description(page, 'Full name')).toBe('Please enter your full name');
    expect(await description(page, 'Delivery address')).toBe('Please enter your delivery address');
    expect(await page.getByLabel('Full name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await page.getByLabel('Full name', { exact: true }).fill('Achieng Otieno');
    await page.getByLabel('Delivery address', { exact: true }).fill('Kilimani, Argwings Kodhek Rd, Nairobi');
    await page.getByRole('button', { name: 'Share location' }).click();
    await toast(page, 'Location captured successfully');
    await expect(page.getByTestId('location-shared')).toHaveText('Location shared (-1.29210, 36.82190)');
    await page.getByRole('button', { name: 'Save Delivery Details' }).click();
    await toast(page, 'Delivery details saved successfully!');
    await page.waitForURL(`${baseUrl}/order-confirmation?order_id=${orderId}`);
    await expect(page.getByText('We will deliver to Achieng Otieno', { exact: false })).toHaveCount(1);
    const card = page.getByRole('article', { name: `Order #${short}` });
    expect(await card.getByTestId('delivery-badge').innerText()).toContain('ready for delivery');
    if (size) expect(await card.getByText(`Size: ${size}`).count()).toBe(1);

    // The link has done its work: opening it again shows the invalid-order screen.
    await visit(page, `/delivery-details?order_id=${orderId}`);
    await expect(page.getByRole('heading', { name: 'Invalid Order' })).toHaveCount(1);

    // The guest lookup: a phone is required, then the order shows with its badges.
    await visit(page, '/guest-orders');
    await page.getByRole('button', { name: 'Find My Orders' }).click();
    await expect.poll(() => description(page, 'Phone number')).toContain('Please enter your phone number');
    await page.getByLabel('Phone number', { exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Find My Orders' }).click();
    const row = page.getByTestId('guest-order').filter({ visible: true });
    await expect(row).toHaveCount(1);
    expect(await row.innerText()).toContain(`#${short}`);
    const badge = row.getByTestId('delivery-badge');
    expect(await badge.innerText()).toContain('ready for delivery');
    expect(await badge.getAttribute('data-colour')).toBe('yellow');
    expect(await row.getByTestId('order-status-badge').getAttribute('data-colour')).toBe('blue');
    // Another number of the same device: the no-orders message.
    await page.getByLabel('Phone number', { exact: true }).fill('0799000001');
    await page.getByRole('button', { name: 'Find My Orders' }).click();
    await expect(page.getByText(/^No orders found for this phone number/)).toHaveCount(1);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('an order link without the device’s guest id shows Invalid Order, and bad links say why', async () => {
    const { id: orderId } = await guestOrder(randomUUID(), '0711000222');
    const stranger = await deviceContext({ width, height }, randomUUID());
    const nobody = await deviceContext({ width, height }, null);
    for (const context of [stranger, nobody]) {
      const page = await context.newPage();
      await visit(page, `/delivery-details?order_id=${orderId}`);
      await expect(page.getByRole('heading', { name: 'Invalid Order' })).toHaveCount(1);
      expect(
        await page.getByRole('alert').filter({ hasText: 'Invalid or expired order link.' }).count(),
      ).toBe(1);
      expect(await page.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/');
      // Nothing about the order, least of all its phone number, reaches the page.
      expect(await page.locator('body').innerText()).not.toContain('711');
    }
    const page = await nobody.newPage();
    for (const [query, message] of [
      ['', 'Missing order information. Please try again or contact support.'],
      ['?order_id=undefined', 'Missing order information. Please try again or contact support.'],
      ['?order_id=12345', 'Invalid order format. Please try again or contact support.'],
    ] as const) {
      await visit(page, `/delivery-details${query}`);
      await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(1);
    }
    // A device that never checked out has no guest profile to look up.
    await visit(page, '/guest-orders');
    await expect.poll(() => page.getByText(/^We can't find your guest shopping profile/).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    await closeAll(stranger, nobody);
  });
});

describe('orders on an account', () => {
  it('a guest who creates an account keeps their order, and sees it in /orders with one paid signed in', async () => {
    const guestId = randomUUID();
    const guestPaid = await guestOrder(guestId, '0722000333');
    const context = await deviceContext({ width: 1280, height: 900 }, guestId);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await visit(page, '/login');
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByLabel('Full name').fill('Wanjiku Kamau');
    await page.getByLabel('Email', { exact: true }).fill(newEmail());
    await page.getByLabel('Password', { exact: true }).fill('wanjiku-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    const signedInPaid = await contextOrder(page, '0722000444');

    await visit(page, '/orders');
    const cards = page.getByTestId('order-card');
    await expect(cards).toHaveCount(2);
    // Newest first: the order paid signed in, then the one bought as a guest.
    const names = await cards.evaluateAll((els) => els.map((el) => el.querySelector('h2')?.textContent));
    expect(names).toEqual([`Order #${signedInPaid.id.slice(0, 8)}`, `Order #${guestPaid.id.slice(0, 8)}`]);
    const first = cards.first();
    expect(await first.getByTestId('order-status-badge').innerText()).toContain('paid');
    expect(await first.getByTestId('delivery-badge').innerText()).toContain('awaiting details');
    expect(await first.getByTestId('order-line').innerText()).toContain(`${signedInPaid.product.name} x 1`);
    expect(await first.locator('img').count()).toBe(1);
    expect(await first.getByRole('link', { name: 'Add delivery details' }).getAttribute('href')).toBe(
      `/delivery-details?order_id=${signedInPaid.id}`,
    );

    // One order on its own page; a stranger's order id is just not found.
    await visit(page, `/order/${guestPaid.id}`);
    await expect(page.getByRole('heading', { name: `Order #${guestPaid.id.slice(0, 8)}` })).toHaveCount(1);
    await visit(page, `/order/${randomUUID()}`);
    await expect(page.getByText('We could not find this order.')).toHaveCount(1);
    // Signed in, /guest-orders sends the customer to their account.
    await visit(page, '/guest-orders');
    await page.waitForURL(`${baseUrl}/account`);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('visitors are sent away from /orders, and the order list loads for nobody else', async () => {
    const context = await deviceContext({ width: 390, height: 844 }, null);
    const page = await context.newPage();
    await visit(page, '/orders');
    await page.waitForURL(`${baseUrl}/`);
    expect((await page.request.get(`${baseUrl}/api/orders`)).status()).toBe(401);
    await context.close();
  });
});
