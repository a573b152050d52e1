// Payment links on a phone (390 px). A manual order: the owner picks a piece and its size, types the
// customer's M-Pesa number and makes a link; the customer opens it on their own phone, pays through the
// normal checkout (the sandbox's M-Pesa sheet) and gives the delivery address, and their own bag is
// untouched; the owner sees the link paid, leading to the order. A call-back: a checkout whose M-Pesa
// prompt was declined gets a fresh link in one tap, with WhatsApp opened on the call-back words.
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { signedInPage, useOwnProduct } from './admin-shop';
import { expect, PHONE_SCREEN, useBrowser, visit, watchErrors } from './browser';
import { addToBag, sheet, storedBag, type Product } from './checkout-helpers';
import { failedGuestCheckout } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();

/** A phone of this run's own, so other journeys' links and checkouts never match it. */
const ownPhone = (last: string) => `07${String(Date.now()).slice(-7)}${last}`;

const stamp = Date.now().toString(36);
// This file's own pieces (the shared demo pieces are for the other journeys).
const linkPiece = useOwnProduct({
  name: `Linen Wrap Dress ${stamp}`,
  price: 2400,
  variants: [{ size: 'M', stock: 2 }],
});
const bagPiece = useOwnProduct({
  name: `Canvas Tote ${stamp}`,
  price: 900,
  variants: [{ size: 'One', stock: 2 }],
});
const callBackPiece = useOwnProduct({
  name: `Denim Jacket ${stamp}`,
  price: 1800,
  variants: [{ size: 'L', stock: 2 }],
});

const linkCard = (page: Page, who: string) => page.getByRole('article', { name: `Payment link for ${who}` });

describe('payment links', () => {
  it('the owner sells a piece agreed in a chat: makes a link, the customer pays it and gives the address', async () => {
    const piece = linkPiece();
    const size = 'M';
    const phone = ownPhone('1');
    const owner = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    const errors = watchErrors(owner);
    await visit(owner, '/admin/payment-links');
    await expect(owner.getByRole('heading', { name: 'Payment links', level: 1 })).toBeVisible();
    await owner.getByRole('link', { name: 'New payment link' }).click();
    const form = owner.getByRole('form', { name: 'New payment link' });
    await form.getByRole('textbox', { name: 'Customer’s M-Pesa number' }).fill(phone);
    await form.getByRole('textbox', { name: 'Customer’s name (optional)' }).fill('Wanjiku Test');
    await form.getByRole('searchbox').fill(piece.name);
    await form.getByRole('button', { name: `Add ${piece.name}`, exact: true }).click();
    const row = form.getByRole('list', { name: 'Pieces in the order' }).getByRole('listitem');
    await expect(row).toContainText(piece.name);
    await row.getByRole('combobox', { name: `Size of ${piece.name}` }).selectOption(size);
    await form.getByRole('button', { name: 'Make payment link' }).click();

    const made = owner.getByRole('region', { name: 'The link you just made' });
    await expect(made.getByRole('status')).toHaveText('Link made. Send it to Wanjiku Test:');
    const card = linkCard(owner, 'Wanjiku Test').first();
    await expect(card).toContainText('Waiting for payment');
    const url = await card.getByRole('textbox', { name: 'Payment link' }).inputValue();
    expect(url).toMatch(/\/checkout\?link=[A-Za-z0-9_-]{32}$/);
    const whatsApp = new URL(
      (await card.getByRole('link', { name: /^Send on WhatsApp/ }).getAttribute('href'))!,
    );
    expect(whatsApp.pathname).toBe(`/254${phone.slice(1)}`);
    expect(whatsApp.searchParams.get('text')).toContain(
      `Hi Wanjiku, this is TNT Thrift. Here is your M-Pesa payment link for ${piece.name}`,
    );
    await card.getByRole('button', { name: 'Send by SMS' }).click();
    await expect(
      owner.getByText(`Sent by SMS to +254 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}.`),
    ).toBeAttached();

    // The customer, on their own phone, with something of their own in the bag already.
    const customer = await browser().newPage({ viewport: PHONE_SCREEN });
    const customerErrors = watchErrors(customer);
    const other = { ...bagPiece(), stock: 2, sizes: ['One'] } as Product;
    await addToBag(customer, other);
    await visit(customer, new URL(url).pathname + new URL(url).search);
    await expect(customer.getByRole('heading', { name: 'Pay for your order', level: 1 })).toBeVisible();
    await expect(
      customer.getByText('Hi Wanjiku, here are the pieces from your chat with the shop.', { exact: false }),
    ).toBeVisible();
    const pieces = customer.getByRole('list', { name: 'Your pieces' });
    await expect(pieces).toContainText(piece.name);
    await expect(customer.getByRole('textbox', { name: 'M-Pesa phone number' })).toHaveValue(phone);
    await expect(customer.getByTestId('link-total')).not.toHaveText('…');
    await customer.getByRole('button', { name: /^Pay KES / }).click();
    await expect(sheet(customer)).toBeVisible();
    await sheet(customer).getByRole('button', { name: 'Approve', exact: true }).click();
    await customer.waitForURL(/\/delivery-details\?order_id=/);
    // The link's piece was paid; the bag still holds the customer's own piece.
    const bag = (await storedBag(customer)) as { items: { product: { id: string } }[] };
    expect(bag.items.map((l) => l.product.id)).toEqual([other.id]);

    await visit(owner, '/admin/payment-links');
    const paid = linkCard(owner, 'Wanjiku Test').first();
    await expect(paid).toContainText('Paid');
    await paid.getByRole('link', { name: /^order #/ }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toContainText('Order');
    await expect(owner.getByText(piece.name).first()).toBeVisible();

    // The link cannot be paid twice.
    await visit(customer, new URL(url).pathname + new URL(url).search);
    await expect(customer.getByRole('heading', { name: 'Already paid', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
    expect(customerErrors).toEqual([]);
    await customer.context().close();
  });

  it('the owner sends a fresh link to a shopper whose M-Pesa prompt was declined', async () => {
    const piece = { ...callBackPiece(), sizes: ['L'] };
    const phone = ownPhone('2');
    await failedGuestCheckout(piece, phone);
    const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    const errors = watchErrors(page);
    await visit(page, '/admin/orders/unfinished');
    const card = page
      .getByRole('list', { name: 'Checkouts to call back' })
      .locator(':scope > li')
      .filter({ has: page.locator(`a[href="tel:+254${phone.slice(1)}"]`) });
    await expect(card).toHaveCount(1);
    // No network here: WhatsApp's address answers from the test, so the chat window's address is kept.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    const opened = page.context().waitForEvent('page');
    await card.getByRole('button', { name: /^Send payment link/ }).click();
    // WhatsApp opens on the call-back words with the fresh link typed in.
    const chat = new URL((await opened).url());
    expect(chat.hostname).toBe('wa.me');
    const text = chat.searchParams.get('text') ?? '';
    expect(text).toContain(`Your M-Pesa payment for ${piece.name}`);
    expect(text).toMatch(
      /did not go through\. You can pay again here: \S+\/checkout\?link=[A-Za-z0-9_-]{32} /,
    );
    const link = card.getByRole('article', { name: /^Payment link for / });
    await expect(link).toContainText('Call-back');
    await expect(link).toContainText('Waiting for payment');
    expect(errors).toEqual([]);
  });
});
