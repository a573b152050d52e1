// Helpers for the admin journeys: paid orders made through the shop's HTTP API exactly as a guest's
// browser would (checkout, the sandbox payment sheet, confirmation), and pages signed in as the owner.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

type Product = { id: string; name: string; price: number; stock: number; sizes: string[] };

/** Products from the end of the first catalogue page that still have stock (other journeys start at the front). */
export async function productsToSell(baseUrl: string, count: number): Promise<Product[]> {
  const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: Product[];
  };
  const picked = products.filter((p) => p.stock > 0).slice(-count);
  expect(picked).toHaveLength(count);
  return picked;
}

async function post<T>(baseUrl: string, path: string, body: unknown, guestId: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json', 'x-guest-id': guestId },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as T;
  expect(res.ok, `${path}: ${JSON.stringify(answer)}`).toBe(true);
  return answer;
}

/** A guest buys one piece of `product` with M-Pesa and the sandbox approves: a paid order. */
export async function paidGuestOrder(baseUrl: string, product: Product, phone = '0712345678') {
  const guestId = randomUUID();
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
  const { checkout } = await post<{ checkout: { tx_ref: string; total: number } }>(
    baseUrl,
    '/api/checkout',
    { bag, phone, payment_method: 'mpesa' },
    guestId,
  );
  const charge = await post<{ transaction_id: string }>(
    baseUrl,
    '/api/sandbox-pay/charges',
    {
      tx_ref: checkout.tx_ref,
      amount: checkout.total,
      currency: 'KES',
      method: 'mpesa',
      phone,
      outcome: 'approve',
    },
    guestId,
  );
  const confirmed = await post<{ status: string; order_id: string }>(
    baseUrl,
    '/api/checkout/confirm',
    { tx_ref: checkout.tx_ref, transaction_id: charge.transaction_id },
    guestId,
  );
  expect(confirmed.status).toBe('paid');
  return { id: confirmed.order_id, shortId: confirmed.order_id.slice(0, 8), total: checkout.total };
}

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
