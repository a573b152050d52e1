// The try-on on a phone (390 px): a member whose profile has body sizes opens /try-on, finds a piece
// by name, says they wear men's sizes and sees the size the chart gives with its reason; the product
// page then preselects that size ("Your size: M"); the photo try-on lays the piece's picture over a
// photo from the device (never uploaded), moves it with the keyboard and a slider, and saves a PNG.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ownerApi } from './admin-shop';
import { escapeRegExp, expect, PHONE_SCREEN, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();
const stamp = Date.now();
const NAME = `Try-on Linen Shirt ${stamp}`;

type Piece = { id: string; slug: string; name: string };
let owner: APIRequestContext;
let piece: Piece;

beforeAll(async () => {
  owner = await ownerApi();
  // A picture of the shop's own to lay over the photo (a seeded piece's).
  const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: { images: string[] }[];
  };
  const picture = products.find((p) => p.images[0]?.startsWith('/uploads/'))!.images[0]!;
  const res = await owner.post('/api/admin/products', {
    data: {
      name: NAME,
      price: 1800,
      category: 'clothing',
      is_active: true,
      images: [picture],
      variants: [
        { size: 'S', stock: 1 },
        { size: 'M', stock: 2 },
        { size: 'L', stock: 1 },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  piece = ((await res.json()) as { product: Piece }).product;
});

afterAll(async () => {
  if (piece) await owner.post(`/api/admin/products/${piece.id}/deactivate`);
  await owner?.dispose();
});

/** A new member, signed in in a fresh phone-sized context, whose profile holds these body sizes. */
async function memberWithBodySizes(): Promise<Page> {
  const context = await browser().newContext({ viewport: PHONE_SCREEN, acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  const headers = { origin: baseUrl };
  const email = `try-on-${stamp}@e2e.test`;
  const signUp = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password: 'e2e-try-on-password', name: 'Otieno Test' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  const saved = await context.request.put(`${baseUrl}/api/profile`, {
    data: {
      fullName: 'Otieno Test',
      bodySize: {
        height: `5'9"`,
        weight: '150 lbs',
        measurements: { chest: '96 cm', waist: '80', shoe_size: 'EU 42' },
      },
    },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return context.newPage();
}

/** A photo made on the page itself (a 600 × 800 PNG), as a file a shopper would choose. */
async function localPhoto(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#8fb3c9';
    ctx.fillRect(0, 0, 600, 800);
    ctx.fillStyle = '#5a3b2e';
    ctx.beginPath();
    ctx.arc(300, 220, 110, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png');
  });
  return { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

const noSideScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

describe('try-on', () => {
  it('recommends a size from the profile, the product page preselects it, and the photo overlay saves a PNG', async () => {
    const page = await memberWithBodySizes();
    const errors = watchErrors(page);

    await visit(page, '/try-on');
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual Try-On' })).toBeVisible();
    await page.getByLabel('Search for a piece').fill(NAME);
    await page.getByRole('region', { name: 'Search results' }).getByRole('button', { name: NAME }).click();
    await expect(page).toHaveURL(new RegExp(`/try-on\\?product=${escapeRegExp(piece.slug)}$`));

    // Women's and men's charts differ for chest 96 cm: the page asks, naming both answers.
    const finder = page.getByRole('region', { name: 'Fit finder' });
    await expect(finder.getByText("Women's and men's sizes differ here.", { exact: false })).toBeVisible();
    await expect(finder.getByText("Men's sizes: chest 96 cm → M")).toBeVisible();
    await finder.getByText("Men's sizes", { exact: true }).click();
    await expect(finder.getByText('Your size: M', { exact: true })).toBeVisible();
    await expect(finder.getByText('From your profile: chest 96 cm → M')).toBeVisible();
    await noSideScroll(page);
    await page.screenshot({ path: '/tmp/try-on-fit-finder.png', fullPage: true });

    // The product page preselects it (without the profile it would be S, the first in stock).
    await finder.getByRole('link', { name: 'See it in your size' }).click();
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    const yours = page.getByRole('button', { name: 'Your size: M' });
    await expect(yours).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'M', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'S', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByText('From your profile: chest 96 cm → M')).toBeVisible();
    await yours.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/try-on-product-page.png' });

    // The photo try-on: a local photo, never sent anywhere.
    await visit(page, `/try-on?product=${piece.slug}`);
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'GET') sent.push(`${req.method()} ${req.url()}`);
    });
    const tryOn = page.getByRole('region', { name: 'Photo try-on' });
    await expect(tryOn.getByText('It is an overlay, not a fitting', { exact: false })).toBeVisible();
    await tryOn.getByLabel('Choose a photo').setInputFiles(await localPhoto(page));
    await expect(tryOn.getByRole('img', { name: 'Your photo', exact: true })).toBeVisible();
    const overlay = tryOn.getByRole('img', { name: `${NAME}, laid over your photo` });
    await expect.poll(() => overlay.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(tryOn.getByLabel('Take a photo')).toHaveAttribute('capture', 'user');

    // The mouse drags it down; the keyboard moves it right.
    const box = async () => (await overlay.boundingBox())!;
    await overlay.scrollIntoViewIfNeeded();
    const start = await box();
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 40, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await box()).y).toBeGreaterThan(start.y + 30);
    await overlay.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(async () => (await box()).x).toBeGreaterThan(start.x + 20);
    await tryOn.getByLabel('Fade').fill('50');
    await expect(overlay).toHaveCSS('opacity', '0.5');
    await noSideScroll(page);
    await page.screenshot({ path: '/tmp/try-on-photo.png', fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tryOn.getByRole('button', { name: 'Save picture' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('try-on.png');
    const png = await readFile((await download.path())!);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The saved picture is the photo's size (IHDR: width and height, big-endian).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 800]);
    await expect(tryOn.getByRole('status')).toHaveText('Saved as try-on.png.');
    expect(sent).toEqual([]);

    // Signing out forgets the women's / men's answer: the next person on this phone is asked again.
    expect(await page.evaluate(() => localStorage.getItem('fit-chart'))).toBe('men');
    await page.getByRole('button', { name: 'Menu' }).click();
    // Signing out loads the home page afresh.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await reloaded;
    await expect(page).toHaveURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('fit-chart'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a visitor who is not signed in to the home page', async () => {
    const context = await browser().newContext({ viewport: PHONE_SCREEN });
    const page = await context.newPage();
    await visit(page, '/try-on');
    await expect(page).toHaveURL(`${baseUrl}/`);
    await context.close();
  });
});
