// Real paid orders for browser journeys, made through the running shop's HTTP API as its own pages
// do: open a checkout (as a device's guest id, or a signed-in page), approve it on the sandbox sheet,
// confirm it. Each order buys one piece nobody else's journey relies on.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type Product = {
  id: string;
  name: string;
  price: number;
  stock: number;
  sizes: string[];
  vip_only: boolean;
  early_access_only: boolean;
  tier_required: string | null;
};

// Pieces bought here come from the second half of the catalogue, have a second one left after the
// purchase (nothing turns sold out), and are none of the pieces other journeys pick by their first
// match (the bag's, the product page's, the wishlist's first few, the search's).
let pieces: Product[] = [];

/** Picks the pieces the orders will buy; call once before the first order. */
export async function choosePieces(baseUrl: string) {
  const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: Product[];
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
  pieces = products
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
}

// Each order takes its own piece, so no piece loses more than one.
const nextPiece = () => pieces.shift()!;

export type Paid = { orderId: string; product: Product; size: string | null };

/** Opens a checkout, pays it on the sandbox sheet and confirms it, as the shop's own pages do. */
async function payForPiece(
  baseUrl: string,
  post: (path: string, body: unknown) => Promise<{ status: number; body: unknown }>,
  phone: string,
): Promise<Paid> {
  const product = nextPiece();
  const size = product.sizes[0] ?? null;
  const opened = await post('/api/checkout', {
    bag: {
      items: [
        {
          product: { id: product.id, price: product.price, name: product.name },
          quantity: 1,
          selectedSize: size,
        },
      ],
      bundles: [],
    },
    phone,
    payment_method: 'mpesa',
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const { payment } = opened.body as { payment: { tx_ref: string; amount: number } };
  const charge = await post('/api/sandbox-pay/charges', {
    tx_ref: payment.tx_ref,
    amount: payment.amount,
    currency: 'KES',
    method: 'mpesa',
    phone,
    outcome: 'approve',
  });
  const { transaction_id } = charge.body as { transaction_id: string };
  const confirmed = await post('/api/checkout/confirm', { tx_ref: payment.tx_ref, transaction_id });
  expect(confirmed.body).toMatchObject({ status: 'paid' });
  return { orderId: (confirmed.body as { order_id: string }).order_id, product, size };
}

/** A guest's order, paid from a device with this guest id. */
export const guestOrder = (baseUrl: string, guestId: string, phone: string) =>
  payForPiece(
    baseUrl,
    async (path, body) => {
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, 'x-guest-id': guestId },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    phone,
  );

/** An order paid by whoever is signed in on this page's context. */
export const contextOrder = (baseUrl: string, page: Page, phone: string) =>
  payForPiece(
    baseUrl,
    async (path, data) => {
      const res = await page.request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } });
      return { status: res.status(), body: await res.json() };
    },
    phone,
  );
