// The early-access list end to end on a phone (390 px): a shopper signs up in the footer, the welcome
// e-mail lands in the owner's outbox (sent by the server's background job), its unsubscribe link
// opens a page that asks before it does anything, the shopper leaves, and the owner finds them as
// unsubscribed in /admin/early-access, searches and exports the list as CSV.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { signedInPage } from './admin-shop';
import { expect, freshPage, PHONE_SCREEN, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('the early-access list on a phone', () => {
  it('signs up, gets the welcome, unsubscribes from its link, and the owner sees it', async () => {
    const email = `zawadi-${Date.now()}@example.com`;
    const { page: shopper } = await freshPage(browser(), { viewport: PHONE_SCREEN });
    const shopperErrors = watchErrors(shopper);

    // The footer sign-up.
    await visit(shopper, '/about', { waitUntil: 'networkidle' });
    const form = shopper.locator('#early-access-signup');
    // The form answers once the page is live (an empty e-mail is refused on the device).
    await form.getByRole('button', { name: 'Join Early Access' }).click();
    await expect(form.getByText('Please enter your email')).toHaveCount(1);
    await form.getByLabel('First name').fill('Zawadi');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Join Early Access' }).click();
    await expect(form.getByText("You're in! Welcome to The Bag Family! 🎉")).toHaveCount(1);

    // The welcome e-mail, in the outbox the owner reads (the job sends within seconds).
    const owner = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    owner.context().setDefaultTimeout(15_000);
    const ownerErrors = watchErrors(owner);
    await visit(owner, `/admin/email-diagnostics?to=${encodeURIComponent(email)}`);
    await expect(heading(owner)).toHaveText('E-mail Diagnostics');
    const welcome = owner.locator('li').filter({ hasText: 'Welcome to TNT Thrift Early Access' });
    await expect(async () => {
      await owner.getByRole('button', { name: 'Refresh' }).click();
      await expect(welcome).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await welcome.getByText('show the message').click();
    // The mail opens as its HTML; the link is read from its plain-text part.
    await welcome.getByLabel('Show the plain text').check();
    const message = welcome.locator('pre');
    await expect(message).toContainText('Hi Zawadi,');
    await expect(message).toContainText('24 hours before everyone else');
    const link = /Unsubscribe: (\S+)/.exec((await message.textContent()) ?? '')?.[1];
    expect(link).toMatch(/\/unsubscribe\?token=/);

    // The link asks first; only the button takes the shopper off the list.
    await visit(shopper, link!);
    await expect(heading(shopper)).toHaveText('Leave the early-access list?');
    await expect(shopper.getByText(email)).toBeVisible();
    await shopper.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(heading(shopper)).toHaveText("You're off the list");
    await expect(
      shopper.getByText("You're unsubscribed. You won't get early-access e-mails from us any more."),
    ).toBeVisible();
    // Opening the link again says so.
    await visit(shopper, link!);
    await expect(shopper.getByText('This address is already off the early-access list.')).toBeVisible();
    // A link that was tampered with is refused with a clear message.
    await visit(shopper, `${link!.slice(0, -2)}xx`);
    await expect(heading(shopper)).toHaveText("We couldn't open this link");
    await expect(shopper.getByRole('alert')).toHaveText(
      'This unsubscribe link is not valid. Please use the link in your latest early-access e-mail.',
    );

    // The owner's list: the subscriber is unsubscribed; search and the status filter find them.
    await visit(owner, '/admin/early-access');
    await expect(heading(owner)).toHaveText('Early Access');
    await expect(owner.getByText('Unsubscribed', { exact: true }).first()).toBeVisible();
    await owner.getByRole('searchbox', { name: 'Search subscribers' }).fill(email);
    await expect.poll(() => new URL(owner.url()).searchParams.get('q')).toBe(email);
    const list = owner.getByRole('list', { name: 'Early-access subscribers' });
    const card = list.getByRole('listitem').filter({ hasText: email });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Status: unsubscribed');
    await expect(card.getByRole('button', { name: /Unsubscribe/ })).toHaveCount(0);
    await owner.getByLabel('Status').selectOption('unsubscribed');
    await expect.poll(() => new URL(owner.url()).searchParams.get('status')).toBe('unsubscribed');
    await expect(card).toHaveCount(1);
    await owner.getByLabel('Status').selectOption('active');
    await expect(owner.getByText('No subscribers match')).toBeVisible();
    await owner.getByLabel('Status').selectOption('unsubscribed');

    // The export holds what the screen shows.
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^early-access-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('email,first_name,status,subscribed_at,unsubscribed_at,source,linked_account');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(new RegExp(`^${email.replace(/\./g, '\\.')},Zawadi,unsubscribed,`));

    expect(shopperErrors.filter((e) => !e.includes('400'))).toEqual([]);
    expect(ownerErrors).toEqual([]);
  });
});
