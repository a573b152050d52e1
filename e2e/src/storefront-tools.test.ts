// The storefront's tools: the search palette (Ctrl/Cmd+K), the size chart dialog and the FAQ page,
// on a phone (390 px) and a laptop (1280 px).
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { escapeRegExp, expect, useBrowser, VIEWPORTS, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();

type Product = { name: string; slug: string };
let product: Product;

beforeAll(async () => {
  const body = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as { products: Product[] };
  // A name long enough that a piece of it points at this one product.
  product = body.products.find((p) => p.name.length >= 10) ?? body.products[0]!;
});

const openPage = async (width: number, height: number, path: string) => {
  const page = await browser().newPage({ viewport: { width, height } });
  const errors = watchErrors(page);
  await visit(page, path, { waitUntil: 'networkidle' });
  return { page, errors };
};

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search products' });

describe.each(VIEWPORTS)('the search palette on a $name', ({ width, height }) => {
  it('opens on Ctrl+K, finds a product by part of its name and opens its page', async () => {
    const { page, errors } = await openPage(width, height, '/');
    const chunks: string[] = [];
    page.on('request', (req) => chunks.push(req.url()));
    // Nothing of the palette is downloaded before it is wanted.
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)),
    ).not.toEqual(expect.arrayContaining([expect.stringContaining('search-palette')]));

    await page.keyboard.press('Control+K');
    await expect(palette(page)).toBeVisible();
    expect(chunks.some((url) => url.includes('search-palette'))).toBe(true);
    const input = page.getByPlaceholder('Search for products...');
    await expect(input).toBeFocused();

    // Part of the name, in the wrong case: the search is a case-insensitive substring.
    await input.fill(product.name.slice(1).toUpperCase());
    const option = palette(page).getByRole('option', { name: new RegExp(escapeRegExp(product.name)) });
    await expect(option).toHaveCount(1, { timeout: 5000 });
    expect(await option.innerText()).toMatch(/KES [\d,]+/);
    expect(await option.locator('img').count()).toBe(1);

    if (width < 1024) {
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
    } else {
      await option.click();
    }
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/${product.slug}`);
    await expect(palette(page)).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says 'No results found.' for text no product has", async () => {
    const { page, errors } = await openPage(width, height, '/about');
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByPlaceholder('Search for products...').fill('zqxj nothing like this');
    await expect(palette(page).getByText('No results found.')).toHaveCount(1, { timeout: 5000 });
    expect(await palette(page).getByRole('option').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the search palette', () => {
  it('asks the shop once the typing settles, and closes on Escape with focus back on the button', async () => {
    const { page, errors } = await openPage(1280, 800, '/about');
    const searches: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/catalogue/search'))
        searches.push(new URL(req.url()).searchParams.get('q')!);
    });
    const button = page.getByRole('button', { name: 'Search products' });
    await button.click();
    const input = page.getByPlaceholder('Search for products...');
    await expect(input).toBeFocused();
    const typed = product.name.slice(0, 8);
    await input.pressSequentially(typed, { delay: 30 });
    await expect.poll(() => searches.at(-1), { timeout: 5000 }).toBe(typed);
    await page.waitForTimeout(400);
    // Typed quickly: a request for the settled text, not one per letter (a busy machine may let one
    // pause run past the debounce, hence "a few" rather than exactly one).
    expect(searches.length).toBeLessThanOrEqual(3);
    expect(searches.at(-1)).toBe(typed);

    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(errors).toEqual([]);
    await page.close();
  });
});

const openSizeChart = (page: Page, detail?: object) =>
  page.evaluate((d) => window.dispatchEvent(new CustomEvent('open-size-chart', { detail: d })), detail);
const sizeChart = (page: Page) => page.getByRole('dialog', { name: 'Size Chart' });
const captions = (page: Page) => sizeChart(page).locator('caption').allInnerTexts();

describe.each(VIEWPORTS)('the size chart on a $name', ({ width, height }) => {
  it('opens on its event and its filters switch the tables', async () => {
    const { page, errors } = await openPage(width, height, '/about');
    await openSizeChart(page);
    await expect(sizeChart(page)).toBeVisible();
    expect(await captions(page)).toEqual(["Women's clothing sizes", "Women's shoe sizes"]);
    expect(await sizeChart(page).getByText('How to measure').count()).toBe(1);

    const dialog = sizeChart(page);
    await dialog.getByText('Shoes', { exact: true }).click();
    expect(await captions(page)).toEqual(["Women's shoe sizes"]);
    await dialog.getByText("Men's", { exact: true }).click();
    expect(await captions(page)).toEqual(["Men's shoe sizes"]);
    // A men's US 9 is a UK 8, EU 42.5, CN 44, for a 27 cm foot.
    const us9 = dialog.getByRole('row', { name: /^9 / });
    expect((await us9.locator('td').allInnerTexts()).map((t) => t.trim())).toEqual([
      '8',
      '42.5',
      '44',
      '27.0',
    ]);

    await dialog.getByText('Clothing', { exact: true }).click();
    expect(await captions(page)).toEqual(["Men's clothing sizes"]);
    expect(await dialog.getByRole('columnheader', { name: 'Chest', exact: true }).count()).toBe(1);
    await dialog.getByText("Women's", { exact: true }).click();
    expect(await captions(page)).toEqual(["Women's clothing sizes"]);
    expect(await dialog.getByRole('columnheader', { name: 'Bust', exact: true }).count()).toBe(1);
    await dialog.getByText('All', { exact: true }).click();
    expect(await captions(page)).toEqual(["Women's clothing sizes", "Women's shoe sizes"]);

    // On a phone the tables scroll sideways inside the dialog; the page itself never does.
    const region = dialog.getByRole('region', { name: "Women's clothing sizes" });
    const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
    if (width < 500) expect(overflow).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.keyboard.press('Escape');
    await expect(sizeChart(page)).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the size chart', () => {
  it('starts where the opener asks and closes from its button', async () => {
    const { page, errors } = await openPage(1280, 800, '/about');
    await openSizeChart(page, { category: 'shoes', gender: 'men' });
    await expect.poll(() => captions(page)).toEqual(["Men's shoe sizes"]);
    await sizeChart(page).getByRole('button', { name: 'Close size chart' }).click();
    await expect(sizeChart(page)).toHaveCount(0);
    // Opening again starts afresh.
    await openSizeChart(page);
    await expect.poll(() => captions(page)).toEqual(["Women's clothing sizes", "Women's shoe sizes"]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the size chart from the home page', () => {
  it("opens from the hero's Size Chart button and gives focus back to it on close", async () => {
    const { page, errors } = await openPage(390, 844, '/');
    const button = page.locator('main').getByRole('button', { name: 'Size Chart', exact: true });
    await button.click();
    await expect(sizeChart(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sizeChart(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(errors).toEqual([]);
    await page.close();
  });
});

type FaqBody = { faqs: { question: string; answer: string; category: string }[] };

describe.each(VIEWPORTS)('the FAQ page on a $name', ({ width, height }) => {
  it('shows the categories from the database and opens an answer', async () => {
    const { faqs } = (await (await fetch(`${baseUrl}/api/faqs`)).json()) as FaqBody;
    const categories = [...new Set(faqs.map((f) => f.category))];
    expect(categories.length).toBeGreaterThan(1);

    const { page, errors } = await openPage(width, height, '/faq');
    expect(await page.title()).toMatch(/^Frequently Asked Questions \| /);
    expect(await page.locator('main h1').innerText()).toBe('Frequently Asked Questions');
    expect(await page.locator('main article section h2').allInnerTexts()).toEqual([
      ...categories,
      'Still have a question?',
    ]);

    const first = faqs[0]!;
    const answer = page.getByText(first.answer);
    expect(await answer.isVisible()).toBe(false);
    await page.getByText(first.question, { exact: true }).click();
    await expect(answer).toBeVisible();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the FAQ page', () => {
  it('comes from the server with its questions, readable without JavaScript', async () => {
    const { faqs } = (await (await fetch(`${baseUrl}/api/faqs`)).json()) as FaqBody;
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/faq`);
    expect(await page.locator('main details summary').count()).toBe(faqs.length);
    await page.getByText(faqs[1]!.question, { exact: true }).click();
    await expect(page.getByText(faqs[1]!.answer)).toBeVisible();
    await context.close();
  });

  it("says 'Failed to load FAQs' when the questions cannot be loaded, and tries again", async () => {
    const { page } = await openPage(1280, 800, '/about');
    await page.route('**/api/faqs', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"The FAQ store is down"}}',
      }),
    );
    // Reached inside the app (the navbar is hydrated once the page is idle), so the browser loads
    // the questions itself.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'FAQ', exact: true })
      .click();
    await expect(page.getByText('Failed to load FAQs')).toHaveCount(1);
    expect(await page.locator('main h1').innerText()).toBe('Frequently Asked Questions');
    expect(await page.getByText('The FAQ store is down').count()).toBe(1);

    await page.unroute('**/api/faqs');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('main details').first()).toBeAttached({ timeout: 5000 });
    await page.close();
  });
});
