// Payments that do not simply go through, in the browser against the real server's sandbox: a declined
// payment keeps the bag; closing the sheet says "Payment cancelled" and gives the held piece back; a
// late M-Pesa approval waits on the device through a reload until the server confirms it; and the
// payment callback page believes only the server. The happy paths are in checkout.test.ts.
import { describe, it } from 'vitest';
import { expect, reload, visit } from './browser';
import {
  expectBagCleared,
  expectStock,
  ORDER_URL,
  payButton,
  payWithMpesa,
  pendingPayments,
  PHONE,
  sheet,
  storedBag,
  useCheckoutJourneys,
} from './checkout-helpers';
import { approvedGuestPayment } from './paid-orders';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const { take, shopper, atCheckout } = useCheckoutJourneys();

describe('payments that do not go through', () => {
  it('keeps the bag after a declined payment (390 px)', async () => {
    const { piece, context, page } = await atCheckout(390, 844);
    await payWithMpesa(page);
    await sheet(page).getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Payment failed: cancelled')).toHaveCount(1);
    expect(page.url()).toBe(`${baseUrl}/checkout`);
    expect(await page.getByText(`${piece.name} x 1`).count()).toBe(1);
    expect((await storedBag(page))?.items).toHaveLength(1);
    // The failed checkout gave its held piece back; paying again is possible.
    await expect(payButton(page)).toBeEnabled();
    await expectStock(piece, piece.stock);
    await context.close();
  });

  it('says "Payment cancelled" when the sheet is closed, and the piece is back in stock (1280 px)', async () => {
    const { piece, context, page } = await atCheckout(1280, 800);
    await page.getByRole('radio', { name: 'Bank' }).check();
    // A guest gives a phone for any method: it finds the order later.
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await payButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your phone number' })).toHaveCount(
      1,
    );
    await phone.fill(PHONE);
    await payButton(page).click();
    await expect(sheet(page)).toBeVisible();
    expect(await sheet(page).getByText('Sandbox Bank Kenya').count()).toBe(1);
    // While the sheet is open the piece is held for this shopper.
    await expectStock(piece, piece.stock - 1);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Payment cancelled')).toHaveCount(1);
    expect(await sheet(page).count()).toBe(0);
    expect((await storedBag(page))?.items).toHaveLength(1);
    await expectStock(piece, piece.stock);
    await context.close();
  });
});

describe('a late M-Pesa approval', () => {
  it('is kept on the device through a reload and confirmed once the phone approves (1280 px)', async () => {
    const { piece, context, page } = await atCheckout(1280, 800);
    await payWithMpesa(page);
    await sheet(page).getByRole('button', { name: 'Approve late' }).click();
    await expect(page.getByText("We're still waiting for the payment to be confirmed.")).toHaveCount(1);
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting for the payment to be confirmed' }),
    ).toHaveCount(1);
    const records = await pendingPayments(page);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      txRef: expect.stringMatching(/^TNT-\d{13}-[A-Z2-7]{20}$/),
      transactionId: expect.stringMatching(/^\d+$/),
      amount: piece.price + (piece.price >= 3000 ? 0 : 200),
      items: [{ productId: piece.id, productName: piece.name, quantity: 1, price: piece.price }],
      customerPhone: '+254712345678',
      paymentMethod: 'mpesa',
      timestamp: expect.any(Number),
    });

    // A reload mid-payment: the checkout finds the record and keeps asking until the payment settles.
    await reload(page);
    await page.waitForURL(ORDER_URL, { timeout: 45_000 });
    await expectBagCleared(page);
    await context.close();
  });
});

describe('the payment callback page', () => {
  it('believes the server, not the address: a verified payment succeeds, a made-up one fails (390 px)', async () => {
    const piece = take();
    const { context, page } = await shopper(390, 844);
    // A guest's checkout opened and paid through the API, as a provider redirect would leave it. The
    // page is that guest's device: only the checkout's own shopper is told the order was placed.
    const guestId = crypto.randomUUID();
    await context.addInitScript((id) => localStorage.setItem('guest_user_id', id), guestId);
    const { payment, transactionId } = await approvedGuestPayment(piece, guestId);

    // Anyone can type a "successful" address: the server knows no such payment.
    await visit(
      page,
      `${baseUrl}/payment-callback?status=successful&tx_ref=TNT-0000000000000-AAAAAAAAAAAAAAAAAAAA&transaction_id=1`,
    );
    await expect(page.getByText('Payment failed or was cancelled.').first()).toBeAttached();
    await page.waitForURL(`${baseUrl}/guest-orders`);

    const started = Date.now();
    await visit(
      page,
      `${baseUrl}/payment-callback?status=successful&tx_ref=${payment.tx_ref}&transaction_id=${transactionId}`,
    );
    await expect(page.getByText('Payment successful! Your order has been placed.').first()).toBeAttached();
    await page.waitForURL(`${baseUrl}/guest-orders`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    await expectStock(piece, piece.stock - 1);
    await context.close();
  });
});
