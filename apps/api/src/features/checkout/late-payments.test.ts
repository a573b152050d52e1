// DSC-4: a code's uses never pass its limit through cancel, late payment and retry. Once-per-customer
// codes bind guests by phone too. A payment that is refused (too little, another currency) is put
// in front of the owner once, however often it is reported. And a confirm answer says whether the
// checkout is the asker's own (`mine`), so a link with someone else's reference shows them nothing.
import { randomUUID } from 'node:crypto';
import { codeUsedUpRefundReason } from '@shop/domain/rules';
import { DISCOUNT_ALREADY_USED_MESSAGE } from '@shop/domain/texts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, stockOf, useShop } from '../../test/use-shop';
import type { CheckoutAnswer, Device, ErrorAnswer } from '../../test/use-shop';
import { discounts, discountUsage } from '../discounts/discounts.tables';
import { expireHolds } from './checkout-jobs.service';

describe.each(databaseKinds())('late payments, codes and refused payments on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });

  async function addCode(values: { usageLimit?: number; oncePerCustomer?: boolean }) {
    const code = `L${randomUUID().slice(0, 8).toUpperCase()}`;
    const [row] = await shop.database.db
      .insert(discounts)
      .values({ code, type: 'fixed', value: 300, ...values })
      .returning();
    return row!;
  }
  const usesOf = (id: string) =>
    shop.database.db.select().from(discountUsage).where(eq(discountUsage.discountCodeId, id));

  const confirmPaid = async (device: Device, opened: CheckoutAnswer) => {
    const paid = shop.pay(opened);
    const answer = await shop.as(device).confirm(opened.checkout.tx_ref, paid.id);
    expect(answer.body.status).toBe('paid');
    return answer.body;
  };

  it('DSC-4 cancelled, then paid late after another shopper used the single-use code: refund owed, uses within the limit', async () => {
    const code = await addCode({ usageLimit: 1 });
    const [pieceA, pieceB] = await Promise.all([1, 2].map(() => addPiece(shop, { price: 2000, stock: 1 })));
    const [a, b] = [newDevice(), newDevice()];
    // A opens with the code and closes the modal — while the M-Pesa prompt on A's phone is still open.
    const openA = await shop.open(a, [itemLine(pieceA!)], { discount_code: code.code });
    expect((await shop.as(a).cancel(openA.checkout.tx_ref)).body).toMatchObject({ released: true });
    // B takes the code and pays.
    const openB = await shop.open(b, [itemLine(pieceB!)], { discount_code: code.code, phone: '0722000111' });
    await confirmPaid(b, openB);
    // A's prompt is approved after all.
    const lateA = await confirmPaid(a, openA);
    expect(lateA.order_id).not.toBeNull();

    const uses = await usesOf(code.id);
    expect(uses.length).toBeLessThanOrEqual(code.usageLimit!);
    expect(uses.map((u) => u.checkoutId)).toEqual([openB.checkout.id]);
    const [orderA] = await shop.ordersOf(openA.checkout.tx_ref);
    // The money is kept safe on a paid order the owner is told to refund; A's piece is not taken again.
    expect(orderA).toMatchObject({
      status: 'paid',
      amountPaid: openA.checkout.total,
      refundStatus: 'owed',
      refundReason: codeUsedUpRefundReason(code.code),
    });
    expect(await stockOf(shop, pieceA!.id)).toBe(1);
    const [orderB] = await shop.ordersOf(openB.checkout.tx_ref);
    expect(orderB).toMatchObject({ refundStatus: null, discountCode: code.code });
  });

  it('DSC-4 paid late while the code still has room: the order and its use count as usual', async () => {
    const code = await addCode({ usageLimit: 1 });
    const piece = await addPiece(shop, { price: 2000, stock: 1 });
    const device = newDevice();
    const opened = await shop.open(device, [itemLine(piece)], { discount_code: code.code });
    await expireHolds(shop, await shop.minutesAfter(opened.checkout.tx_ref, 16));
    expect(await usesOf(code.id)).toHaveLength(0);
    await confirmPaid(device, opened);
    const [order] = await shop.ordersOf(opened.checkout.tx_ref);
    expect(order).toMatchObject({ refundStatus: null });
    expect(await usesOf(code.id)).toEqual([expect.objectContaining({ orderId: order!.id })]);
    expect(await stockOf(shop, piece.id)).toBe(0);
  });

  it('DSC-1 a once-per-customer code binds guests by phone, and a customer by their past guest use', async () => {
    const code = await addCode({ oncePerCustomer: true });
    const pieces = await Promise.all([1, 2, 3, 4].map(() => addPiece(shop, { price: 2000, stock: 1 })));
    const first = newDevice();
    await confirmPaid(
      first,
      await shop.open(first, [itemLine(pieces[0]!)], { discount_code: code.code, phone: '0733111222' }),
    );
    // Another guest id, the same number written another way: refused.
    const refusal = await shop.as(newDevice()).checkout<ErrorAnswer>([itemLine(pieces[1]!)], {
      discount_code: code.code,
      phone: '254733111222',
    });
    expect(refusal.status).toBe(409);
    expect(refusal.body.error).toEqual({ code: 'discount_invalid', message: DISCOUNT_ALREADY_USED_MESSAGE });
    // A signed-in customer paying from that number: their guest use counts.
    const customer = await shop.signIn(`phone-${kind}@example.com`);
    const signedIn = await shop.as(newDevice(customer.cookie)).checkout<ErrorAnswer>([itemLine(pieces[2]!)], {
      discount_code: code.code,
      phone: '+254733111222',
    });
    expect(signedIn.status).toBe(409);
    // Another number may use it.
    const other = await shop
      .as(newDevice())
      .checkout([itemLine(pieces[3]!)], { discount_code: code.code, phone: '0733999888' });
    expect(other.status).toBe(201);
  });

  it('PAY-2 an under-payment or another currency is refused and shown to the owner once', async () => {
    const owner = await shop.asAdmin(`owner-${kind}@example.com`);
    type Failed = {
      failed_orders: { payment_ref: string; amount: number; currency: string; error: string; kind: string }[];
    };
    for (const [patch, amount, currency, says] of [
      [{ amount: 1999 }, 1999, 'KES', 'less than the KES 2,000 asked'],
      [{ currency: 'USD', amount: 16 }, 16, 'USD', 'not in KES'],
    ] as const) {
      const piece = await addPiece(shop, { price: 1800, stock: 1 });
      const device = newDevice();
      const opened = await shop.open(device, [itemLine(piece)]);
      const paid = shop.pay(opened, patch);
      // The browser retries, the webhook repeats, some of it at once.
      const hook = shop.fake.webhookBody(paid);
      const reports = await Promise.all([
        shop.as(device).confirm(opened.checkout.tx_ref, paid.id),
        shop.as(device).confirm(opened.checkout.tx_ref, paid.id),
        shop.webhook(hook),
        shop.webhook(hook),
      ]);
      expect(reports[0]!.status).toBe(409);
      expect(await shop.as(device).confirm(opened.checkout.tx_ref, paid.id)).toMatchObject({ status: 409 });
      expect(await shop.ordersOf(opened.checkout.tx_ref)).toEqual([]);

      const list = await owner.get<Failed>('/api/admin/failed-orders?open=true');
      const mine = list.body.failed_orders.filter((f) => f.payment_ref === opened.checkout.tx_ref);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ amount, currency, kind: 'refused' });
      expect(mine[0]!.error).toContain(says);
    }
    const dashboard = await owner.get<{ failed_orders?: number }>('/api/admin/dashboard');
    expect(JSON.stringify(dashboard.body)).toContain('"failed_orders":2');
  });

  it('a confirm with someone else’s paid reference answers mine: false and no order', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const owner = newDevice();
    const opened = await shop.open(owner, [itemLine(piece)]);
    const paid = shop.pay(opened);
    const stranger = await shop.as(newDevice()).confirm(opened.checkout.tx_ref, paid.id);
    expect(stranger.body).toEqual({ status: 'paid', order_id: null, message: null, mine: false });
    const own = await shop.as(owner).confirm(opened.checkout.tx_ref, paid.id);
    expect(own.body).toMatchObject({ status: 'paid', mine: true });
    expect(own.body.order_id).toBe((await shop.ordersOf(opened.checkout.tx_ref))[0]!.id);
  });
});
