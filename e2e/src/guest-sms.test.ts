// A guest's order updates by SMS, on a phone (390 px): a guest pays with M-Pesa, the owner's cancel
// dialog says the guest gets an SMS at their number, the owner ships the order, and the guest's texts
// (paid, then on its way) appear in the SMS outbox the owner reads (sent by the server's background
// work within seconds), and as sent in the list of guests' order SMS.
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { addDeliveryDetails, markOrderAs, signedInPage, useOwnProduct } from './admin-shop';
import { expect, PHONE_SCREEN, useBrowser, visit, watchErrors } from './browser';
import { paidGuestOrder } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

// A piece of this journey's own: the demo pieces are shared by many journeys and may be sold out.
const piece = useOwnProduct({
  name: `Kitenge Wrap Dress ${Date.now().toString(36)}`,
  price: 1400,
  variants: [{ size: 'M', stock: 2 }],
});

describe("a guest's order SMS", () => {
  it('a guest pays, the owner ships the order, and the guest’s SMS is in the outbox the owner sees', async () => {
    // A number of this run's own, so the outbox filter finds only this journey's texts.
    const local = `07${String(Date.now()).slice(-8)}`;
    const phone = `+254${local.slice(1)}`;
    const display = `+254 ${local.slice(1, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
    const order = await paidGuestOrder({ ...piece(), sizes: ['M'] }, local);

    const owner = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    owner.context().setDefaultTimeout(15_000);
    const errors = watchErrors(owner);
    await visit(owner, `/admin/orders/${order.id}`);

    // The cancel dialog tells the owner what the guest would get; the owner keeps the order.
    await owner.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = owner.getByRole('dialog', { name: `Cancel order #${order.shortId}?` });
    await expect(dialog.getByText(`The customer gets an SMS at ${display}.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await expect(dialog).toHaveCount(0);

    await addDeliveryDetails(owner);
    await markOrderAs(owner, 'shipped');

    // The SMS outbox, filtered to the guest's number.
    await visit(owner, `/admin/email-diagnostics?to=${encodeURIComponent(phone)}`);
    await expect(heading(owner)).toHaveText('E-mail Diagnostics');
    const texts = owner
      .getByRole('region', { name: /^Text messages/ })
      .locator('li')
      .filter({ hasText: `To ${phone}` });
    const shipped = texts.filter({ hasText: `TNT Thrift: your order #${order.shortId} is on its way.` });
    await expect(async () => {
      await owner.getByRole('button', { name: 'Refresh' }).click();
      await expect(shipped).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await expect(shipped).toContainText(`${baseUrl}/guest-orders`);
    await expect(texts.filter({ hasText: `order #${order.shortId} is paid` })).toHaveCount(1);
    // Nothing is said of the step the guest does not hear of (ready for delivery).
    await expect(texts).toHaveCount(2);
    // The list of guests' order SMS beside it says which were sent, whichever SMS sender is set.
    const sent = owner.getByRole('region', { name: /order SMS/ }).locator('li');
    await visit(owner, `/admin/email-diagnostics?to=${encodeURIComponent(phone)}`);
    await expect(
      sent.filter({ hasText: `Order #${order.shortId}` }).filter({ hasText: 'Shipped' }),
    ).toContainText('Sent');
    await expect(
      sent.filter({ hasText: `Order #${order.shortId}` }).filter({ hasText: 'Paid' }),
    ).toContainText(`To ${phone}`);
    expect(errors).toEqual([]);
    await owner.context().close();
  });
});
