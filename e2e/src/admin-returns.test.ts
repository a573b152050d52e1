// The owner's after-sale work on a phone (390 px): a part of an order refunded (a refund beyond what
// is left is refused in the form), a return that puts one piece back on sale — its sold-out size can
// be chosen again on the product page — the packing slips of two chosen orders (one per printed page),
// and two orders marked shipped in one go while a third, already shipped, is named with the reason.
// The pieces are this file's own product (two sizes), taken off sale at the end.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject, it } from 'vitest';
import { markOrderAs, signedInPage, useOwnProduct } from './admin-shop';
import { expect, PHONE_SCREEN, reload, useBrowser, visit, visitorAddress, watchErrors } from './browser';
import { newShopper } from './checkout-helpers';
import { paidGuestOrder } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
const stamp = Date.now().toString(36);
// One M-Pesa number for this file's orders: the order list's search finds exactly them.
const phone = `071${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

const ownProduct = useOwnProduct({
  name: `Ankara Shirt Dress ${stamp}`,
  price: 1800,
  variants: [
    { size: 'S', stock: 1 },
    { size: 'M', stock: 2 },
  ],
});

/** A guest's paid order for one piece in `size`, with the delivery details given (ready for delivery). */
async function readyOrder(size: string, name: string, location: string) {
  const guestId = randomUUID();
  const order = await paidGuestOrder({ ...ownProduct(), sizes: [size] }, phone, guestId);
  const res = await fetch(`${baseUrl}/api/orders/${order.id}/delivery`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      'x-guest-id': guestId,
      'x-forwarded-for': visitorAddress(),
    },
    body: JSON.stringify({ name, phone, location }),
  });
  expect(res.status, await res.text()).toBe(200);
  return order;
}

const sizeButton = (page: Page, name: string) =>
  page.getByRole('group', { name: /^Size/ }).getByRole('button', { name, exact: true });

/** The order list of this file's orders, with the box that chooses each. */
async function chooseOrders(page: Page, shortIds: string[]) {
  await visit(page, `/admin/orders?q=${phone}`);
  for (const id of shortIds) await page.getByRole('checkbox', { name: `Choose order #${id}` }).check();
  await expect(page.getByText(`${shortIds.length} orders chosen`)).toBeVisible();
}

it('refunds part of an order, restocks a returned piece, prints packing slips and ships two orders at once', async () => {
  const first = await readyOrder('S', 'Wanjiku Kamau', 'Kilimani, Argwings Kodhek Rd, House 12');
  const second = await readyOrder('M', 'Otieno Odhiambo', 'Westlands, Mpaka Rd, Apt 4B');
  const third = await readyOrder('M', 'Akinyi Atieno', 'South B, Mchumbi Rd');

  // Size S sold with the first order: a shopper finds it crossed out.
  const { context: shopperContext, page: shopper } = await newShopper(
    browser(),
    PHONE_SCREEN.width,
    PHONE_SCREEN.height,
  );
  await visit(shopper, `/products/${ownProduct().slug}`);
  expect(await sizeButton(shopper, 'S, sold out').isDisabled()).toBe(true);

  const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
  page.context().setDefaultTimeout(15_000);
  const errors = watchErrors(page);

  // The first order ships, then the owner refunds part of it.
  await visit(page, `/admin/orders/${first.id}`);
  await markOrderAs(page, 'shipped');
  // The refund and return forms on the narrowest phone: nothing runs off the side.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('dialog', { name: `Refund part of order #${first.shortId}` });
  const fits = async (dialog: typeof refund) => {
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  };
  await fits(refund);
  await refund.getByLabel('Amount to refund (KES)').fill('999999');
  await refund.getByLabel('Reason').fill('A button was missing');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund.getByRole('alert')).toHaveText(
    /^A refund of KES 999,999 is more than is left to refund: KES [\d,]+ of the KES [\d,]+ paid\.$/,
  );
  await refund.getByLabel('Amount to refund (KES)').fill('300');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund).toHaveCount(0);
  const payment = page.getByRole('region', { name: 'Payment' });
  const net = (first.total - 300).toLocaleString('en-US');
  await expect(payment).toContainText('RefundedKES 300');
  await expect(payment).toContainText(`NetKES ${net}`);
  await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('KES 300 · A button was missing');

  // The S came back: it goes back on sale in its size.
  await page.getByRole('button', { name: 'Record return' }).click();
  const giveBack = page.getByRole('dialog', { name: `Record a return on order #${first.shortId}` });
  await fits(giveBack);
  await giveBack.getByLabel(`${ownProduct().name}, size S`).fill('1');
  await giveBack.getByLabel('Note (optional)').fill('Too small');
  await giveBack.getByRole('button', { name: 'Record return' }).click();
  await expect(giveBack).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Returns' })).toContainText(
    `Came back: 1 × ${ownProduct().name} (size S)`,
  );
  await expect(page.getByRole('button', { name: 'Record return' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(PHONE_SCREEN);

  // The shopper's product page offers size S again (its cache lasts a second: reload until it shows).
  await expect(async () => {
    await reload(shopper);
    expect(await sizeButton(shopper, 'S').isEnabled()).toBe(true);
  }).toPass();
  await sizeButton(shopper, 'S').click();
  expect(await sizeButton(shopper, 'S').getAttribute('aria-pressed')).toBe('true');
  await shopperContext.close();

  // Packing slips for the first two orders, one per printed page.
  await chooseOrders(page, [first.shortId, second.shortId]);
  await page.getByRole('link', { name: 'Packing slips' }).click();
  await page.waitForURL(/\/admin\/orders\/packing-slips\?ids=/);
  const slips = page.getByRole('article');
  await expect(slips).toHaveCount(2);
  const slip = page.getByRole('article', { name: `Packing slip for order #${first.shortId}` });
  await expect(slip).toContainText('TNT Thrift');
  for (const text of [
    `#${first.shortId}`,
    'Wanjiku Kamau',
    'Kilimani, Argwings Kodhek Rd, House 12',
    'Standard delivery',
    ownProduct().name,
  ])
    await expect(slip).toContainText(text);
  await expect(slip.getByRole('row').nth(1)).toHaveText(`${ownProduct().name}S1`);
  await expect(slip).not.toContainText('Order total');
  await expect(
    page.getByRole('article', { name: `Packing slip for order #${second.shortId}` }),
  ).toContainText('Otieno Odhiambo');
  await page.getByLabel('Show the order total on each slip').check();
  await expect(slip).toContainText('Order total');
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  expect(await slip.evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
  await page.emulateMedia({ media: 'screen' });

  // Three chosen, two ready: those two ship; the first (shipped already) is named with the reason.
  await chooseOrders(page, [first.shortId, second.shortId, third.shortId]);
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark 3 orders as shipped?' });
  await confirm.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'not marked shipped' })).toContainText(
    `#${first.shortId}: An order that is shipped cannot become shipped.`,
  );
  const cards = page.getByRole('list', { name: 'Orders' });
  for (const order of [second, third])
    await expect(cards.getByRole('listitem').filter({ hasText: `#${order.shortId}` })).toContainText(
      'Fulfillment: shipped',
    );
  // The one that was refused stays chosen, for the owner to look at.
  await expect(page.getByText('1 order chosen')).toBeVisible();
  expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  await page.context().close();
});
