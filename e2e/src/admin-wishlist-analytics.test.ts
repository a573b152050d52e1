// Wishlist analytics on a phone (390 px): two customers save a piece; the owner finds it among the
// most saved pieces with its savers, switches the period in the address, and the screen keeps it.
import { describe, inject, it } from 'vitest';
import { signedInPage, useOwnProduct } from './admin-shop';
import { expect, freshPage, PHONE_SCREEN, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
// A piece of this file's own, so the two saves are the only ones it has.
const savedPiece = useOwnProduct({
  name: `Beaded Clutch ${Date.now().toString(36)}`,
  price: 1200,
  variants: [{ size: 'One', stock: 1 }],
});

/** A new customer who saves `productId` to their wishlist. */
async function customerSaves(productId: string, n: number) {
  const { page } = await freshPage(browser(), { viewport: PHONE_SCREEN });
  const headers = { origin: baseUrl };
  const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email: `saver-${Date.now()}-${n}@e2e.test`, password: 'e2e-shopper-password', name: 'Akinyi' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  const saved = await page.request.post(`${baseUrl}/api/wishlist`, {
    data: { product_id: productId },
    headers,
  });
  expect(saved.status()).toBe(201);
  await page.context().close();
}

describe('wishlist analytics', () => {
  it('the owner sees a piece two customers saved, with the period in the address', async () => {
    const piece = savedPiece();
    await customerSaves(piece.id, 1);
    await customerSaves(piece.id, 2);

    const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    const errors = watchErrors(page);
    await visit(page, '/admin/wishlist-analytics');
    await expect(page.getByRole('heading', { name: 'Wishlist Analytics', level: 1 })).toBeVisible();
    const mostSaved = page.getByRole('list', { name: 'Most saved pieces' });
    const row = mostSaved
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: piece.name, exact: true }) });
    await expect(row).toContainText('2 saved');
    await page
      .getByRole('navigation', { name: 'Period' })
      .getByRole('link', { name: 'Last 30 days' })
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe('?days=30');
    await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    await expect(row).toBeVisible();
    await expect(page.getByLabel('Wishlist figures')).toContainText('Bought after saving');
    expect(errors).toEqual([]);
  });
});
