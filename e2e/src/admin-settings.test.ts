// The owner's delivery settings on a phone (390 px): a fee below 0 is refused by its field; the owner
// changes the standard fee and the free-delivery threshold, and at once the server-rendered shipping
// page states the new fee and a shopper's checkout shows and charges it (the sandbox M-Pesa amount).
// The delivery settings go back to what they were afterwards, whatever happened: other journeys on
// this server expect the shipping policy's fees.
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

const baseUrl = inject('baseUrl');
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

async function putDelivery(value: Delivery) {
  const api = await ownerApi();
  expect((await api.put('/api/admin/settings/delivery', { data: value })).status()).toBe(200);
  await api.dispose();
}

beforeAll(async () => {
  const api = await ownerApi();
  const res = await api.get('/api/admin/settings');
  before = ((await res.json()) as { sections: { delivery: { value: Delivery } } }).sections.delivery.value;
  await api.dispose();
});

afterAll(async () => {
  await putDelivery(before);
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
