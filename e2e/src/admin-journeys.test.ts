// The owner's work seen from the other side of the counter: an order the admin moves to shipped is
// shipped in the customer's /orders, and a product the admin creates in the
// browser — two sizes and an uploaded picture — is found by a shopper in the storefront.
import { inject, it } from 'vitest';
import { addDeliveryDetails, productsToSell, signedInPage, markOrderAs } from './admin-shop';
import { paidCustomerOrder } from './paid-orders';
import type { Page } from 'playwright-core';
import { expect, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
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
  const order = await paidCustomerOrder(shopper, piece!, '0733000111');

  await visit(shopper, '/orders');
  const card = shopper.getByTestId('order-card').filter({ hasText: `Order #${order.shortId}` });
  await expect(card.getByTestId('delivery-badge')).toContainText('awaiting details');

  // The owner, on a laptop, moves it along.
  const owner = await signedInPage(browser(), baseUrl, admin, LAPTOP);
  owner.context().setDefaultTimeout(15_000);
  const ownerErrors = watchErrors(owner);
  await visit(owner, `/admin/orders/${order.id}`);
  await expect(owner.getByText('Njeri Wambui').first()).toBeAttached();
  await addDeliveryDetails(owner);
  await markOrderAs(owner, 'shipped');

  // The customer opens /orders again: shipped, in blue, with the words on the badge.
  await visit(shopper, '/orders');
  const badge = card.getByTestId('delivery-badge');
  await expect(badge).toHaveText('Delivery: shipped');
  expect(await badge.getAttribute('data-colour')).toBe('blue');
  expect(shopperErrors).toEqual([]);
  expect(ownerErrors).toEqual([]);
  await shopper.context().close();
  await owner.context().close();
});

/** Drops a freshly drawn PNG on the drop zone, as a file dragged from the desktop would arrive. */
async function dropPicture(page: Page, zoneText: string, filename: string) {
  const zone = page.getByText(zoneText).locator('..');
  const dataTransfer = await page.evaluateHandle(async (name) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const paint = canvas.getContext('2d')!;
    paint.fillStyle = '#b4532a';
    paint.fillRect(0, 0, 600, 800);
    paint.fillStyle = '#f3d9a4';
    paint.fillRect(100, 150, 400, 500);
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], name, { type: 'image/png' }));
    return transfer;
  }, filename);
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
}

