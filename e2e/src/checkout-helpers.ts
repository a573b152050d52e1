// What the checkout journeys share: spare pieces picked at run time from the end of the catalogue (no
// sizes, in no bundle, not the product page journey's), the stock a visitor sees, and the steps from a
// product page to the checkout.
import type { Locator, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { expect, freshPage, LAPTOP, PHONE_SCREEN, useBrowser, visit, type Visitors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();

export type Product = {
  id: string;
  slug: string;
  name: string;
  price: number;
  stock: number;
  sizes: string[];
};
type Bundle = { bundle_items: { product: { id: string } }[] };

export const PHONE = '0712345678';
export const ORDER_URL =
  /\/delivery-details\?order_id=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function allProducts(): Promise<Product[]> {
  const found: Product[] = [];
  let cursor: string | null = null;
  do {
    const url = `${baseUrl}/api/catalogue/products${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await (await fetch(url)).json()) as { products: Product[]; next_cursor: string | null };
    found.push(...page.products);
    cursor = page.next_cursor;
  } while (cursor);
  return found;
}

/** Pieces in stock that no other journey relies on, last in the catalogue first. */
export async function sparePieces(): Promise<Product[]> {
  const products = await allProducts();
  const { bundles } = (await (await fetch(`${baseUrl}/api/catalogue/bundles`)).json()) as {
    bundles: Bundle[];
  };
  const inBundles = new Set(bundles.flatMap((b) => b.bundle_items.map((i) => i.product.id)));
  // The product page journey uses the first unsized piece in stock; leave it there.
  const firstUnsized = products.find((p) => p.stock > 0 && p.sizes.length === 0)?.id;
  return products
    .filter((p) => p.stock > 0 && p.sizes.length === 0 && !inBundles.has(p.id) && p.id !== firstUnsized)
    .reverse();
}

export const kes = (n: number) => `KES ${n.toLocaleString('en-US')}`;
export const bagButton = (page: Page) => page.getByRole('button', { name: /^Bag, \d+ items?$/ });
export const sheet = (page: Page) => page.getByTestId('payment-sheet');

/** The piece's stock as the catalogue tells a visitor (its answers may be a few seconds old). */
export async function stockOf(slug: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/catalogue/products/${slug}`);
  return ((await res.json()) as { product: Product }).product.stock;
}

/** Waits until the catalogue tells a visitor the piece's stock is `stock` (up to 15 s). */
export const expectStock = (piece: Product, stock: number) =>
  expect.poll(() => stockOf(piece.slug), { timeout: 15_000 }).toBe(stock);

/** After a paid checkout: the bag is empty on its badge and on the device, and no payment is pending. */
export async function expectBagCleared(page: Page) {
  await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 0 items');
  expect((await storedBag(page))?.items).toEqual([]);
  // The device's pending-payment record is gone once the server answered.
  expect(await pendingPayments(page)).toEqual([]);
}

/** A new visitor on a screen of this size (its own cookies and storage). */
export const newShopper = (browser: Visitors, width: number, height: number) =>
  freshPage(browser, { viewport: { width, height } });

/** Two new shoppers racing for the same piece: one on a phone, one on a laptop. */
export const phoneAndLaptopShoppers = async (browser: Visitors) => [
  await newShopper(browser, PHONE_SCREEN.width, PHONE_SCREEN.height),
  await newShopper(browser, LAPTOP.width, LAPTOP.height),
];

/**
 * What a checkout journey file sets up: one browser, spare pieces to buy (`take`), new shoppers on a
 * screen of a given size (`shopper`), and a shopper already at the checkout with a piece (`atCheckout`).
 */
export function useCheckoutJourneys() {
  const browser = useBrowser();
  const take = useSparePieces();
  const shopper = (width: number, height: number) => newShopper(browser(), width, height);
  /** A new shopper with a spare piece in the bag, on the checkout page. */
  const atCheckout = async (width: number, height: number) => {
    const piece = take();
    const { context, page } = await shopper(width, height);
    await openCheckoutPage(page, piece);
    return { piece, context, page };
  };
  return { take, shopper, atCheckout };
}

export async function addToBag(page: Page, piece: Product) {
  await visit(page, `/products/${piece.slug}`);
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
}

export const bagDrawer = (page: Page) => page.getByRole('dialog', { name: /^Your Bag/ });

/** The bag icon opens the drawer (by keyboard: a fresh toast may lie over the icon on a phone). */
export async function openBag(page: Page) {
  await bagButton(page).press('Enter');
  await expect(bagDrawer(page)).toBeVisible();
  return bagDrawer(page);
}

export async function checkoutFromDrawer(page: Page) {
  await (await openBag(page)).getByRole('button', { name: 'Checkout' }).click();
}

export async function openCheckoutPage(page: Page, piece: Product) {
  await addToBag(page, piece);
  await visit(page, '/checkout');
  await expect(page.getByText(`${piece.name} x 1`)).toHaveCount(1);
}

export const payButton = (page: Page | Locator) => page.getByRole('button', { name: /^Pay KES / });
export const mpesaPhoneBox = (page: Page) => page.getByRole('textbox', { name: 'M-Pesa phone number' });

/** At the checkout: the M-Pesa number, then Pay. */
export async function payWithMpesa(page: Page) {
  await mpesaPhoneBox(page).fill(PHONE);
  await payButton(page).click();
}

export const storedBag = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('shopping-cart-v2') ?? 'null') as { items: unknown[] } | null,
  );

/** The device's pending-payment records (spec §3). */
export const pendingPayments = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('pending_payment_'))
      .map((k) => JSON.parse(localStorage.getItem(k)!) as Record<string, unknown>),
  );

/** Spare one-of-a-kind pieces for one test file's journeys: each call takes one (a match, if asked). */
export function useSparePieces(): (wanted?: (p: Product) => boolean) => Product {
  let pieces: Product[] = [];
  beforeAll(async () => {
    pieces = await sparePieces();
  });
  return (wanted = () => true) => {
    const index = pieces.findIndex(wanted);
    expect(index, 'a spare one-of-a-kind piece in the demo catalogue').toBeGreaterThanOrEqual(0);
    return pieces.splice(index, 1)[0]!;
  };
}
