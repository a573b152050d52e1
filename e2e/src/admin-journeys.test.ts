// The owner's work seen from the other side of the counter: an order the admin moves to shipped is
// shipped in the customer's /orders, and a product the admin creates in the
// browser — two sizes and an uploaded picture — is found by a shopper in the storefront.
import { expect, inject, it } from 'vitest';
import { paidCustomerOrder, productsToSell, signedInPage } from './admin-shop';
import { useBrowser, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

it('an admin moves a customer’s order to shipped, and the customer sees it shipped in /orders', async () => {
  // The customer: a new account that pays for one piece on a phone.
  const customer = { email: `shipped-${Date.now()}@e2e.test`, password: 'e2e-customer-password' };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ ...customer, name: 'Njeri Wambui' }),
  });
  expect(signUp.status).toBe(200);
  const shopper = await signedInPage(browser(), baseUrl, customer, PHONE);
  shopper.context().setDefaultTimeout(15_000);
  const shopperErrors = watchErrors(shopper);
  // Not the pieces admin.test.ts buys (the last three of the first page).
  const [piece] = await productsToSell(baseUrl, 1, { skipLast: 3 });
  const order = await paidCustomerOrder(baseUrl, shopper, piece!, '0733000111');

  await shopper.goto(`${baseUrl}/orders`);
  const card = shopper.getByTestId('order-card').filter({ hasText: `Order #${order.shortId}` });
  await expect.poll(() => card.getByTestId('delivery-badge').innerText()).toContain('awaiting details');

  // The owner, on a laptop, moves it along.
  const owner = await signedInPage(browser(), baseUrl, admin, LAPTOP);
  owner.context().setDefaultTimeout(15_000);
  const ownerErrors = watchErrors(owner);
  await owner.goto(`${baseUrl}/admin/orders/${order.id}`);
  await expect.poll(() => owner.getByText('Njeri Wambui').count()).toBeGreaterThan(0);
  await owner.getByRole('button', { name: 'Mark as ready for delivery' }).click();
  await expect
    .poll(() => owner.getByText('Fulfillment: ready for delivery', { exact: true }).count())
    .toBe(1);
  await owner.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect.poll(() => owner.getByText('Fulfillment: shipped', { exact: true }).count()).toBe(1);

  // The customer opens /orders again: shipped, in blue, with the words on the badge.
  await shopper.goto(`${baseUrl}/orders`);
  const badge = card.getByTestId('delivery-badge');
  await expect.poll(() => badge.textContent()).toBe('Delivery: shipped');
  expect(await badge.getAttribute('data-colour')).toBe('blue');
  expect(shopperErrors).toEqual([]);
  expect(ownerErrors).toEqual([]);
  await shopper.context().close();
  await owner.context().close();
});
