// The wishlist in the browser, on a phone (390 px) and a laptop (1280 px): hearts on a card and on the
// product page, the /wishlist page (remove, add to bag, clear, the empty state), the list surviving a
// reload, and at sign-in the device's pieces joining the account's list (the device then shows both).
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { expect, reload, toast, useBrowser, VIEWPORTS, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();

type Product = { id: string; slug: string; name: string; stock: number; sizes: string[] };
let products: Product[];

beforeAll(async () => {
  ({ products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: Product[];
  });
  expect(products.length).toBeGreaterThan(5);
});

let serial = 0;
const newEmail = () => `wish-${Date.now()}-${serial++}@e2e.test`;

/** React has taken over this element (a click before that would be lost). */
const live = (locator: Locator) =>
  expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);

const heart = (scope: Page | Locator, name: 'Add to wishlist' | 'Remove from wishlist') =>
  scope.getByRole('button', { name, exact: true });

const card = (page: Page, product: Product) => page.getByRole('article', { name: product.name, exact: true });

const stored = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('wishlist') ?? '[]') as { id: string }[]).map((e) => e.id),
  );

async function saveFromHomeCard(page: Page, product: Product) {
  await visit(page, '/', { waitUntil: 'networkidle' });
  const button = heart(card(page, product).first(), 'Add to wishlist');
  await live(button);
  await button.click();
  await toast(page, 'Added to wishlist!');
  await expect(heart(card(page, product).first(), 'Remove from wishlist')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

async function saveFromProductPage(page: Page, product: Product) {
  await visit(page, `/products/${product.slug}`, { waitUntil: 'networkidle' });
  const button = heart(page.getByRole('main'), 'Add to wishlist');
  await live(button);
  expect(await button.getAttribute('aria-pressed')).toBe('false');
  await button.click();
  await toast(page, 'Added to wishlist!');
  await expect(heart(page.getByRole('main'), 'Remove from wishlist')).toHaveCount(1);
}

const listed = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('article')
    .evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));

describe.each(VIEWPORTS)('the wishlist on a $name', (viewport) => {
  it('saves from a card and the product page, keeps the list over a reload, removes, adds to bag and clears', async () => {
    const context = await browser().newContext({ viewport });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const [first, second] = [
      products[0]!,
      products.find((p, i) => i > 0 && p.stock > 0 && p.sizes.length > 0)!,
    ];

    await saveFromHomeCard(page, first);
    await saveFromProductPage(page, second);
    expect(await stored(page)).toEqual([second.id, first.id]);

    await visit(page, '/wishlist', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toHaveCount(1);
    await expect.poll(() => listed(page)).toEqual([second.name, first.name]);
    await reload(page, { waitUntil: 'networkidle' });
    await expect.poll(() => listed(page)).toEqual([second.name, first.name]);
    expect(await page.getByText('2 saved pieces').count()).toBe(1);

    // Add to bag with the first size preselected.
    const secondCard = page.getByRole('article', { name: second.name, exact: true });
    expect(await secondCard.getByRole('combobox').inputValue()).toBe(second.sizes[0]);
    await secondCard.getByRole('button', { name: 'Add to Bag', exact: true }).click();
    await toast(page, 'Added to bag!');
    await expect(page.getByRole('button', { name: /^Bag, \d+ items?$/ })).toHaveAttribute(
      'aria-label',
      'Bag, 1 item',
    );

    await heart(page.getByRole('article', { name: first.name, exact: true }), 'Remove from wishlist').click();
    await toast(page, 'Removed from wishlist');
    await expect.poll(() => listed(page)).toEqual([second.name]);
    expect(await stored(page)).toEqual([second.id]);

    await page.getByRole('button', { name: 'Clear wishlist' }).click();
    await toast(page, 'Wishlist cleared');
    await expect(page.getByText('Your wishlist is empty', { exact: true })).toHaveCount(1);
    expect(await stored(page)).toEqual([]);
    await reload(page, { waitUntil: 'networkidle' });
    await expect(page.getByText('Your wishlist is empty', { exact: true })).toHaveCount(1);

    // Back on the home page the heart is no longer pressed.
    await visit(page, '/', { waitUntil: 'networkidle' });
    await live(heart(card(page, first).first(), 'Add to wishlist'));
    expect(await heart(card(page, first).first(), 'Add to wishlist').getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("merges the device's pieces into the account's list at sign-in and shows both", async () => {
    const email = newEmail();
    const password = 'wishlist-password-1';
    const [onAccount, onDevice1, onDevice2] = [products[3]!, products[0]!, products[1]!];

    // The account already holds one piece, saved from another device.
    const elsewhere = await browser().newContext();
    const signUp = await elsewhere.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { email, password, name: 'Wanjiru Wish' },
      headers: { origin: baseUrl },
    });
    expect(signUp.status()).toBe(200);
    const saved = await elsewhere.request.post(`${baseUrl}/api/wishlist`, {
      data: { product_id: onAccount.id },
      headers: { origin: baseUrl },
    });
    expect(saved.status()).toBe(201);
    await elsewhere.close();

    const context = await browser().newContext({ viewport });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await saveFromHomeCard(page, onDevice1);
    await saveFromProductPage(page, onDevice2);

    await visit(page, '/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);

    const server = async () => {
      const res = await page.request.get(`${baseUrl}/api/wishlist`);
      return ((await res.json()) as { products: { id: string }[] }).products.map((p) => p.id).sort();
    };
    const all = [onAccount.id, onDevice1.id, onDevice2.id].sort();
    await expect.poll(server).toEqual(all);
    await expect.poll(async () => (await stored(page)).sort()).toEqual(all);

    await visit(page, '/wishlist', { waitUntil: 'networkidle' });
    await expect
      .poll(async () => (await listed(page)).sort())
      .toEqual([onAccount.name, onDevice1.name, onDevice2.name].sort());

    // Signed in, a removal reaches the account too.
    await heart(
      page.getByRole('article', { name: onAccount.name, exact: true }),
      'Remove from wishlist',
    ).click();
    await toast(page, 'Removed from wishlist');
    await expect.poll(server).toEqual([onDevice1.id, onDevice2.id].sort());
    await reload(page, { waitUntil: 'networkidle' });
    await expect
      .poll(async () => (await listed(page)).sort())
      .toEqual([onDevice1.name, onDevice2.name].sort());
    expect(errors).toEqual([]);
    await context.close();
  });
});