it('an admin creates a product with two sizes and a picture, and a shopper finds it and picks a size', async () => {
  const name = `Kitenge Wrap Dress ${Date.now().toString(36)}`;
  const owner = await signedInPage(browser(), baseUrl, admin, PHONE);
  owner.context().setDefaultTimeout(15_000);
  const ownerErrors = watchErrors(owner);

  await visit(owner, '/admin/products');
  await owner.getByRole('link', { name: 'New product' }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('New product');
  await owner.getByLabel('Name', { exact: true }).fill(name);
  await owner.getByLabel('Description').fill('Hand-picked kitenge wrap dress, worn twice, no marks.');
  await owner.getByLabel('Category', { exact: true }).fill('dresses');
  await owner.getByLabel('Price (KES)').fill('2,400');
  await owner.getByLabel('Original price (KES, optional)').fill('3200');

  // Two sizes, each with its own pieces.
  const sizes = [
    ['S', '1'],
    ['M', '2'],
  ] as const;
  for (const [i, [size, pieces]] of sizes.entries()) {
    // 'Add sizes' turns the single count of pieces into sizes; 'Add a size' adds the next one.
    await owner.getByRole('button', { name: /^Add (sizes|a size)$/ }).click();
    // A row is named by its number, and by its size once it has one ('Size 1 (S)').
    const row = owner.getByRole('group', { name: new RegExp(`^Size ${i + 1}\\b`) });
    await row.getByLabel('Size', { exact: true }).fill(size);
    await row.getByLabel('Pieces').fill(pieces);
  }

  // The picture is dropped on the drop zone; the server turns it into its own sizes.
  await dropPicture(owner, 'Drag pictures here, several at once, or', 'kitenge-front.png');
  const pictures = owner.getByRole('list', { name: "Pictures, in the shop's order" });
  await expect(pictures.getByRole('listitem')).toHaveCount(1);
  expect(await pictures.locator('img').first().getAttribute('src')).toMatch(/^\/uploads\/images\//);
  // The address box says why an address cannot be added (Enter adds, like the button), and adds nothing.
  const address = owner.getByLabel('Or add a picture by its web address');
  await address.fill('kitenge-front.png');
  await address.press('Enter');
  await expect(
    owner.getByText('must be an uploaded file (/uploads/…) or a web address (https://…)'),
  ).toHaveCount(1);
  expect(await address.getAttribute('aria-invalid')).toBe('true');
  await address.fill((await pictures.locator('img').first().getAttribute('src'))!);
  await address.locator('xpath=following-sibling::button').click();
  await expect(owner.getByText('This picture is already in the list.')).toHaveCount(1);
  expect(await pictures.getByRole('listitem').count()).toBe(1);

  await owner.getByRole('button', { name: 'Create product' }).click();
  await expect.poll(() => new URL(owner.url()).searchParams.get('id')).toMatch(/^[0-9a-f-]{36}$/);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(name);
  const id = new URL(owner.url()).searchParams.get('id')!;

  // The server has it as the form said: two sizes, three pieces, one picture.
  const saved = (await (await owner.request.get(`${baseUrl}/api/admin/products/${id}`)).json()) as {
    product: {
      slug: string;
      price: number;
      stock: number;
      images: string[];
      is_active: boolean;
      variants: { size: string; stock: number }[];
    };
  };
  expect(saved.product).toMatchObject({ price: 2400, stock: 3, is_active: true });
  expect(saved.product.images).toHaveLength(1);
  expect(saved.product.variants.map((v) => [v.size, v.stock])).toEqual([
    ['S', 1],
    ['M', 2],
  ]);

  // A change not saved is not lost by a stray tap: leaving asks first.
  const description = owner.getByLabel('Description');
  await description.fill('Hand-picked kitenge wrap dress, worn twice, no marks. Fits S–M.');
  await owner.getByRole('link', { name: 'All products' }).first().click();
  const leave = owner.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toHaveCount(1);
  await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(leave).toHaveCount(0);
  expect(new URL(owner.url()).searchParams.get('id')).toBe(id);
  expect(await description.inputValue()).toContain('Fits S–M.');
  await owner.getByRole('link', { name: 'All products' }).first().click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect.poll(() => new URL(owner.url()).searchParams.get('id')).toBeNull();

  // A shopper on a laptop finds it with the search palette and picks the second size.
  const context = await browser().newContext({ viewport: LAPTOP });
  const shopper = await context.newPage();
  shopper.context().setDefaultTimeout(15_000);
  const shopperErrors = watchErrors(shopper);
  // The palette's shortcut works once the page has come alive.
  await visit(shopper, '/', { waitUntil: 'networkidle' });
  await shopper.keyboard.press('Control+K');
  await shopper.getByPlaceholder('Search for products...').fill(name.slice(-12));
  const option = shopper.getByRole('option', { name: new RegExp(name) });
  await expect(option).toHaveCount(1);
  expect(await option.innerText()).toContain('KES 2,400');
  await option.click();
  await expect.poll(() => new URL(shopper.url()).pathname).toBe(`/products/${saved.product.slug}`);
  await expect(shopper.locator('h1')).toHaveText(name);
  const picker = shopper.getByRole('group', { name: /^Size/ });
  expect(await picker.getByRole('button').allInnerTexts()).toEqual(['S', 'M']);
  await picker.getByRole('button', { name: 'M', exact: true }).click();
  expect(await picker.getByRole('button', { name: 'M', exact: true }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  // Its picture is the one the owner dropped (served in the shop's own sizes).
  const stored = saved.product.images[0]!.split('/').pop()!.split(/[-.]/)[0]!;
  await expect.poll(() => shopper.locator('main img').first().getAttribute('src')).toContain(stored);

  expect(ownerErrors).toEqual([]);
  expect(shopperErrors).toEqual([]);
  await owner.context().close();
  await context.close();
});
