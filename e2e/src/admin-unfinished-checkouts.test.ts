// The owner's call-back list on a phone (390 px): a guest's M-Pesa prompt was declined, so no order
// exists, yet the checkout shows under Orders → Unfinished checkouts with the phone, the piece, the
// amount and the reason; "Message on WhatsApp" opens a chat to that phone with the first words typed;
// "Mark as called" takes it off the list, and the "All" tab keeps it with who called.
import { describe, inject, it } from 'vitest';
import { signedInPage, useOwnProduct } from './admin-shop';
import { expect, PHONE_SCREEN, useBrowser, visit, watchErrors } from './browser';
import { failedGuestCheckout } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
// A piece of this file's own (the shared demo pieces are for the other journeys).
const ownPiece = useOwnProduct({
  name: `Suede Loafers ${Date.now().toString(36)}`,
  price: 2100,
  variants: [{ size: '40', stock: 2 }],
});

describe('unfinished checkouts', () => {
  it('the owner finds a declined checkout, messages the shopper and marks the call', async () => {
    const piece = { ...ownPiece(), sizes: ['40'] };
    // A phone of its own, so no other journey's purchase counts as this shopper buying since.
    const phone = `07${String(Date.now()).slice(-8)}`;
    const payment = await failedGuestCheckout(piece, phone);
    // The card is found by its phone: other journeys' checkouts may hold the same piece.
    const tel = `a[href="tel:+254${phone.slice(1)}"]`;

    const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    const errors = watchErrors(page);
    await visit(page, '/admin/orders/unfinished');
    await expect(page.getByRole('heading', { name: 'Unfinished checkouts', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Checkouts to call back' });
    const card = list.locator(':scope > li').filter({ has: page.locator(tel) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(piece.name);
    await expect(card).toContainText('Declined');
    await expect(card).toContainText(`KES ${payment.amount.toLocaleString('en-US')}`);
    const whatsApp = card.getByRole('link', { name: /^Message on WhatsApp/ });
    const href = new URL((await whatsApp.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/254${phone.slice(1)}`);
    expect(href.searchParams.get('text')).toContain(`for ${piece.name}`);
    await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      `tel:+254${phone.slice(1)}`,
    );

    await card.getByRole('button', { name: /^Mark as called/ }).click();
    await expect(page.getByText(/^Marked \+254 .* as called\.$/).first()).toBeAttached();
    await expect(card).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Which checkouts' })
      .getByRole('link', { name: 'All', exact: true })
      .click();
    const all = page.getByRole('list', { name: 'Unfinished checkouts' });
    await expect(all.locator(':scope > li').filter({ has: page.locator(tel) })).toContainText(admin.email);
    expect(errors).toEqual([]);
  });
});
