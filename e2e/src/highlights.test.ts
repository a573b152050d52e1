// Home highlights. On a phone a shopper opens a story cover under the hero, pauses the story, steps
// through it and adds a piece to the bag from its slide (the bag count changes); Escape closes it and
// the focus goes back to the cover; opened again, a swipe down closes it. The owner creates a highlight in /admin/highlights (title, a
// piece from the item picker) and it appears on /; it is deleted afterwards.
import type { Page } from 'playwright-core';
import { afterAll, describe, inject, it } from 'vitest';
import { ownerApi, signedInPage } from './admin-shop';
import { expect, freshPage, LAPTOP, PHONE_SCREEN, toast, useBrowser, visit, watchErrors } from './browser';
import { bagButton } from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const title = `Fresh ${stamp}`;

type Item = { kind: 'product' | 'bundle' | 'video'; name?: string; title?: string; sizes?: string[] };
type Highlight = { id: string; title: string; items: Item[] };

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

    // Opened again, a swipe down over the picture closes it.
    await cover.click();
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Pause story' }).click();
    await page.mouse.move(195, 250);
    await page.mouse.down();
    await page.mouse.move(195, 330, { steps: 4 });
    await page.mouse.move(195, 420, { steps: 4 });
    await page.mouse.up();
    await expect(viewer).toBeHidden();
    expect(errors).toEqual([]);
  });

  it('the owner creates a highlight with a cover and a piece, and it shows on the home page', async () => {
    const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
      products: { name: string; stock: number }[];
    };
    const piece = products.find((p) => p.stock > 0)!;
    const owner = await signedInPage(browser(), baseUrl, admin, LAPTOP);
    const errors = watchErrors(owner);
    await visit(owner, '/admin/highlights');
    await expect(owner.getByRole('heading', { level: 1, name: 'Highlights' })).toBeVisible();

    await owner.getByRole('button', { name: 'New highlight' }).click();
    const form = owner.getByRole('dialog', { name: 'New highlight' });
    await form.getByLabel('Title').fill(title);
    await form.locator('input[type=file]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await drawPng(owner),
    });
    await expect(form.getByRole('button', { name: 'Change cover' })).toBeVisible();
    await form.getByRole('button', { name: 'Create highlight' }).click();
    await toast(owner, 'Highlight created.');

    // A new highlight goes straight on to its items: found by name, added, saved.
    const items = owner.getByRole('dialog', { name: `Items of “${title}”` });
    await items.getByLabel('Find products, bundles and videos').fill(piece.name);
    await items
      .getByRole('button', { name: `Add ${piece.name}` })
      .first()
      .click();
    await expect(items.getByRole('listitem').filter({ hasText: piece.name }).first()).toBeVisible();
    await items.getByRole('button', { name: 'Save items' }).click();
    await toast(owner, 'Items saved.');
    const card = owner.getByRole('list', { name: 'Highlights, first to last' }).getByRole('listitem').filter({
      hasText: title,
    });
    await expect(card.getByText('Showing')).toBeVisible();
    await expect(card.getByText('1 item')).toBeVisible();
    expect(errors).toEqual([]);

    const { page } = await freshPage(browser(), { viewport: LAPTOP });
    await visit(page, '/');
    const cover = page.getByRole('region', { name: 'Highlights' }).getByRole('button', { name: title });
    await expect(cover).toBeVisible();
    await expect(cover.locator('img')).toHaveAttribute('src', /^\/uploads\/images\//);
    await cover.click();
    await expect(
      page.getByRole('dialog', { name: title }).getByText(piece.name, { exact: true }),
    ).toBeVisible();
  });
});

/** A real PNG drawn on a canvas in the page, as bytes (the server checks a cover by its content). */
async function drawPng(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 400;
    const paint = canvas.getContext('2d')!;
    paint.fillStyle = '#1f6f5c';
    paint.fillRect(0, 0, 400, 400);
    paint.fillStyle = '#f2c14e';
    paint.beginPath();
    paint.arc(200, 200, 120, 0, Math.PI * 2);
    paint.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
