// The everyday gaps a shopper hit, on a phone (390 px): the owner sets the support WhatsApp number,
// hours and social accounts on /admin/settings (a bad number refused by its field) and the server's
// HTML carries them at once; the wishlist heart in the bar and the phone menu counts the saved piece
// and leads to /wishlist; at checkout the sign-in dialog offers the guest first and its close button
// stays clear of the title; a declined and a timed-out M-Pesa prompt say what to do; /orders cards
// open the order, whose page shows the M-Pesa receipt code and a WhatsApp help link with the order
// number typed in. On a laptop the account menu has the heart too. The support settings go back to
// what they were afterwards.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { ownerApi } from './admin-shop';
import { expect, LAPTOP, PHONE_SCREEN, toast, visit, watchErrors } from './browser';
import {
  bagButton,
  checkoutFromDrawer,
  ORDER_URL,
  payButton,
  payWithMpesa,
  sheet,
  useCheckoutJourneys,
} from './checkout-helpers';
import { paidCustomerOrder, piecesToBuy } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const { take, shopper } = useCheckoutJourneys();

const DECLINED = 'You cancelled the M-Pesa prompt or the PIN was wrong. Try again.';
const TIMED_OUT = "We didn't hear from M-Pesa. Check your phone for the prompt and try again.";
const HOURS = 'Every day, 8 AM to 8 PM EAT';

let before: Record<string, string>;
let nextPiece: Awaited<ReturnType<typeof piecesToBuy>>;

beforeAll(async () => {
  nextPiece = await piecesToBuy();
  const api = await ownerApi();
  const res = await api.get('/api/admin/settings');
  before = ((await res.json()) as { sections: { support: { value: Record<string, string> } } }).sections
    .support.value;
  await api.dispose();
});

afterAll(async () => {
  const api = await ownerApi();
  expect((await api.put('/api/admin/settings/support', { data: before })).status()).toBe(200);
  await api.dispose();
});

const noOverlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/**
 * Two elements' boxes read in the same frame. Read one after the other, a dialog that re-centres
 * as its content loads (the account options) could move between the two reads.
 */
async function boxes(a: Locator, b: Locator) {
  const other = await b.elementHandle();
  const [first, second] = await a.evaluate((el, otherEl) => {
    const read = (node: Element) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    };
    return [read(el), read(otherEl!)];
  }, other);
  return [first!, second!] as const;
}

