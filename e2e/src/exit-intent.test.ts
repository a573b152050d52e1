// The exit-intent offer, on a laptop, from both sides:
// - the owner, on /admin/exit-intent, sets the delay to 0 and a 10-minute countdown and adds an offer
//   of their own (18 % off);
// - a new shopper looks at a piece and bags it, then moves the pointer out through the top of the
//   window: the owner's offer opens (the 500 ms callback delay after the pointer left), Escape
//   minimises it to the tab on the left edge, whose countdown runs; the tab reopens it; taking it
//   mints a code on the server, says so in the toast and applies it to the bag.
// The owner's settings are put back and the offer deleted afterwards, so later journeys meet the
// shop as it was.
import type { Page } from 'playwright-core';
import { afterAll, describe, inject, it } from 'vitest';
import { ownerApi, signedInPage } from './admin-shop';
import { escapeRegExp, expect, LAPTOP, useBrowser, visit, watchErrors } from './browser';
import { bagButton, openBag, sparePieces } from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const TITLE = `Stay a little longer ${stamp}`;

type Settings = { enabled: boolean; sensitivity: number; delay: number; countdown_duration: number };
let saved: Settings | null = null;

afterAll(async () => {
  const api = await ownerApi();
  try {
    const { offers } = (await (await api.get('/api/admin/exit-intent')).json()) as {
      offers: { id: string; title: string }[];
    };
    for (const o of offers.filter((o) => o.title.includes(stamp)))
      await api.delete(`/api/admin/exit-intent/offers/${o.id}`);
    if (saved) await api.put('/api/admin/exit-intent/settings', { data: saved });
  } finally {
    await api.dispose();
  }
});

/** The pointer leaves the window through its top edge, moving up, as a shopper heading for the tabs. */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(640, 300);
  await page.mouse.move(640, 120, { steps: 4 });
  await page.mouse.move(640, 4, { steps: 4 });
  await page.mouse.move(640, -20);
}

describe('the exit-intent offer on a laptop', () => {
  it('the owner adds an offer; a shopper leaving sees it, minimises it, reopens it and takes it', async () => {
    const api = await ownerApi();
    saved = ((await (await api.get('/api/admin/exit-intent')).json()) as { settings: Settings }).settings;
    await api.dispose();

    // The owner's screen.
    const owner = await signedInPage(browser(), baseUrl, admin, LAPTOP);
    const ownerErrors = watchErrors(owner);
    await visit(owner, '/admin/exit-intent');
    await expect(owner.getByRole('heading', { level: 1, name: 'Exit-Intent Offers' })).toBeVisible();
    await owner.getByLabel('Delay (ms)').fill('0');
    await owner.getByLabel('Countdown (seconds)').fill('600');
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await expect(owner.getByText('Exit-intent settings saved.')).toBeVisible();

    await owner.getByRole('button', { name: 'New offer' }).click();
    const dialog = owner.getByRole('dialog', { name: 'New offer' });
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill('Take 18% off the pieces in your bag today.');
    await dialog.getByLabel('Discount (%)').fill('18');
    await dialog.getByLabel('Button text').fill('Give me 18% off');
    await dialog.getByLabel('Urgency line').fill('Only one of each piece.');
    await dialog.getByLabel('Icon').selectOption('zap');
    await dialog.getByRole('button', { name: 'Add offer' }).click();
    await expect(dialog).toBeHidden();
    const item = owner.getByTestId('exit-offers').getByRole('listitem').filter({ hasText: TITLE });
    await expect(item).toBeVisible();
    await expect(item).toContainText('18% off');
    expect(ownerErrors).toEqual([]);
    await owner.context().close();

    // A shopper who looked at a piece and bagged it.
    const [piece] = await sparePieces();
    const context = await browser().newContext({ viewport: LAPTOP });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const settingsRead = page.waitForResponse((r) => r.url().endsWith('/api/exit-intent/settings'));
    await visit(page, `/products/${piece!.slug}`);
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
    // The offer's code arrives after the page has settled (after idle).
    expect((await settingsRead).status()).toBe(200);

    await leaveThroughTop(page);
    const offer = page.getByRole('dialog', { name: TITLE });
    // The callback waits 500 ms after the pointer left: nothing yet, then the offer.
    expect(await offer.count()).toBe(0);
    await expect(offer).toBeVisible();
    await expect(offer.getByText('18% OFF', { exact: true })).toBeVisible();
    await expect(offer.getByText('Only one of each piece.')).toBeVisible();
    const take = offer.getByRole('button', { name: 'Give me 18% off' });
    await expect(take).toBeFocused();

    // Escape minimises it to the tab on the left edge, which counts down.
    await page.keyboard.press('Escape');
    await expect(offer).toBeHidden();
    const tab = page.getByRole('button', { name: /^Reopen your 18% off offer/ });
    await expect(tab).toBeVisible();
    await expect(tab).toBeFocused();
    const box = (await tab.boundingBox())!;
    expect(box.x).toBe(0);
    const countdown = page.getByTestId('exit-offer-countdown');
    const first = await countdown.innerText();
    expect(first).toMatch(/^(10:00|9:[0-5]\d)$/);
    await expect(countdown).not.toHaveText(first);

    // The tab reopens it; taking it applies the server's code to the bag.
    await tab.click();
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Give me 18% off' }).click();
    const toast = page.getByText(/^Amazing! I just hooked you up with 18% off! Use code EXIT18-[A-Z2-9]{6}$/);
    await expect(toast).toBeVisible();
    const code = (await toast.innerText()).split(' ').at(-1)!;
    await expect(offer).toBeHidden();
    await expect(tab).toBeHidden();

    const bag = await openBag(page);
    await expect(bag.getByText(new RegExp(`${escapeRegExp(code)}\\s*applied`))).toBeVisible();
    await expect(bag.getByText('18% off your order')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});
