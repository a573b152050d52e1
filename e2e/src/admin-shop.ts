// Helpers for the admin journeys: paid orders made through the shop's HTTP API exactly as a guest's
// browser would (checkout, the sandbox payment sheet, confirmation), and pages signed in as the owner.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

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

type Post = (path: string, body: unknown) => Promise<unknown>;

/** Posts as a guest's device: its guest id in the header the shop's pages send. */
const asGuest =
  (baseUrl: string, guestId: string): Post =>
  async (path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json', 'x-guest-id': guestId },
      body: JSON.stringify(body),
    });
    const answer: unknown = await res.json();
    expect(res.ok, `${path}: ${JSON.stringify(answer)}`).toBe(true);
    return answer;
  };

/** Posts as whoever is signed in on this page's browser context. */
const asPage =
  (baseUrl: string, page: Page): Post =>
  async (path, data) => {
    const res = await page.request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } });
    const answer: unknown = await res.json();
    expect(res.ok(), `${path}: ${JSON.stringify(answer)}`).toBe(true);
    return answer;
  };

/** Buys one piece of `product` with M-Pesa and the sandbox approves: a paid order. */
async function paidOrder(post: Post, product: Product, phone: string) {
  const bag = {
    items: [
      {
        product: { id: product.id, price: product.price, name: product.name },
        quantity: 1,
        selectedSize: product.sizes[0] ?? null,
      },
    ],
    bundles: [],
  };
  const { checkout } = (await post('/api/checkout', { bag, phone, payment_method: 'mpesa' })) as {
    checkout: { tx_ref: string; total: number };
  };
  const charge = (await post('/api/sandbox-pay/charges', {
    tx_ref: checkout.tx_ref,
    amount: checkout.total,
    currency: 'KES',
    method: 'mpesa',
    phone,
    outcome: 'approve',
  })) as { transaction_id: string };
  const confirmed = (await post('/api/checkout/confirm', {
    tx_ref: checkout.tx_ref,
    transaction_id: charge.transaction_id,
  })) as { status: string; order_id: string };
  expect(confirmed.status).toBe('paid');
  return { id: confirmed.order_id, shortId: confirmed.order_id.slice(0, 8), total: checkout.total };
}

/** A guest's paid order for one piece of `product`. */
export const paidGuestOrder = (baseUrl: string, product: Product, phone = '0712345678') =>
  paidOrder(asGuest(baseUrl, randomUUID()), product, phone);

/** A paid order for one piece of `product`, by the customer signed in on `page`. */
export const paidCustomerOrder = (baseUrl: string, page: Page, product: Product, phone = '0712345678') =>
  paidOrder(asPage(baseUrl, page), product, phone);

/** A page in a fresh context, signed in through the API as `who`. */
export async function signedInPage(
  browser: Browser,
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
