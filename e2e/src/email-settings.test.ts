// The owner's e-mail settings and the order e-mail queue, on a phone (390 px): a bad admin e-mail is
// refused by its field; the owner sets an admin e-mail and switches order e-mails off; a guest pays; the
// queue shows the order's e-mail waiting (and says why), a retry while off sends nothing and says so;
// once e-mails are on again the retry (or the worker, whichever comes first) sends it, and the new-order
// mail is in the outbox for the admin e-mail. A test e-mail without SMTP says it went to the outbox.
// The settings go back to their defaults at the end, whatever happened.
import { request as playwrightRequest, type Page } from 'playwright-core';
import { afterAll, describe, inject, it } from 'vitest';
import { signedInPage } from './admin-shop';
import { expect, PHONE_SCREEN, toast, useBrowser, visit, watchErrors } from './browser';
import { paidGuestOrder, type Piece } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
const adminEmail = `orders-${Date.now().toString(36)}@e2e.test`;
const DEFAULTS = {
  notifications_enabled: true,
  customer_notifications_enabled: true,
  admin_notifications_enabled: true,
  admin_email: '',
};
const PAUSED = 'Order e-mails are switched off in Email Settings: nothing is sent, and these wait here.';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A regular piece with plenty of stock, so buying one changes nothing other journeys count on. */
async function pieceToBuy(): Promise<Piece> {
  const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: (Piece & {
      stock: number;
      vip_only: boolean;
      early_access_only: boolean;
      tier_required: string | null;
    })[];
  };
  const regular = products.filter(
    (p) => !p.vip_only && !p.early_access_only && (p.tier_required ?? 'regular') === 'regular',
  );
  const piece = regular.sort((a, b) => b.stock - a.stock)[0];
  expect(piece?.stock ?? 0).toBeGreaterThanOrEqual(3);
  return piece!;
}

afterAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: admin })).status()).toBe(200);
    expect((await api.put('/api/admin/email-settings', { data: DEFAULTS })).status()).toBe(200);
  } finally {
    await api.dispose();
  }
});

describe('e-mail settings and the queue on a phone', () => {
  it('sends a paid order’s admin mail to the admin e-mail, after a wait in the queue and a retry', async () => {
    const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    page.context().setDefaultTimeout(15_000);
    const errors = watchErrors(page);

    await visit(page, '/admin/email-settings');
    await expect(heading(page)).toHaveText('Email Settings');
    const field = page.getByLabel('Admin e-mail', { exact: true });
    await field.fill('not-an-email');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Please enter a valid e-mail address, like orders@yourshop.co.ke'),
    ).toBeVisible();
    await field.fill(adminEmail);
    await page.getByLabel('Send order e-mails').uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(page, 'E-mail settings saved.');

    const order = await paidGuestOrder(await pieceToBuy());
    const retryLabel = `Retry order placed for order #${order.shortId}`;

    await visit(page, '/admin/email-diagnostics?tab=queue');
    await expect(heading(page)).toHaveText('E-mail Diagnostics');
    await expect(page.getByText(PAUSED)).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: `Order #${order.shortId}` });
    await expect(item).toContainText('Order placed');
    await expect(item).toContainText('Waiting');
    await page.getByRole('button', { name: retryLabel }).click();
    await toast(page, PAUSED);
    await expect(item).toContainText('Waiting');

    await visit(page, '/admin/email-settings');
    await expect(page.getByLabel('Admin e-mail', { exact: true })).toHaveValue(adminEmail);
    await page.getByLabel('Send order e-mails').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(page, 'E-mail settings saved.');

    await visit(page, '/admin/email-diagnostics?tab=queue&show=all');
    const sent = page.getByRole('listitem').filter({ hasText: `Order #${order.shortId}` });
    const retry = page.getByRole('button', { name: retryLabel });
    // The worker runs every few seconds too and may send it first; either way it goes out once.
    if (await retry.isVisible()) await retry.click();
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(sent).toContainText('Sent', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: retryLabel })).toHaveCount(0);

    await visit(page, `/admin/email-diagnostics?to=${encodeURIComponent(adminEmail)}`);
    const mail = page.getByRole('listitem').filter({ hasText: `New order #${order.shortId}` });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText(`To ${adminEmail}`);

    await visit(page, '/admin/email-diagnostics?tab=test');
    await page.getByLabel('Send to').fill(adminEmail);
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'it went to the outbox' });
    await expect(answer).toContainText(
      `No mail server is set (SMTP_URL), so the e-mail was not sent to ${adminEmail}`,
    );
    await answer.getByRole('link', { name: 'See it in the outbox' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'TNT Thrift: test e-mail' })).toHaveCount(1);

    // How each e-mail looks: the order confirmation, rendered from a sample order, in its frame.
    await page.getByRole('link', { name: 'Previews' }).click();
    await page.getByLabel('E-mail', { exact: true }).selectOption('order_placed');
    await expect(page.getByText(/^TNT Thrift: order #\w+ is confirmed$/)).toBeVisible();
    const preview = page.frameLocator('iframe[title="Preview: Order confirmation (customer)"]');
    await expect(preview.getByText('Ankara print midi dress')).toBeVisible();
    await expect(preview.getByRole('cell', { name: 'KES 2,300' })).toBeVisible();
    await page.getByLabel('Show the plain text').check();
    await expect(page.locator('pre')).toContainText('Total paid: KES 2,300');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
