// The checkout in the browser, against the real server and its sandbox payment sheet: a guest pays with
// M-Pesa on a phone (390 px) and a laptop (1280 px) and lands on the delivery details with an empty
// bag; a signed-in shopper gets the checkout dialog from the bag drawer and pays by card; two shoppers
// racing for the last piece give one order and one clear "sold out". Payments that fail, are cancelled
// or come late are in checkout-payments.test.ts. Pieces are picked at run time (checkout-helpers.ts),
// so other journeys' products and earlier purchases are left alone.
import { describe, it } from 'vitest';
import { escapeRegExp, expect, VIEWPORTS, visit, watchErrors } from './browser';
import {
  addToBag,
  bagButton,
  checkoutFromDrawer,
  expectBagCleared,
  expectStock,
  kes,
  mpesaPhoneBox,
  openCheckoutPage,
  ORDER_URL,
  payButton,
  PHONE,
  sheet,
  useCheckoutJourneys,
} from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const { take, shopper } = useCheckoutJourneys();

describe.each(VIEWPORTS)('a guest checks out on a $name ($width px)', ({ name, width, height }) => {
  it('goes from the drawer through "Continue as Guest" to /checkout, pays with M-Pesa and lands on the delivery details', async () => {
    const piece = take();
    const { context, page } = await shopper(width, height);
    const errors = watchErrors(page);
    await addToBag(page, piece);
    await checkoutFromDrawer(page);
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await page.waitForURL(`${baseUrl}/checkout`);

    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toHaveCount(1);
    await expect(page.getByText(`${piece.name} x 1`)).toHaveCount(1);
    const delivery = piece.price >= 3000 ? 0 : 200;
    const total = piece.price + delivery;
    await expect(page.getByTestId('checkout-total')).toHaveText(kes(total));
    expect(await page.getByTestId('checkout-subtotal').innerText()).toBe(kes(piece.price));
    // M-Pesa is the default; its phone field says what it is for.
    expect(await page.getByRole('radio', { name: 'M-Pesa' }).isChecked()).toBe(true);
    const phone = mpesaPhoneBox(page);
    expect(await phone.getAttribute('placeholder')).toBe(PHONE);
    expect(await page.getByText('Enter the M-Pesa number you want to use for payment').count()).toBe(1);
    // Pay is off while M-Pesa has no phone; a number that is not Kenyan is refused.
    const pay = page.getByRole('button', { name: `Pay ${kes(total)}` });
    expect(await pay.isDisabled()).toBe(true);
    await phone.fill('12345');
    await pay.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter a valid Kenyan phone number' }),
    ).toHaveCount(1);
    expect(await sheet(page).count()).toBe(0);
    // The page fits the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // A guest gets a version-4 device id when the checkout opens.
    const guestId = await page.evaluate(() => localStorage.getItem('guest_user_id'));
    expect(guestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await phone.fill(PHONE);
    // Enter pays (on the laptop by keyboard, on the phone by tapping Pay).
    if (name === 'laptop') await phone.press('Enter');
    else await pay.click();
    await expect(sheet(page)).toBeVisible();
    expect(await sheet(page).getByText('STK push sent to +254 712 345 678').count()).toBe(1);
    expect(await sheet(page).getByTestId('payment-sheet-amount').innerText()).toBe(kes(total));
    await sheet(page).getByRole('button', { name: 'Approve', exact: true }).click();

    await page.waitForURL(ORDER_URL);
    await expect(page.getByText('Payment successful! Your order has been placed.')).toHaveCount(1);
    await expectBagCleared(page);
    await expectStock(piece, piece.stock - 1);
    expect(errors).toEqual([]);

    // The same guest says where to deliver (sharing a mocked location) and finds the order again
    // by the phone they paid with.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -1.2921, longitude: 36.8219 });
    await page.getByLabel('Full name', { exact: true }).fill('Akinyi Guest');
    await page.getByLabel('Delivery address', { exact: true }).fill('Westlands, Woodvale Grove, Nairobi');
    await page.getByRole('button', { name: 'Share location' }).click();
    await expect(page.getByText('Location captured successfully')).toHaveCount(1);
    await page.getByRole('button', { name: 'Save Delivery Details' }).click();
    await expect(page.getByText('Delivery details saved successfully!')).toHaveCount(1);
    await visit(page, '/guest-orders');
    await page.getByLabel('Phone number', { exact: true }).fill(PHONE);
    await page.getByRole('button', { name: 'Find My Orders' }).click();
    const found = page.getByTestId('guest-order').filter({ visible: true });
    await expect(found.filter({ hasText: 'ready for delivery' }).first()).toBeAttached();
    // (After the save, the delivery page's own check of the link answers 404 by design: the browser
    // logs that answer, so console errors are not counted for this part.)
    await context.close();
  });
});

