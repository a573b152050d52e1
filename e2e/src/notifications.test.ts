// The bell, /notifications and the preferences, on a phone (390 px) and a laptop (1280 px). A signed-in
// customer's open tab hears of their paid order and, when the owner ships it, shows the toast and the
// new count without a reload; the menu lists them with their icons, 'Mark all read' empties the count
// with the spec's toast, and a notification opens its order. The page filters the unread and marks
// one read. The preferences panel saves a flag and shows it again after a reload.
import type { Page } from 'playwright-core';
import { beforeAll, describe, inject, it } from 'vitest';
import { signedInPage } from './admin-shop';
import { expect, freshPage, reload, toast, useBrowser, VIEWPORTS, visit, watchErrors } from './browser';
import { paidCustomerOrder, piecesToBuy } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();

let nextPiece: Awaited<ReturnType<typeof piecesToBuy>>;
beforeAll(async () => {
  nextPiece = await piecesToBuy();
});

let serial = 0;

/** A new customer, signed up through the API in a fresh context on this screen; their page. */
async function newCustomer(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await freshPage(browser(), { viewport });
  const res = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: {
      email: `bell-${Date.now()}-${serial++}@e2e.test`,
      password: 'e2e-shopper-password',
      name: 'Njeri',
    },
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(200);
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The owner moves an order on, as the admin's orders screen does. */
async function moveOrder(owner: Page, orderId: string, to: string) {
  const res = await owner.request.post(`${baseUrl}/api/admin/orders/${orderId}/fulfillment`, {
    data: { to },
    headers: { origin: baseUrl },
  });
  expect(res.status(), await res.text()).toBe(200);
}

describe.each(VIEWPORTS)('notifications on a $name ($width px)', ({ width, height }) => {
  it('shows a shipped order live in the open tab, then marks all read', async () => {
    const page = await newCustomer({ width, height });
    const errors = watchErrors(page);
    await visit(page, '/');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    const order = await paidCustomerOrder(page, nextPiece());
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await toast(page, 'Order placed');

    const owner = await signedInPage(browser(), baseUrl, inject('admin'), { width, height });
    // The owner gives the delivery details (the order becomes ready for delivery), then ships it.
    const details = await owner.request.put(`${baseUrl}/api/admin/orders/${order.id}/delivery`, {
      data: { name: 'Akinyi Otieno', phone: '0712345678', location: 'Kilimani, Nairobi' },
      headers: { origin: baseUrl },
    });
    expect(details.status(), await details.text()).toBe(200);
    await moveOrder(owner, order.id, 'shipped');
    // No reload: the toast and the count come over the tab's live connection.
    await toast(page, 'Order shipped');
    await expect(page.getByText(`Your order #${order.shortId} is on its way.`).first()).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await owner.context().close();

    await bell(page).click();
    const menu = page.getByRole('region', { name: 'Notifications' });
    const items = menu.getByTestId('notification');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Order shipped');
    await expect(items.first().locator('[data-icon="order_shipped"]')).toBeAttached();
    await expect(items.nth(1).locator('[data-icon="order_placed"]')).toBeAttached();
    await expect(menu.getByRole('button', { name: 'Mark as read: Order shipped' })).toBeVisible();

    await menu.getByRole('button', { name: 'Mark all read' }).click();
    await toast(page, 'Marked 2 notifications as read');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(items.first()).toHaveAttribute('data-read', 'true');

    // A notification opens its order.
    await items
      .first()
      .getByRole('button', { name: /Order shipped/ })
      .click();
    await page.waitForURL(`${baseUrl}/order/${order.id}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the notifications page and the preferences', () => {
  it('filters the unread, marks one read, and says when none are left', async () => {
    const page = await newCustomer(VIEWPORTS[0]);
    await paidCustomerOrder(page, nextPiece());
    await paidCustomerOrder(page, nextPiece());
    await visit(page, '/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Notifications' }).getByTestId('notification');
    await expect(list).toHaveCount(2);
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page).toHaveURL(/unread=true/);
    await list
      .first()
      .getByRole('button', { name: /^Mark as read/ })
      .click();
    await expect(list).toHaveCount(1);
    await expect(page.getByText('1 unread')).toBeVisible();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await toast(page, 'Marked 1 notifications as read');
    await expect(page.getByText('You have read every notification')).toBeVisible();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(list).toHaveCount(2);
    await page.context().close();
  });

  it('saves a preference and shows it again after a reload', async () => {
    const page = await newCustomer(VIEWPORTS[1]);
    await visit(page, '/profile');
    const priceDrops = page.getByRole('switch', { name: /Price drops/ });
    await expect(priceDrops).toBeChecked();
    await priceDrops.uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await toast(page, 'Notification preferences saved!');
    await reload(page);
    await expect(page.getByRole('switch', { name: /Price drops/ })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: /Order updates/ })).toBeChecked();
    await page.context().close();
  });
});
