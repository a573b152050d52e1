// Quick edit from the owner's product list on a phone (390 px): the price and the pieces of one size
// changed in the dialog without opening the product's form; a piece sold while the dialog was open
// stays sold (each size moves by the owner's change); the list's CSV export then holds the new
// figures, and the same sheet edited and imported (checked first, then applied) changes them again. The product is made off sale, through the admin API, so shoppers' pages stay as the
// other journeys expect them.
import { readFileSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { signedInPage } from './admin-shop';
import { expect, PHONE_SCREEN, toast, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
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
  it('quick edit keeps a piece sold meanwhile sold; export and import carry the changes', async () => {
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

    // Export CSV takes the list's search along: the one product, with its new price and sizes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`,${name},`);
    expect(csv[1]).toContain(',1950,');
    expect(csv[1]).toContain(',S:1; M:4,');

    // The same sheet, edited and imported: checked first (one change), then applied.
    const edited = [
      '\uFEFF' + csv[0],
      csv[1]!.replace(',1950,', ',2100,').replace('S:1; M:4', 'S:2; M:4'),
    ].join('\r\n');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Import products' });
    await importer
      .getByLabel('CSV file')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    await expect(importer.getByRole('status')).toHaveText('0 new products, 1 change, 0 unchanged.');
    await expect(importer.getByRole('list', { name: 'Lines of the file' })).toContainText('price, variants');
    await importer.getByRole('button', { name: 'Import 1 product' }).click();
    await toast(page, 'Imported: 0 new products, 1 product changed.');
    const imported = (
      (await (await owner.get(`/api/admin/products/${product.id}`)).json()) as { product: Product }
    ).product;
    expect(imported.price).toBe(2100);
    expect(Object.fromEntries(imported.variants.map((v) => [v.size, v.stock]))).toEqual({ S: 2, M: 4 });
    expect(errors).toEqual([]);
  });
});

describe('the product editor on a phone', () => {
  it('jumps to each section from the outline under the top bar and marks the one with a problem', async () => {
    const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    const errors = watchErrors(page);
    await visit(page, `/admin/products?id=${product.id}`);
    const outline = page.getByRole('navigation', { name: 'Sections of the form' });
    await outline.getByRole('link', { name: 'Fabric details' }).click();
    const fabric = page.getByRole('region', { name: 'Fabric details' });
    await expect(fabric).toBeFocused();
    await expect(fabric).toBeInViewport();
    // The outline stays on screen far down the form.
    await expect(outline).toBeInViewport();

    await page.getByRole('region', { name: 'Price', exact: true }).getByLabel('Price (KES)').fill('0');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(outline.getByRole('link', { name: 'Price (has a problem)' })).toBeVisible();
    await expect(outline.getByRole('link', { name: 'Fabric details', exact: true })).toBeVisible();
    await outline.getByRole('link', { name: 'Product', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Product', exact: true })).toBeFocused();
    expect(errors).toEqual([]);
  });
});
