// Helpers for the admin journeys: pieces to sell (paid-orders.ts makes the orders) and pages signed
// in as the owner.
import { request as playwrightRequest, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { expect, type Visitors } from './browser';
import { shopUrl } from './shop';

type Product = { id: string; name: string; price: number; stock: number; sizes: string[] };

/**
 * Products from the end of the first catalogue page that still have stock (other journeys start at
 * the front), leaving out the last `skipLast` of them (another file's pieces).
 */
export async function productsToSell(
  baseUrl: string,
  count: number,
  { skipLast = 0 } = {},
): Promise<Product[]> {
  const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: Product[];
  };
  // Pieces of bundles are left alone: selling them lowers the bundles' stock other journeys rely on.
  const { bundles } = (await (await fetch(`${baseUrl}/api/catalogue/bundles`)).json()) as {
    bundles: { bundle_items: { product: { id: string } }[] }[];
  };
  const inBundles = new Set(bundles.flatMap((b) => b.bundle_items.map((i) => i.product.id)));
  const inStock = products.filter((p) => p.stock > 0 && !inBundles.has(p.id));
  const picked = inStock.slice(0, inStock.length - skipLast).slice(-count);
  expect(picked).toHaveLength(count);
  return picked;
}

/** A page in a fresh context, signed in through the API as `who`. */
export async function signedInPage(
  browser: Visitors,
  baseUrl: string,
  who: { email: string; password: string },
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const res = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: who,
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(200);
  return context.newPage();
}

/** Whether the element with the focus is the page's heading (screens move the focus there). */
export const focusIsOnHeading = (page: Page) =>
  page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

/** Moves an order on from its page: the step's button, then its confirmation. */
export async function markOrderAs(page: Page, status: string) {
  await page.getByRole('button', { name: `Mark as ${status}` }).click();
  await page
    .getByRole('dialog', { name: new RegExp(`^Mark order #\\w+ as ${status}\\?$`) })
    .getByRole('button', { name: `Mark as ${status}` })
    .click();
  await expect(page.getByText(`Fulfillment: ${status}`, { exact: true })).toHaveCount(1);
}

/**
 * The owner adds an order's delivery details from its page (the order had none): the dialog's form,
 * saved, makes the order ready for delivery.
 */
export async function addDeliveryDetails(
  page: Page,
  details = { name: 'Akinyi Otieno', phone: '0712 345 678', location: 'Kilimani, Argwings Kodhek Rd' },
) {
  await page.getByRole('button', { name: 'Add delivery details', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Add delivery details for order #\w+$/ });
  await dialog.getByLabel('Full name').fill(details.name);
  await dialog.getByLabel('Phone number').fill(details.phone);
  await dialog.getByLabel('Delivery address').fill(details.location);
  await dialog.getByRole('button', { name: 'Save and mark ready' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Fulfillment: ready for delivery', { exact: true })).toHaveCount(1);
}

/** The owner's API, signed in: what a journey sets up through it and cleans up afterwards. */
export async function ownerApi(): Promise<APIRequestContext> {
  const baseUrl = shopUrl();
  const api = await playwrightRequest.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  expect((await api.post('/api/auth/sign-in/email', { data: inject('admin') })).status()).toBe(200);
  return api;
}

export type OwnProduct = { id: string; slug: string; name: string; price: number };

/**
 * A product of the journey file's own, made through the owner's API before its tests and taken off
 * sale after them (so no other journey buys its pieces); answers a getter for it.
 */
export function useOwnProduct(values: {
  name: string;
  price: number;
  variants: { size: string; stock: number }[];
}): () => OwnProduct {
  let owner: APIRequestContext | undefined;
  let product: OwnProduct | undefined;
  beforeAll(async () => {
    owner = await ownerApi();
    const res = await owner.post('/api/admin/products', {
      data: { ...values, category: 'clothing', is_active: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    product = ((await res.json()) as { product: OwnProduct }).product;
  });
  afterAll(async () => {
    if (!owner) return;
    if (product) await owner.post(`/api/admin/products/${product.id}/deactivate`);
    await owner.dispose();
  });
  return () => product!;
}

/** Deletes the shop videos whose title carries `stamp` (what a journey made, even after a failure). */
export async function deleteVideosMarked(stamp: string) {
  const api = await ownerApi();
  try {
    const { videos } = (await (await api.get('/api/admin/videos')).json()) as {
      videos: { id: string; title: string }[];
    };
    for (const v of videos.filter((v) => v.title.includes(stamp)))
      await api.delete(`/api/admin/videos/${v.id}`);
  } finally {
    await api.dispose();
  }
}
