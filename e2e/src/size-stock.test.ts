// The size is the unit of stock, as a shopper meets it. The owner makes the pieces through the admin
// API (taken off sale again at the end, so the journeys after this file find the shop as it was):
// - a sold-out size is shown on the product page but cannot be chosen (disabled, passed over by the
//   keyboard, named "…, sold out"); the first size in stock is chosen; the bag line stops at what its
//   size has and the bag's size list shows the sold-out size off;
// - a bundle whose chosen piece sold after it went in the bag is taken out of the bag with the
//   server's message, in the drawer and at the checkout: never a dead end at Pay;
// - two shoppers with the same last size in their bags: the first holds it at Pay, the second reads
//   "Sorry, {name} (size {size}) just sold out" and the piece leaves their bag with its message.
import { request as playwrightRequest, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { paidGuestOrder } from './paid-orders';
import { expect, PHONE_SCREEN, useBrowser, visit, watchErrors } from './browser';
import {
  bagButton,
  mpesaPhoneBox,
  newShopper,
  ORDER_URL,
  payButton,
  phoneAndLaptopShoppers,
  PHONE,
  sheet,
  storedBag,
} from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
/** Marks what this file makes, so names are its own and the clean-up finds it. */
const stamp = Date.now().toString(36);

type Made = { id: string; slug: string; name: string; price: number };
let owner: APIRequestContext;
const made = { products: [] as string[], bundles: [] as string[] };

async function createProduct(name: string, price: number, category: string, sizes: Record<string, number>) {
  const unsized = Object.keys(sizes).length === 1 && '' in sizes;
  const res = await owner.post('/api/admin/products', {
    data: {
      name: `${name} ${stamp}`,
      price,
      category,
      is_active: true,
      ...(unsized
        ? { stock: sizes[''] }
        : { variants: Object.entries(sizes).map(([size, stock]) => ({ size, stock })) }),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { product } = (await res.json()) as { product: Made };
  made.products.push(product.id);
  return product;
}

beforeAll(async () => {
  owner = await playwrightRequest.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  expect((await owner.post('/api/auth/sign-in/email', { data: admin })).status()).toBe(200);
});

afterAll(async () => {
  if (!owner) return;
  for (const id of made.bundles) await owner.post(`/api/admin/bundles/${id}/deactivate`);
  for (const id of made.products) await owner.post(`/api/admin/products/${id}/deactivate`);
  await owner.dispose();
});

const drawer = (page: Page) => page.getByRole('dialog', { name: /^Your Bag/ });

/** Opens the drawer from the bag icon, by keyboard (a fresh toast may lie over it on a phone). */
async function openBag(page: Page) {
  await bagButton(page).press('Enter');
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

/** Console errors other than the browser's note of a refused request (a 409 is the answer here). */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 409'));

describe('a size that is sold out', () => {
  it('is shown on the product page but cannot be chosen; the first size in stock is', async () => {
    const loafers = await createProduct('Penny Loafers', 2600, 'shoes', { '40': 0, '41': 2, '42': 1 });
    const { context, page } = await newShopper(browser(), PHONE_SCREEN.width, PHONE_SCREEN.height);
    const errors = watchErrors(page);
    await visit(page, `/products/${loafers.slug}`);
    const sizes = page.getByRole('group', { name: /^Size/ });
    const size = (name: string) => sizes.getByRole('button', { name, exact: true });

    // All three are shown, smallest first; 40 is off and says why.
    expect(await sizes.getByRole('button').allInnerTexts()).toEqual(['40', '41', '42']);
    expect(await size('40, sold out').isDisabled()).toBe(true);
    expect(await size('40, sold out').evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
      'line-through',
    );
    expect(await size('41').getAttribute('aria-pressed')).toBe('true');
    // A size button stays a 44 px target.
    const box = await size('40, sold out').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    // The keyboard passes over it: back from 41 lands on the size chart, not on 40.
    await size('41').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Size Chart');
    // A tap on the sold-out size changes nothing; a tap on the chosen size keeps it chosen.
    await size('40, sold out').click({ force: true });
    await size('41').click();
    expect(await size('41').getAttribute('aria-pressed')).toBe('true');
    expect(await size('40, sold out').getAttribute('aria-pressed')).toBe('false');

    // In the bag the line remembers what size 41 has: its quantity stops at 2.
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
    expect((await storedBag(page))?.items).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ id: loafers.id, stock: 2 }),
        selectedSize: '41',
        quantity: 1,
      }),
    ]);
    const bag = await openBag(page);
    const line = bag.getByTestId('bag-line');
    const plus = line.getByRole('button', { name: `Increase quantity of ${loafers.name}` });
    await plus.click();
    await expect(line.getByTestId('quantity')).toHaveText('2');
    expect(await plus.getAttribute('aria-disabled')).toBe('true');
    // The bag's size list, once the server has priced the bag, shows 40 but will not take it.
    const picker = bag.getByRole('combobox', { name: `Size of ${loafers.name}` });
    await expect(picker).toHaveCount(1);
    expect(await picker.locator('option').allInnerTexts()).toEqual(['40, sold out', '41', '42']);
    expect(await picker.locator('option', { hasText: '40, sold out' }).isDisabled()).toBe(true);
    expect(await picker.inputValue()).toBe('41');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a bundle whose piece sold after it went in the bag', () => {
  it('is taken out of the bag with its message, in the drawer and at the checkout', async () => {
    const tee = await createProduct('Boxy Tee', 1200, 'clothing', { S: 1, M: 1 });
    const pouch = await createProduct('Canvas Pouch', 900, 'accessories', { '': 5 });
    const res = await owner.post('/api/admin/bundles', {
      data: {
        name: `Weekend Set ${stamp}`,
        price: 1800,
        is_active: true,
        track_inventory: false,
        items: [
          { product_id: tee.id, quantity: 1 },
          { product_id: pouch.id, quantity: 1 },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { bundle } = (await res.json()) as { bundle: Made };
    made.bundles.push(bundle.id);

    // Two shoppers put the bundle in their bags with the tee's first size, S (its only piece).
    const shoppers = await phoneAndLaptopShoppers(browser());
    const errors = shoppers.map(({ page }) => watchErrors(page));
    for (const { page } of shoppers) {
      await visit(page, `/bundles/${bundle.slug}`);
      const teeSizes = page.getByRole('group', { name: `Size for ${tee.name}` });
      expect(
        await teeSizes.getByRole('button', { name: 'S', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      await page.getByRole('button', { name: 'Add Bundle to Bag' }).click();
      await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
    }
    // Someone else buys the tee in S.
    await paidGuestOrder({ ...tee, stock: 1, sizes: ['S'] });
    const removed = `${bundle.name} is sold out and was removed from your bag`;

    // The first opens the bag: the bundle is gone from it, and the bag says why.
    const [first, second] = shoppers as [(typeof shoppers)[0], (typeof shoppers)[0]];
    const bag = await openBag(first.page);
    await expect(bag.getByTestId('bag-changes')).toContainText(removed);
    await expect(bag.getByTestId('bag-bundle-line')).toHaveCount(0);
    expect(await bag.getByText('Your bag is empty').count()).toBe(1);
    expect(await bag.getByRole('button', { name: 'Checkout' }).count()).toBe(0);
    // (The page behind the open drawer is hidden from assistive tech: the badge is read after it closes.)
    await first.page.keyboard.press('Escape');
    await expect(drawer(first.page)).toHaveCount(0);
    await expect(bagButton(first.page)).toHaveAttribute('aria-label', 'Bag, 0 items');
    const storedBundles = () =>
      first.page.evaluate(() => JSON.parse(localStorage.getItem('shopping-cart-v2') ?? 'null')?.bundles);
    expect(await storedBundles()).toEqual([]);

    // The second goes straight to the checkout: told the bundle just sold out, the bag corrected, and
    // no Pay button for a bag that cannot be paid for.
    await visit(second.page, '/checkout');
    const changes = second.page.getByTestId('checkout-changes');
    await expect(changes).toContainText(`Sorry, ${bundle.name} just sold out`);
    await expect(changes).toContainText(removed);
    await expect(second.page.getByText('Your bag is empty')).toHaveCount(1);
    expect(await second.page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    expect(await second.page.getByRole('button', { name: 'Continue shopping' }).count()).toBe(1);
    expect(await second.page.getByText('Your bag changed since you opened checkout').count()).toBe(0);

    expect(errors.map(unexpected)).toEqual([[], []]);
    await Promise.all(shoppers.map(({ context }) => context.close()));
  });
});

describe('two shoppers with the same last size in their bags', () => {
  it('the one who pays second reads which piece just sold out, and it leaves their bag', async () => {
    const kikoi = await createProduct('Kikoi Wrap', 1900, 'clothing', { S: 0, M: 1, L: 2 });
    const shoppers = await phoneAndLaptopShoppers(browser());
    const errors = shoppers.map(({ page }) => watchErrors(page));
    for (const { page } of shoppers) {
      await visit(page, `/products/${kikoi.slug}`);
      // M, the last piece of its size, is the first size in stock.
      const m = page.getByRole('group', { name: /^Size/ }).getByRole('button', { name: 'M', exact: true });
      expect(await m.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Add to Bag' }).click();
      await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
      await visit(page, '/checkout');
      await expect(page.getByText(`${kikoi.name} x 1`)).toHaveCount(1);
      await mpesaPhoneBox(page).fill(PHONE);
    }
    const [winner, loser] = shoppers as [(typeof shoppers)[0], (typeof shoppers)[0]];
    // The first presses Pay: the piece is held for their payment.
    await payButton(winner.page).click();
    await expect(sheet(winner.page)).toBeVisible();

    // The second presses Pay a moment later.
    await payButton(loser.page).click();
    const sorry = `Sorry, ${kikoi.name} (size M) just sold out`;
    const changes = loser.page.getByTestId('checkout-changes');
    await expect(changes).toContainText(sorry);
    await expect(changes).toContainText(`${kikoi.name} (size M) is sold out and was removed from your bag`);
    await expect(loser.page.getByText('Your bag is empty')).toHaveCount(1);
    expect((await storedBag(loser.page))?.items).toEqual([]);
    expect(await sheet(loser.page).count()).toBe(0);
    expect(await loser.page.getByText('Your bag changed since you opened checkout').count()).toBe(0);
    expect(await loser.page.getByText('Payment failed').count()).toBe(0);

    await sheet(winner.page).getByRole('button', { name: 'Approve', exact: true }).click();
    await winner.page.waitForURL(ORDER_URL);
    expect(errors.map(unexpected)).toEqual([[], []]);
    await Promise.all(shoppers.map(({ context }) => context.close()));
  });
});
