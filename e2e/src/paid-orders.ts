// Real paid orders for browser journeys, made through the running shop's HTTP API as its own pages
// do: open a checkout (as a device's guest id, or a signed-in page), approve it on the sandbox sheet,
// confirm it.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, visitorAddress } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();

export type Piece = {
  id: string;
  name: string;
  price: number;
  sizes: string[];
  /** Pieces left by size, as the catalogue lists them. */
  size_stock?: Record<string, number>;
};
type Answer = { status: number; body: unknown };
type Post = (path: string, body: unknown) => Promise<Answer>;

/** Posts as a guest's device: its guest id in the header the shop's pages send, from its own address. */
const asGuest = (guestId: string): Post => {
  const headers = {
    'content-type': 'application/json',
    origin: baseUrl,
    'x-guest-id': guestId,
    'x-forwarded-for': visitorAddress(),
  };
  return async (path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
};

/** Posts as whoever is signed in on this page's browser context. */
const asPage =
  (page: Page): Post =>
  async (path, data) => {
    const res = await page.request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } });
    return { status: res.status(), body: await res.json() };
  };

/** Posts and expects the shop to agree; the answer's body. */
async function agreed(post: Post, path: string, body: unknown): Promise<unknown> {
  const answer = await post(path, body);
  expect(answer.status < 300, `${path}: ${JSON.stringify(answer.body)}`).toBe(true);
  return answer.body;
}

/**
 * Opens a checkout for one piece of `product` (in its first size with pieces left) with M-Pesa, and the sandbox approves
 * the charge: a payment the shop has not been told about yet.
 */
async function approvedPayment<P extends Piece>(
  post: Post,
  product: P,
  phone: string,
  outcome: 'approve' | 'decline' | 'timeout' = 'approve',
) {
  // The first size with pieces left: another journey may have sold a product's first size.
  const size = product.sizes.find((s) => (product.size_stock?.[s] ?? 1) > 0) ?? product.sizes[0] ?? null;
  const line = { product: { id: product.id, price: product.price, name: product.name }, quantity: 1 };
  const opened = await post('/api/checkout', {
    bag: { items: [{ ...line, selectedSize: size }], bundles: [] },
    phone,
    payment_method: 'mpesa',
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const { payment } = opened.body as { payment: { tx_ref: string; amount: number } };
  const charge = (await agreed(post, '/api/sandbox-pay/charges', {
    tx_ref: payment.tx_ref,
    amount: payment.amount,
    currency: 'KES',
    method: 'mpesa',
    phone,
    outcome,
  })) as { transaction_id: string };
  return { payment, transactionId: charge.transaction_id, size };
}

/** Buys one piece of `product` (in its first size with pieces left) with M-Pesa and the sandbox approves: a paid order. */
async function paidOrder<P extends Piece>(post: Post, product: P, phone: string) {
  const { payment, transactionId, size } = await approvedPayment(post, product, phone);
  const confirmed = (await agreed(post, '/api/checkout/confirm', {
    tx_ref: payment.tx_ref,
    transaction_id: transactionId,
  })) as { status: string; order_id: string };
  expect(confirmed).toMatchObject({ status: 'paid' });
  const id = confirmed.order_id;
  return { id, shortId: id.slice(0, 8), total: payment.amount, product, size };
}

/**
 * A guest's checkout for one piece of `product` whose M-Pesa prompt was declined (or timed out): the
 * shop is told, the checkout fails and its piece goes back on sale. Answers its payment reference.
 */
export async function failedGuestCheckout<P extends Piece>(
  product: P,
  phone: string,
  outcome: 'decline' | 'timeout' = 'decline',
) {
  const post = asGuest(randomUUID());
  const { payment, transactionId } = await approvedPayment(post, product, phone, outcome);
  const confirmed = await post('/api/checkout/confirm', {
    tx_ref: payment.tx_ref,
    transaction_id: transactionId,
  });
  expect((confirmed.body as { status: string }).status).toBe('failed');
  return payment;
}

/** A guest device's approved payment for one piece of `product`, not yet confirmed to the shop. */
export const approvedGuestPayment = <P extends Piece>(product: P, guestId: string, phone = '0712345678') =>
  approvedPayment(asGuest(guestId), product, phone);

/** A guest's paid order for one piece of `product`, from a device with this guest id (a new one if not given). */
export const paidGuestOrder = <P extends Piece>(
  product: P,
  phone = '0712345678',
  guestId: string = randomUUID(),
) => paidOrder(asGuest(guestId), product, phone);

/** A paid order for one piece of `product`, by the customer signed in on `page`. */
export const paidCustomerOrder = <P extends Piece>(page: Page, product: P, phone = '0712345678') =>
  paidOrder(asPage(page), product, phone);

type CataloguePiece = Piece & {
  stock: number;
  vip_only: boolean;
  early_access_only: boolean;
  tier_required: string | null;
};

/**
 * The pieces the orders journeys buy, one per order (call in beforeAll; the answer hands out the
 * next). They come from the second half of the catalogue, have a second one left after the purchase
 * (nothing turns sold out), and are none of the pieces other journeys pick by their first match (the
 * bag's, the product page's, the wishlist's first few, the search's).
 */
export async function piecesToBuy(): Promise<() => CataloguePiece> {
  const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: CataloguePiece[];
  };
  const pickedElsewhere = new Set(
    [
      products.find((p) => p.stock >= 3 && p.stock < 10 && p.sizes.length >= 2),
      products.find((p) => p.stock > 0 && p.sizes.length >= 2),
      products.find((p) => p.stock > 0 && p.sizes.length === 0),
      products.find((p) => p.name.length >= 10),
      ...products.slice(0, 6),
    ].map((p) => p?.id),
  );
  const pieces = products
    .slice(Math.floor(products.length / 2))
    .filter(
      (p) =>
        p.stock >= 2 &&
        !pickedElsewhere.has(p.id) &&
        !p.vip_only &&
        !p.early_access_only &&
        (p.tier_required ?? 'regular') === 'regular',
    )
    .reverse();
  expect(pieces.length).toBeGreaterThanOrEqual(6);
  return () => pieces.shift()!;
}
