// The owner fixes an address, on a phone (390 px): a customer's order waits for delivery details and
// cannot be marked ready; the owner adds them (the shopper's form messages for a blank form), the
// order is ready and can be shipped; the owner corrects the address (the history says what changed)
// and writes a rider note, which the customer reads on their own order page. The piece is this
// file's own product, taken off sale at the end.
import { inject, it } from 'vitest';
import { markOrderAs, signedInPage, useOwnProduct } from './admin-shop';
import { expect, LAPTOP, PHONE_SCREEN, useBrowser, visit, watchErrors } from './browser';
import { paidCustomerOrder } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const NOTE = 'Rider: Otieno 0712 345 678, Pickup Mtaani code 88421';

const ownProduct = useOwnProduct({
  name: `Kitenge Wrap Skirt ${stamp}`,
  price: 1500,
  variants: [{ size: 'M', stock: 2 }],
});

it('the owner fixes an address, and the customer sees the rider note on their order', async () => {
  const customer = { email: `delivery-${stamp}@e2e.test`, password: 'e2e-customer-password' };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ ...customer, name: 'Akinyi Otieno' }),
  });
  expect(signUp.status).toBe(200);
  const shopper = await signedInPage(browser(), baseUrl, customer, PHONE_SCREEN);
  shopper.context().setDefaultTimeout(15_000);
  const shopperErrors = watchErrors(shopper);
  const order = await paidCustomerOrder(shopper, { ...ownProduct(), sizes: ['M'] }, '0733000444');

  const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
  page.context().setDefaultTimeout(15_000);
  const errors = watchErrors(page);
  await visit(page, `/admin/orders/${order.id}`);
  await expect(page.getByText('Fulfillment: awaiting details', { exact: true })).toHaveCount(1);
  // No address, no "ready for delivery": the page offers to add the details instead.
  await expect(page.getByRole('button', { name: 'Mark as ready for delivery' })).toHaveCount(0);
  const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
  await expect(delivery.getByText('No delivery details yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Add delivery details', exact: true }).first().click();
  const add = page.getByRole('dialog', { name: `Add delivery details for order #${order.shortId}` });
  await expect(add.getByLabel('Phone number')).toHaveValue('+254733000444');
  await add.getByLabel('Phone number').fill('');
  await add.getByRole('button', { name: 'Save and mark ready' }).click();
  await expect(add.getByText('Please enter your full name')).toBeVisible();
  await expect(add.getByText('Please enter your delivery address')).toBeVisible();
  await expect(add.getByLabel('Full name')).toBeFocused();
  await add.getByLabel('Full name').fill('Akinyi Otieno');
  await add.getByLabel('Phone number').fill('0733 000 444');
  await add.getByLabel('Delivery address').fill('Kilimani, Argwings Kodhek Rd, House 7');
  await add.getByRole('button', { name: 'Save and mark ready' }).click();
  await expect(add).toHaveCount(0);

  // Ready for delivery, with the address shown, and it moves on.
  await expect(page.getByText('Fulfillment: ready for delivery', { exact: true })).toHaveCount(1);
  await expect(delivery.getByText('Kilimani, Argwings Kodhek Rd, House 7')).toBeVisible();
  await expect(delivery.getByText('+254 733 000 444')).toBeVisible();
  const history = page.getByRole('list', { name: 'Order history, newest first' });
  await expect(history.getByRole('listitem').first()).toContainText('Delivery details entered by the shop');
  await expect(page.getByRole('button', { name: 'Mark as shipped' })).toBeVisible();

  // The owner corrects the address; the history says what changed.
  await delivery.getByRole('button', { name: 'Edit delivery details' }).click();
  const edit = page.getByRole('dialog', { name: `Correct delivery details for order #${order.shortId}` });
  await expect(edit.getByLabel('Delivery address')).toHaveValue('Kilimani, Argwings Kodhek Rd, House 7');
  await edit.getByLabel('Delivery address').fill('Westlands, Sarit Centre, Gate B');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(delivery.getByText('Westlands, Sarit Centre, Gate B')).toBeVisible();
  const corrected = history.getByRole('listitem').first();
  await expect(corrected).toContainText('Delivery details corrected');
  await expect(corrected).toContainText(
    'address: Kilimani, Argwings Kodhek Rd, House 7 → Westlands, Sarit Centre, Gate B',
  );

  // A rider note, then shipped.
  await delivery.getByRole('button', { name: 'Add a note' }).click();
  await delivery.getByLabel('Rider / tracking note').fill(NOTE);
  await delivery.getByRole('button', { name: 'Save note' }).click();
  await expect(delivery.getByText(NOTE, { exact: true })).toBeVisible();
  await expect(delivery.getByRole('button', { name: 'Edit note' })).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText(`Rider / tracking note: ${NOTE}`);
  await markOrderAs(page, 'shipped');
  await delivery.scrollIntoViewIfNeeded();
  // The same page on a laptop and on the narrowest phone: nothing runs off the side.
  for (const viewport of [LAPTOP, { width: 360, height: 780 }]) {
    await page.setViewportSize(viewport);
    await expect(delivery.getByRole('button', { name: 'Edit note' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }

  // The customer's own order page.
  await visit(shopper, `/order/${order.id}`);
  const card = shopper.getByTestId('order-card');
  await expect(card.getByTestId('tracking-note')).toHaveText(`From the shop: ${NOTE}`);
  await expect(card).toContainText('Delivering to: Akinyi Otieno, Westlands, Sarit Centre, Gate B');

  expect(errors).toEqual([]);
  expect(shopperErrors).toEqual([]);
  await page.context().close();
  await shopper.context().close();
});
