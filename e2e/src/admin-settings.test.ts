// The owner's delivery settings on a phone (390 px): a fee below 0 is refused by its field; the owner
// changes the standard fee and the free-delivery threshold, and at once the server-rendered shipping
// page states the new fee and a shopper's checkout shows and charges it (the sandbox M-Pesa amount).
// The delivery settings go back to what they were afterwards, whatever happened: other journeys on
// this server expect the shipping policy's fees.
// The shop's name and logo on a phone: the owner renames the shop and uploads a logo; the storefront's
// navbar shows the logo with the name as its text and the tab's title carries the name; "Restore
// defaults" brings back the configured name (other journeys expect "TNT Thrift": put back afterwards
// whatever happened).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { ownerApi } from './admin-shop';
import { expect, PHONE_SCREEN, toast, visit, watchErrors } from './browser';
import {
  addToBag,
  checkoutFromDrawer,
  kes,
  ORDER_URL,
  payWithMpesa,
  sheet,
  useCheckoutJourneys,
} from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const { take, shopper } = useCheckoutJourneys();

type Delivery = {
  free_from: number;
  standard_fee: number;
  same_day_fee: number;
  same_day_cutoff_hour: number;
};
const FEE = 350;
const FREE_FROM = 1_000_000;

let before: Delivery;
let shopBefore: { name: string; logo: string };

async function putDelivery(value: Delivery) {
  const api = await ownerApi();
  expect((await api.put('/api/admin/settings/delivery', { data: value })).status()).toBe(200);
  await api.dispose();
}

beforeAll(async () => {
  const api = await ownerApi();
  const res = await api.get('/api/admin/settings');
  const { sections } = (await res.json()) as {
    sections: { delivery: { value: Delivery }; shop: { value: { name: string; logo: string } } };
  };
  before = sections.delivery.value;
  shopBefore = { name: sections.shop.value.name, logo: sections.shop.value.logo };
  await api.dispose();
});

afterAll(async () => {
  await putDelivery(before);
  const api = await ownerApi();
  expect((await api.put('/api/admin/settings/shop', { data: shopBefore })).status()).toBe(200);
  await api.dispose();
});