describe('everyday gaps on a phone (390 px)', () => {
  it('the owner sets the support number, hours and accounts; the server renders them in the footer', async () => {
    const { context, page } = await shopper(PHONE_SCREEN.width, PHONE_SCREEN.height);
    const signIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: inject('admin'),
      headers: { origin: baseUrl },
    });
    expect(signIn.status()).toBe(200);
    const errors = watchErrors(page);
    await visit(page, '/admin/settings?tab=support');
    const number = page.getByRole('textbox', { name: 'WhatsApp number' });
    await expect(number).toBeVisible();
    await number.fill('12345');
    await page.getByRole('button', { name: 'Save support settings' }).click();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter a valid Kenyan phone number')).toHaveCount(1);

    await number.fill('0711 222 333');
    await page.getByRole('textbox', { name: 'Support hours' }).fill(HOURS);
    await page.getByRole('textbox', { name: 'TikTok' }).fill('');
    await page.getByRole('textbox', { name: 'X', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save support settings' }).click();
    await toast(page, 'Support settings saved.');
    await expect(page.getByText(/^Last saved .* by owner@e2e\.test\.$/)).toHaveCount(1);
    expect(errors).toEqual([]);
    await context.close();

    // The server's HTML itself has the new number, hours and accounts: no placeholder first.
    const html = await (await fetch(`${baseUrl}/faq`)).text();
    expect(html).toContain('https://wa.me/254711222333');
    expect(html).not.toContain('wa.me/254700000000');
    expect(html).toContain(HOURS);
    expect(html).toContain('aria-label="Instagram (opens in a new tab)"');
    expect(html).not.toContain('aria-label="TikTok (opens in a new tab)"');
    expect(html).not.toContain('aria-label="X (opens in a new tab)"');
    const settings = (await (await fetch(`${baseUrl}/api/settings`)).json()) as {
      support: { whatsapp: string; hours: string };
    };
    expect(settings.support).toMatchObject({ whatsapp: '+254711222333', hours: HOURS });
  });

  it('the heart in the bar and the phone menu counts the wishlist and leads to it', async () => {
    const piece = take();
    const { context, page } = await shopper(PHONE_SCREEN.width, PHONE_SCREEN.height);
    await visit(page, `/products/${piece.slug}`);
    const barHeart = page.getByRole('banner').getByRole('link', { name: /^Wishlist, \d+ items?$/ });
    await expect(barHeart).toHaveAttribute('aria-label', 'Wishlist, 0 items');
    await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).first().click();
    await expect(barHeart).toHaveAttribute('aria-label', 'Wishlist, 1 item');
    await expect(barHeart.getByText('1', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    const menuHeart = menu.getByRole('link', { name: 'Wishlist, 1 item' });
    await expect(menuHeart).toBeVisible();
    await menuHeart.click();
    await expect(page).toHaveURL(`${baseUrl}/wishlist`);
    await expect(page.getByText(piece.name).first()).toBeVisible();
    await context.close();
  });

  it('offers the guest first at checkout, keeps the close button off the title, and says what to do after a failed M-Pesa payment', async () => {
    const piece = take();
    const { context, page } = await shopper(PHONE_SCREEN.width, PHONE_SCREEN.height);
    await visit(page, `/products/${piece.slug}`);
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
    await checkoutFromDrawer(page);

    const dialog = page.getByRole('dialog', { name: /^Welcome to / });
    await expect(dialog).toBeVisible();
    const guest = dialog.getByRole('button', { name: 'Continue as Guest' });
    const password = dialog.getByLabel('Password', { exact: true });
    const [guestBox, passwordBox] = await boxes(guest, password);
    expect(guestBox.y).toBeLessThan(passwordBox.y);
    const [close, title] = await boxes(
      dialog.getByRole('button', { name: 'Close' }),
      dialog.getByRole('heading', { name: /^Welcome to / }),
    );
    expect(noOverlap(close, title), JSON.stringify({ close, title })).toBe(true);
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp'}/sign-in-dialog-390.png` });

    await guest.click();
    await expect(page).toHaveURL(`${baseUrl}/checkout`);
    await expect(page.getByText(`${piece.name} x 1`)).toHaveCount(1);

    await payWithMpesa(page);
    await sheet(page).getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Payment failed: cancelled')).toHaveCount(1);
    await expect(page.getByText(DECLINED)).toHaveCount(1);

    await expect(payButton(page)).toBeEnabled();
    await payButton(page).click();
    await sheet(page).getByRole('button', { name: 'Let it time out' }).click();
    await expect(page.getByText('Payment failed: failed')).toHaveCount(1);
    await expect(page.getByText(TIMED_OUT)).toHaveCount(1);

    await expect(payButton(page)).toBeEnabled();
    await payButton(page).click();
    await sheet(page).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page).toHaveURL(ORDER_URL);
    await context.close();
  });

  it('/orders cards open the order, which shows the M-Pesa receipt and a WhatsApp help link with its number', async () => {
    const { context, page } = await shopper(PHONE_SCREEN.width, PHONE_SCREEN.height);
    const errors = watchErrors(page);
    const res = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { email: `gaps-${Date.now()}@e2e.test`, password: 'e2e-shopper-password', name: 'Wanjiru Gaps' },
      headers: { origin: baseUrl },
    });
    expect(res.status()).toBe(200);
    const order = await paidCustomerOrder(page, nextPiece());

    await visit(page, '/orders');
    await page.getByRole('link', { name: `Order #${order.shortId}` }).click();
    await expect(page).toHaveURL(`${baseUrl}/order/${order.id}`);
    await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(page.getByTestId('order-receipt')).toHaveText(/^M-Pesa receipt: SANDBOX-\d+$/);

    await expect(page.getByRole('heading', { name: 'Need help with this order?' })).toBeVisible();
    const help = page.getByRole('link', { name: /^Need help with this order\?/ });
    const href = (await help.getAttribute('href'))!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://wa.me/254711222333');
    expect(url.searchParams.get('text')).toBe(`Hi, I need help with my order #${order.shortId}.`);
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(page.getByText(`We answer ${HOURS}.`, { exact: false })).toHaveCount(1);

    // The account's menu on a phone has the heart too.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Wishlist, 0 items' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the account menu on a laptop (1280 px)', () => {
  it('has the wishlist heart with its count', async () => {
    const { context, page } = await shopper(LAPTOP.width, LAPTOP.height);
    const res = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: {
        email: `gaps-menu-${Date.now()}@e2e.test`,
        password: 'e2e-shopper-password',
        name: 'Otieno Menu',
      },
      headers: { origin: baseUrl },
    });
    expect(res.status()).toBe(200);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Account menu for Otieno' }).click();
    await expect(page.getByRole('link', { name: 'Wishlist, 0 items' }).last()).toBeVisible();
    await page.getByRole('link', { name: 'Wishlist, 0 items' }).last().click();
    await expect(page).toHaveURL(`${baseUrl}/wishlist`);
    await context.close();
  });
});
