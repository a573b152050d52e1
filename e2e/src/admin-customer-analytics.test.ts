// The owner's customer analytics on a phone (390 px): a guest's paid order makes a new customer known
// by their M-Pesa number. The owner switches the period (it goes into the address), opens the "New"
// segment and finds the customer there by phone, opens their page, adds a note and a tag, sees the tag
// on the list, and exports the list (with its search) as CSV.
import { readFileSync } from 'node:fs';
import { describe, inject, it } from 'vitest';
import { signedInPage, useOwnProduct } from './admin-shop';
import { expect, PHONE_SCREEN, stubMapTiles, useBrowser, visit, watchErrors } from './browser';
import { paidGuestOrder } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();

// A piece of this file's own (the shared demo pieces are for the other journeys).
const soldPiece = useOwnProduct({
  name: `Kikoy Shorts ${Date.now().toString(36)}`,
  price: 1300,
  variants: [{ size: 'M', stock: 2 }],
});

describe('customer analytics', () => {
  it('the owner switches period, opens a segment, notes and tags a phone, and exports CSV', async () => {
    const piece = { ...soldPiece(), sizes: ['M'] };
    // A phone of its own, so other journeys' orders are not this customer's.
    const phone = `07${String(Date.now()).slice(-8)}`;
    const normalised = `+254${phone.slice(1)}`;
    await paidGuestOrder(piece, phone);

    const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    const errors = watchErrors(page);
    // The screen's map of where orders go asks for OpenStreetMap's tiles.
    await stubMapTiles(page);
    await visit(page, '/admin/customer-analytics');
    await expect(page.getByRole('heading', { name: 'Customer Analytics', level: 1 })).toBeVisible();
    const figures = page.getByRole('list', { name: 'This period’s figures' });
    await expect(figures).toContainText('Revenue');

    // The period: a tab that writes the address.
    const periods = page.getByRole('navigation', { name: 'Period' });
    await periods.getByRole('link', { name: 'Last 7 days', exact: true }).click();
    await expect(page).toHaveURL(/[?&]period=7d/);
    await expect(periods.getByRole('link', { name: 'Last 7 days', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(figures).toBeVisible();

    // What sells together: the piece just bought, chosen by name; the choice goes in the address.
    const together = page.getByRole('region', { name: 'What sells together' });
    await together.getByRole('searchbox').fill(piece.name);
    await together.getByRole('button', { name: `Show what sells with ${piece.name}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]pairs=${piece.id}`));
    await expect(
      together
        .getByRole('list', { name: `Bought with ${piece.name}` })
        .or(together.getByText(`Nothing bought with ${piece.name} yet`)),
    ).toBeVisible();

    // The "New" segment lists its customers; this one is among them.
    const segments = page.getByRole('list', { name: 'Segments' });
    await segments.getByRole('link', { name: /^New \d+ customers$/ }).click();
    await expect(page).toHaveURL(/[?&]segment=new/);
    await page.getByLabel('Search customers').fill(phone);
    await expect(page).toHaveURL(/[?&]q=/);
    const cards = page.getByRole('list', { name: 'Customers' });
    const card = cards.locator(':scope > li').filter({ hasText: '+254' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('New');

    // Their page: a note and a tag (each needs a value first).
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/[?&]customer=/);
    await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add tag', exact: true }).click();
    await expect(page.getByText('Please enter a tag')).toBeVisible();
    await page.getByLabel('New tag').fill('Reseller');
    await page.getByRole('button', { name: 'Add tag', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Tags' })).toContainText('Reseller');
    await page.getByLabel('New note').fill('Prefers delivery after 5 pm');
    await page.getByRole('button', { name: 'Add note', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Prefers delivery after 5 pm');
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText(admin.email);

    // Back to the list: the tag shows on their card; the CSV holds them, with the search on screen.
    await page.getByRole('link', { name: 'All customers', exact: true }).click();
    await expect(card).toContainText('Reseller');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'Customer,Phone,E-mail,Orders,Spent (KES),First order (Nairobi),Last order (Nairobi),Segment,Tier,Tags',
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`'${normalised}`);
    expect(csv[1]).toContain(',New,');
    expect(csv[1]).toContain('Reseller');
    expect(errors).toEqual([]);
  });
});
