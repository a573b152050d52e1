// Home highlights. On a phone a shopper opens a story cover under the hero, pauses the story, steps
// through it and adds a piece to the bag from its slide (the bag count changes); Escape closes it and
// the focus goes back to the cover. The owner creates a highlight in /admin/highlights (title, a
// piece from the item picker) and it appears on /; it is deleted afterwards.
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, describe, inject, it } from 'vitest';
import { signedInPage } from './admin-shop';
import { expect, freshPage, LAPTOP, PHONE_SCREEN, useBrowser, visit, watchErrors } from './browser';
import { bagButton } from './checkout-helpers';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const title = `Fresh ${stamp}`;

type Item = { kind: 'product' | 'bundle' | 'video'; name?: string; title?: string; sizes?: string[] };
type Highlight = { id: string; title: string; items: Item[] };

async function ownerApi() {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  expect((await api.post('/api/auth/sign-in/email', { data: admin })).status()).toBe(200);
  return api;
}

afterAll(async () => {
  const api = await ownerApi();
  try {
    const { highlights } = (await (await api.get('/api/admin/highlights')).json()) as {
      highlights: Highlight[];
    };
    for (const h of highlights.filter((h) => h.title.includes(stamp)))
      await api.delete(`/api/admin/highlights/${h.id}`);
  } finally {
    await api.dispose();
  }
});

describe('home highlights', () => {
  it('opens a highlight on a phone, advances and adds a piece to the bag', async () => {
    const { highlights } = (await (await fetch(`${baseUrl}/api/highlights`)).json()) as {
      highlights: Highlight[];
    };
    // The first highlight with a product after its first item: the journey steps to it.
    const story = highlights.find((h) => h.items.findIndex((i, n) => n > 0 && i.kind === 'product') > 0);
    expect(story, 'a demo highlight with a product after its first item').toBeDefined();
    const target = story!.items.findIndex((i, n) => n > 0 && i.kind === 'product');
    const piece = story!.items[target]!;

    const { page } = await freshPage(browser(), { viewport: PHONE_SCREEN });
    const errors = watchErrors(page);
    await visit(page, '/');
    await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 0 items');
    const row = page.getByRole('region', { name: 'Highlights' });
    const cover = row.getByRole('button', { name: story!.title, exact: true });
    await expect(cover).toBeVisible();
    await cover.click();

    const viewer = page.getByRole('dialog', { name: story!.title });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close highlights' })).toBeFocused();
    // Paused, the story waits for the shopper however slow the machine is.
    await viewer.getByRole('button', { name: 'Pause story' }).click();
    await expect(viewer.getByRole('button', { name: 'Play story' })).toBeVisible();
    await expect(viewer.getByText(`1 of ${story!.items.length}`)).toBeAttached();
    for (let n = 1; n <= target; n += 1) {
      await viewer.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(viewer.getByText(`${n + 1} of ${story!.items.length}`)).toBeAttached();
    }
    await expect(viewer.getByText(piece.name!, { exact: true })).toBeVisible();
    // Back one and forward again with the arrow keys.
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`${target} of ${story!.items.length}`)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(piece.name!, { exact: true })).toBeVisible();

    await viewer.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(viewer.getByRole('status').filter({ hasText: 'Added to bag' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(cover).toBeFocused();
    await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
    const stored = await page.evaluate(() => localStorage.getItem('shopping-cart-v2') ?? '');
    expect(stored).toContain(piece.name!);
    expect(errors).toEqual([]);
  });
});