describe('a signed-in shopper', () => {
  it.each(VIEWPORTS)(
    'gets the checkout dialog from the drawer and pays by card ($width px)',
    async ({ width, height }) => {
      const piece = take();
      const { context, page } = await shopper(width, height);
      const errors = watchErrors(page);
      const email = `checkout-${Date.now()}-${width}@e2e.test`;
      const res = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
        data: { email, password: 'e2e-shopper-password', name: 'Achieng Buyer' },
        headers: { origin: baseUrl },
      });
      expect(res.status()).toBe(200);
      await addToBag(page, piece);
      // The navbar knows the shopper (the live bell shows for signed-in shoppers only) before the bag opens.
      await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(1);

      await checkoutFromDrawer(page);
      const dialog = page.getByRole('dialog', { name: 'Checkout' });
      await expect(dialog).toBeVisible();
      expect(page.url()).toBe(`${baseUrl}/products/${piece.slug}`);
      await expect(dialog.getByText(`${piece.name} x 1`)).toHaveCount(1);
      const box = await dialog.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      // Cancel closes it and gives focus back to the bag icon.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Bag, 1 item');

      await checkoutFromDrawer(page);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: 'Card' }).check();
      // Signed in, card needs no phone.
      expect(await dialog.getByRole('textbox', { name: /phone number/i }).count()).toBe(0);
      await payButton(dialog).click();
      await expect(sheet(page)).toBeVisible();
      expect(await sheet(page).getByRole('textbox', { name: 'Card number' }).count()).toBe(1);
      await sheet(page).getByRole('button', { name: 'Approve', exact: true }).click();
      await page.waitForURL(ORDER_URL);
      await expect(dialog).toHaveCount(0);
      await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 0 items');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('two shoppers racing for a one-of-a-kind piece', () => {
  it('gives one order and one clear "sold out"', async () => {
    const piece = take((p) => p.stock === 1);
    const shoppers = await Promise.all([shopper(390, 844), shopper(1280, 800)]);
    for (const { page } of shoppers) {
      await openCheckoutPage(page, piece);
      await mpesaPhoneBox(page).fill(PHONE);
    }
    await Promise.all(shoppers.map(({ page }) => payButton(page).click()));

    // Exactly one of them gets the payment sheet; the other is told the piece sold out.
    const soldOut = new RegExp(`${escapeRegExp(piece.name)}.*(has just sold out|is sold out)`);
    const outcome = async () => {
      const states = await Promise.all(
        shoppers.map(async ({ page }) => {
          if (await sheet(page).isVisible()) return 'paying';
          if ((await page.getByText(soldOut).count()) > 0) return 'sold out';
          return 'waiting';
        }),
      );
      return states.slice().sort().join(' + ');
    };
    await expect.poll(outcome, { timeout: 15_000 }).toBe('paying + sold out');
    const winner = (await sheet(shoppers[0]!.page).isVisible()) ? shoppers[0]! : shoppers[1]!;
    const loser = winner === shoppers[0] ? shoppers[1]! : shoppers[0]!;
    await sheet(winner.page).getByRole('button', { name: 'Approve', exact: true }).click();
    await winner.page.waitForURL(ORDER_URL);
    expect(loser.page.url()).toBe(`${baseUrl}/checkout`);
    expect(await sheet(loser.page).count()).toBe(0);
    await expectStock(piece, 0);
    await Promise.all(shoppers.map(({ context }) => context.close()));
  });
});