describe('delivery settings on a phone (390 px)', () => {
  it('the owner changes the standard fee; the shipping page and a checkout show and charge it', async () => {
    const { context: ownerContext, page: owner } = await shopper(PHONE_SCREEN.width, PHONE_SCREEN.height);
    const signIn = await ownerContext.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: admin,
      headers: { origin: baseUrl },
    });
    expect(signIn.status()).toBe(200);
    const errors = watchErrors(owner);
    await visit(owner, '/admin/settings');
    await expect(owner.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const tabs = owner.getByRole('navigation', { name: 'Which settings' });
    await expect(tabs.getByRole('link', { name: 'Delivery', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const fee = owner.getByRole('textbox', { name: 'Fee below that (KES)' });
    await fee.fill('-5');
    await owner.getByRole('button', { name: 'Save delivery settings' }).click();
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
    await expect(owner.getByText('The fee below that cannot be below 0')).toHaveCount(1);

    await fee.fill(String(FEE));
    await owner.getByRole('textbox', { name: 'Free delivery from (KES)' }).fill('1,000,000');
    await owner.getByRole('button', { name: 'Save delivery settings' }).click();
    await toast(owner, 'Delivery settings saved.');
    await expect(owner.getByText(/^Last saved .* by owner@e2e\.test\.$/)).toHaveCount(1);
    expect(errors).toEqual([]);
    await ownerContext.close();

    // The server's HTML of the shipping page states the new figures (no old figure first).
    const html = await (await fetch(`${baseUrl}/shipping-returns`)).text();
    expect(html).toContain(`Nairobi, orders below ${kes(FREE_FROM)}`);
    expect(html).toContain(kes(FEE));
    expect(html).not.toContain('orders below KES 3,000');

    // A shopper below the threshold sees the new fee and pays it.
    const piece = take();
    const { context, page } = await shopper(PHONE_SCREEN.width, PHONE_SCREEN.height);
    const shopperErrors = watchErrors(page);
    await addToBag(page, piece);
    await checkoutFromDrawer(page);
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await page.waitForURL(`${baseUrl}/checkout`);
    const total = piece.price + FEE;
    await expect(page.getByTestId('checkout-delivery')).toHaveText(kes(FEE));
    await expect(page.getByTestId('checkout-total')).toHaveText(kes(total));
    await payWithMpesa(page);
    await expect(sheet(page)).toBeVisible();
    expect(await sheet(page).getByTestId('payment-sheet-amount').innerText()).toBe(kes(total));
    await sheet(page).getByRole('button', { name: 'Approve', exact: true }).click();
    await page.waitForURL(ORDER_URL);
    expect(shopperErrors).toEqual([]);
    await context.close();
  });
});

/** A 600 × 200 PNG logo: the shop's initials on a dark block beside its name, drawn on a canvas. */
async function drawLogo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 200;
    const paint = canvas.getContext('2d')!;
    paint.fillStyle = '#ffffff';
    paint.fillRect(0, 0, 600, 200);
    paint.fillStyle = '#1d3557';
    paint.fillRect(0, 0, 200, 200);
    paint.fillStyle = '#f5c542';
    paint.font = 'bold 110px sans-serif';
    paint.fillText('DM', 14, 140);
    paint.fillStyle = '#1d3557';
    paint.font = 'bold 64px sans-serif';
    paint.fillText('Mitumba', 220, 125);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe("the shop's name and logo on a phone (390 px)", () => {
  const NAME = 'Duka la Mitumba';

  it('the owner renames the shop and uploads a logo; the navbar and the title show them; restore defaults', async () => {
    const { context: ownerContext, page: owner } = await shopper(PHONE_SCREEN.width, PHONE_SCREEN.height);
    const signIn = await ownerContext.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: admin,
      headers: { origin: baseUrl },
    });
    expect(signIn.status()).toBe(200);
    const errors = watchErrors(owner);
    await visit(owner, '/admin/settings?tab=shop');
    const tabs = owner.getByRole('navigation', { name: 'Which settings' });
    await expect(tabs.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const name = owner.getByRole('textbox', { name: 'Shop name' });
    await expect(name).toHaveValue(shopBefore.name);

    await name.fill('x');
    await owner.getByRole('button', { name: 'Save shop settings' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(owner.getByText("The shop's name needs at least 2 characters")).toHaveCount(1);

    await name.fill(NAME);
    // A wide logo (3 : 1) drawn in the page, chosen with the upload button as a PNG.
    const png = await drawLogo(owner);
    const chooser = owner.waitForEvent('filechooser');
    await owner.getByRole('button', { name: 'Upload logo' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    const preview = owner
      .getByRole('group', { name: 'Preview of the navbar' })
      .getByRole('img', { name: NAME });
    await expect(preview).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Remove logo' })).toBeVisible();
    await owner.getByRole('button', { name: 'Save shop settings' }).click();
    await toast(owner, 'Shop settings saved.');
    await expect(owner.getByText(/^Last saved .* by owner@e2e\.test\.$/)).toHaveCount(1);

    // A shopper on a phone: the navbar's home link is the logo, named by the shop's name; the title too.
    const { context, page } = await shopper(PHONE_SCREEN.width, PHONE_SCREEN.height);
    const shopperErrors = watchErrors(page);
    await visit(page, '/');
    const logo = page.getByRole('banner').getByRole('link', { name: NAME }).getByRole('img', { name: NAME });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', /^\/uploads\/images\/u-[0-9a-f]+-320w\.webp$/);
    await expect(logo).toHaveAttribute('width', '320');
    await expect(logo).toHaveAttribute('height', '107');
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    const box = (await logo.boundingBox())!;
    expect(box.height).toBe(36);
    await expect(page).toHaveTitle(new RegExp(`${NAME}$`));
    expect(shopperErrors).toEqual([]);

    // Restore defaults: the configured name, no logo.
    await owner.getByRole('button', { name: 'Restore defaults' }).click();
    await expect(name).toHaveValue('TNT Thrift');
    await expect(owner.getByRole('button', { name: 'Upload logo' })).toBeVisible();
    await owner.getByRole('button', { name: 'Save shop settings' }).click();
    await toast(owner, 'Shop settings saved.');
    expect(errors).toEqual([]);
    await ownerContext.close();

    await visit(page, '/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'TNT Thrift', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: NAME })).toHaveCount(0);
    await expect(page).toHaveTitle(/TNT Thrift$/);
    await context.close();
  });
});
