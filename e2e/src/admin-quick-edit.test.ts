// Quick edit from the owner's product list on a phone (390 px): the price and the pieces of one size
// changed in the dialog without opening the product's form; a piece sold while the dialog was open
// stays sold (each size moves by the owner's change). The product is made off sale, through the
// admin API, so shoppers' pages stay as the other journeys expect them.
import { request as playwrightRequest, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { signedInPage } from './admin-shop';
import { expect, PHONE_SCREEN, toast, useBrowser, visit, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = useBrowser();
const name = `Corduroy jacket ${Date.now().toString(36)}`;

type Variant = { id: string; size: string; stock: number };
type Product = { id: string; price: number; stock: number; variants: Variant[] };
let owner: APIRequestContext;
let product: Product;

beforeAll(async () => {
  owner = await playwrightRequest.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  expect((await owner.post('/api/auth/sign-in/email', { data: admin })).status()).toBe(200);
  const res = await owner.post('/api/admin/products', {
    data: {
      name,
      price: 2400,
      category: 'jackets',
      is_active: false,
      variants: [
        { size: 'S', stock: 1 },
        { size: 'M', stock: 2 },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  product = ((await res.json()) as { product: Product }).product;
});

afterAll(async () => {
  await owner?.dispose();
});

describe('quick edit in the product list', () => {
  it('changes the price and a size’s pieces from a phone, keeping a piece sold meanwhile sold', async () => {
    const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    const errors = watchErrors(page);
    await visit(page, `/admin/products?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Quick edit ${name}: price and stock` }).click();
    const dialog = page.getByRole('dialog', { name: `Quick edit: ${name}` });
    await expect(dialog.getByLabel('Size M')).toHaveValue('2');

    // Bad input is named and nothing is sent.
    await dialog.getByLabel('Price (KES)').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the price in whole shillings (1 or more)')).toBeVisible();

    // Meanwhile one M is sold (the owner's form elsewhere takes it: 2 → 1).
    const m = product.variants.find((v) => v.size === 'M')!;
    const sold = await owner.put(`/api/admin/products/${product.id}`, {
      data: {
        variants: product.variants.map((v) => ({
          id: v.id,
          size: v.size,
          stock: v.size === 'M' ? 1 : v.stock,
          stock_seen: v.stock,
        })),
      },
    });
    expect(sold.status(), await sold.text()).toBe(200);

    await dialog.getByLabel('Price (KES)').fill('1,950');
    await dialog.getByLabel('Size M').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, `${name}: KES 1,950, 5 on sale.`);
    await expect(dialog).toHaveCount(0);

    const saved = (
      (await (await owner.get(`/api/admin/products/${product.id}`)).json()) as { product: Product }
    ).product;
    // M: the 1 left, moved by the owner's +3 → 4; S unchanged at 1.
    expect(saved.price).toBe(1950);
    expect(Object.fromEntries(saved.variants.map((v) => [v.size, v.stock]))).toEqual({ S: 1, M: 4 });
    expect(saved.stock).toBe(5);
    expect(errors).toEqual([]);
  });
});
