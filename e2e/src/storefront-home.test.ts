// The home page as a shopper uses it, on a phone (390 px) and a desktop (1280 px): the mixed grid,
// filters, sort, the view switch, paging, and the TNT swipe feed with its double tap.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { escapeRegExp, expect, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Prices of the product cards on screen, in order. */
const cardPrices = (page: Page) =>
  page
    .locator('#shop article[aria-label] p:first-of-type > span.font-bold')
    .allTextContents()
    .then((texts) => texts.map((t) => Number(t.replace(/[^\d]/g, ''))));

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the home page on a %s', (_name, viewport) => {
  it('mixes bundles and videos into the grid at their places', async () => {
    const page = await browser().newPage({ viewport });
    const errors = watchErrors(page);
    await visit(page, '/', { waitUntil: 'networkidle' });
    const cells = page.locator('#shop ul > li');
    expect(await cells.count()).toBeGreaterThan(40);
    // Position 2 is a bundle, 3 a video (1-based), as the spec places them.
    expect(
      await cells
        .nth(1)
        .getByText(/^BUNDLE/)
        .count(),
    ).toBe(1);
    expect(
      await cells
        .nth(2)
        .getByRole('button', { name: /^Play video/ })
        .count(),
    ).toBe(1);
    expect(await page.getByLabel('Why shop with us').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('filters by category and price, counts the filters, and clears them', async () => {
    const page = await browser().newPage({ viewport });
    const errors = watchErrors(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await visit(page, '/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    // The panel's code arrives on demand, without the stylesheet the page already carries inline.
    await expect(panel).toBeVisible();
    expect(stylesheets).toEqual([]);
    await panel.getByText('Shoes', { exact: true }).click();
    await panel.getByLabel('Min', { exact: true }).fill('1000');
    await panel.getByLabel('Max', { exact: true }).fill('3000');
    await panel.getByLabel('Max', { exact: true }).blur();
    await panel.getByRole('button', { name: 'Apply Filters' }).click();

    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('shoes');
    expect(new URL(page.url()).searchParams.get('max')).toBe('3000');
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('2');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price >= 1000 && price <= 3000, String(price)).toBe(true);
    // A filtered view shows only matching products: no bundles or videos mixed in.
    expect(
      await page
        .locator('#shop')
        .getByText(/^BUNDLE/)
        .count(),
    ).toBe(0);

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says 'No content found matching your criteria' when nothing matches", async () => {
    const page = await browser().newPage({ viewport });
    await visit(page, '/?category=shoes&min=99999', { waitUntil: 'networkidle' });
    expect(await page.getByText('No content found matching your criteria').count()).toBe(1);
    await page.close();
  });

  it('sorts by price and pages beyond the first 50', async () => {
    const page = await browser().newPage({ viewport });
    await visit(page, '/', { waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('price-asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);
    const before = (await cardPrices(page)).length;
    const more = page.getByRole('button', { name: 'Show more' });
    if (before === 50) {
      await more.click();
      // The next page comes over the network: allow a slow moment on a busy machine.
      await expect.poll(async () => (await cardPrices(page)).length, { timeout: 10_000 }).toBeGreaterThan(50);
    } else {
      expect(await more.count()).toBe(0);
    }
    await page.close();
  });

  it('switches to the compact view: smaller cards, no crossed-out prices', async () => {
    const page = await browser().newPage({ viewport });
    await visit(page, '/', { waitUntil: 'networkidle' });
    expect(await page.locator('#shop s').count()).toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'Compact view' }).click();
    expect(await page.getByRole('radio', { name: 'Compact view' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('#shop s').count()).toBe(0);
    await page.getByRole('radio', { name: 'Normal view' }).click();
    expect(await page.locator('#shop s').count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe('the TNT swipe feed', () => {
  it('is offered only on small screens', async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await visit(page, '/', { waitUntil: 'networkidle' });
    expect(await page.getByRole('radio', { name: 'TNT swipe feed' }).isVisible()).toBe(false);
    await page.close();
  });

  it('swipes to the next piece, saves one with a double tap, and turns back to normal at 1024 px', async () => {
    const page = await browser().newPage({ viewport: PHONE, hasTouch: true });
    const errors = watchErrors(page);
    await visit(page, '/', { waitUntil: 'networkidle' });
    await page.getByRole('radio', { name: 'TNT swipe feed' }).click();
    const feed = page.getByRole('region', { name: /^TNT feed:/ });
    await expect(feed).toHaveCount(1);
    expect(await feed.getAttribute('aria-label')).toMatch(/, 1 of \d+$/);

    // A swipe up of 120 px moves on; one of 20 px does not.
    const swipe = async (dy: number) => {
      await page.mouse.move(200, 500);
      await page.mouse.down();
      await page.mouse.move(200, 500 + dy, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(-120);
    await expect(feed).toHaveAttribute('aria-label', /, 2 of \d+$/);
    await swipe(-20);
    await page.waitForTimeout(400);
    expect(await feed.getAttribute('aria-label')).toMatch(/, 2 of \d+$/);

    // Two taps within 300 ms.
    await page.mouse.click(200, 400);
    await page.mouse.click(200, 400);
    await expect(page.getByText('Added to wishlist!').first()).toBeAttached({ timeout: 8000 });
    const wishlist = await page.evaluate(
      () => JSON.parse(localStorage.getItem('wishlist') ?? '[]') as unknown[],
    );
    expect(wishlist).toHaveLength(1);

    await page.setViewportSize(DESKTOP);
    await expect(feed).toHaveCount(0);
    expect(await page.getByRole('radio', { name: 'Normal view' }).getAttribute('aria-checked')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/feed swipes from the first item to the next, follows in the address, saves with a double tap and opens at a shared item', async () => {
    const page = await browser().newPage({ viewport: PHONE, hasTouch: true });
    const errors = watchErrors(page);
    await visit(page, '/feed', { waitUntil: 'networkidle' });
    const feed = page.getByRole('region', { name: /^Feed:/ });
    await expect(feed).toHaveAttribute('aria-label', /, 1 of \d+$/);
    await expect(page).toHaveURL(/[?&]item=product%3A/);
    const first = new URL(page.url()).searchParams.get('item');

    await page.mouse.move(200, 500);
    await page.mouse.down();
    await page.mouse.move(200, 380, { steps: 5 });
    await page.mouse.up();
    await expect(feed).toHaveAttribute('aria-label', /, 2 of \d+$/);
    await expect.poll(() => new URL(page.url()).searchParams.get('item')).not.toBe(first);
    const second = new URL(page.url()).searchParams.get('item')!;

    await page.mouse.click(200, 300);
    await page.mouse.click(200, 300);
    await expect(page.getByText('Added to wishlist!').first()).toBeAttached({ timeout: 8000 });
    // The third item is a video (the home grid's place 3), with the shop's player.
    await page.getByRole('button', { name: 'Next item' }).click();
    await expect(feed.getByRole('button', { name: 'Share video' })).toBeVisible();

    await visit(page, `/feed?item=${encodeURIComponent(second)}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('region', { name: /^Feed:/ })).toHaveAttribute('aria-label', /, 2 of \d+$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/feed on a laptop moves with the mouse wheel and fetches the next page near the end of the first', async () => {
    const res = await fetch(new URL('/api/catalogue/products', shopUrl()));
    const list = (await res.json()) as { products: { id: string }[]; next_cursor: string | null };
    const { products } = list;
    const page = await browser().newPage({ viewport: DESKTOP });
    const errors = watchErrors(page);
    await visit(page, `/feed?item=product:${products.at(-2)!.id}`, { waitUntil: 'networkidle' });
    const feed = page.getByRole('region', { name: /^Feed:/ });
    // The first page (products and the top videos) has grown by the next page's products.
    await expect
      .poll(async () => Number(/ of (\d+)$/.exec((await feed.getAttribute('aria-label')) ?? '')?.[1]))
      .toBeGreaterThan(products.length + 3);
    const at = Number(/, (\d+) of/.exec((await feed.getAttribute('aria-label'))!)![1]);
    // One flick of the wheel is one step, however many events it sends.
    await page.mouse.move(640, 450);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 40);
    await expect(feed).toHaveAttribute('aria-label', new RegExp(`, ${at + 1} of \\d+$`));
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, -120);
    await expect(feed).toHaveAttribute('aria-label', new RegExp(`, ${at} of \\d+$`));

    // A shared piece beyond the first page opens first.
    const next = (await (
      await fetch(
        new URL(`/api/catalogue/products?cursor=${encodeURIComponent(list.next_cursor!)}`, shopUrl()),
      )
    ).json()) as { products: { id: string; name: string }[] };
    const beyond = next.products[0]!;
    await visit(page, `/feed?item=product:${beyond.id}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('region', { name: /^Feed:/ })).toHaveAttribute(
      'aria-label',
      new RegExp(`^Feed: ${escapeRegExp(beyond.name)}, 1 of \\d+$`),
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
