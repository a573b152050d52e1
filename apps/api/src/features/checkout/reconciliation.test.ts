// PAY-10, PAY-11, PAY-12: payments nobody reports are found by the reconciliation job; a provider that
// times out or fails decides nothing (the checkout stays pending and is asked again); and a verified
// payment that cannot be recorded leaves a failed-order record and is recorded once the fault is gone.
import { PAYMENT_PENDING_MESSAGE, paidNotRecordedMessage } from '@shop/domain/texts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, stockOf, useShop } from '../../test/use-shop';
import { products } from '../catalogue/catalogue.tables';
import { failedOrders } from '../orders/orders.tables';
import { checkouts } from './checkout.tables';
import { reconcilePayments } from './checkout-jobs.service';

describe.each(databaseKinds())('reconciliation on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });

  async function openOne(stock = 1) {
    const piece = await addPiece(shop, { price: 1800, stock });
    const device = newDevice();
    const opened = await shop.open(device, [itemLine(piece)]);
    return { piece, device, opened, txRef: opened.checkout.tx_ref, api: shop.as(device) };
  }

  it('PAY-10 a payment nobody reports becomes its order within minutes, asked again while pending', async () => {
    const { piece, opened, txRef } = await openOne();
    // The shopper approved on the phone; the prompt is still settling, and the tab is closed.
    const paid = shop.pay(opened, { status: 'pending' });
    expect((await reconcilePayments(shop, await shop.minutesAfter(txRef, 2))).paid).toBe(0);
    expect(await shop.ordersOf(txRef)).toEqual([]);
    shop.fake.update(paid.id, { status: 'successful' });
    const result = await reconcilePayments(shop, await shop.minutesAfter(txRef, 4));
    expect(result.paid).toBe(1);
    const [order] = await shop.ordersOf(txRef);
    expect(order).toMatchObject({
      status: 'paid',
      providerTransactionId: String(paid.id),
      totalAmount: 2000,
    });
    expect(await shop.checkoutRow(txRef)).toMatchObject({
      status: 'paid',
      holdState: 'sold',
      orderId: order!.id,
    });
    expect(await stockOf(shop, piece.id)).toBe(0);
    expect(shop.fake.callsFor(txRef).length).toBeGreaterThanOrEqual(2);
  });

  const outages: [string, { delayMs?: number; status?: number }][] = [
    ['a time-out', { delayMs: 1_500 }],
    ['a 500', { status: 500 }],
    ['a 502', { status: 502 }],
    ['a 503', { status: 503 }],
    ['a 429', { status: 429 }],
  ];

  it.each(outages)(
    'PAY-11 %s while verifying leaves the checkout pending, later paid',
    async (_name, fault) => {
      const { piece, opened, txRef, api } = await openOne();
      const paid = shop.pay(opened);
      shop.fake.scriptId(paid.id, fault);
      shop.fake.scriptRef(txRef, fault);

      // While the provider is down the client gives up after 300 ms: a scripted 1.5 s answer is a time-out.
      await shop.withProviderTimeout(300, async () => {
        const answer = await api.confirm(txRef, paid.id);
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual({
          status: 'pending',
          order_id: null,
          message: PAYMENT_PENDING_MESSAGE,
          mine: true,
        });
        const hook = await shop.webhook(shop.fake.webhookBody(paid));
        expect(hook.body.status).toBe('pending');
        expect((await reconcilePayments(shop, await shop.minutesAfter(txRef, 2))).paid).toBe(0);
      });
      // Never failed, never paid: still held for the shopper.
      expect(await shop.checkoutRow(txRef)).toMatchObject({
        status: 'pending',
        holdState: 'held',
        orderId: null,
      });
      expect(await shop.ordersOf(txRef)).toEqual([]);
      expect(await stockOf(shop, piece.id)).toBe(0);
      const db = shop.database.db;
      expect(await db.select().from(failedOrders).where(eq(failedOrders.paymentRef, txRef))).toEqual([]);

      // The provider is back: the next run records the order.
      shop.fake.clearScripts();
      expect((await reconcilePayments(shop, await shop.minutesAfter(txRef, 4))).paid).toBe(1);
      expect(await shop.ordersOf(txRef)).toHaveLength(1);
    },
  );

  it('PAY-12 a verified payment that cannot be recorded leaves a failed-order record, then is recorded', async () => {
    const { piece, opened, txRef, api } = await openOne();
    const db = shop.database.db;
    // A real fault: the piece's row is gone when the order's lines are written (their foreign key fails).
    const [row] = await db.select().from(products).where(eq(products.id, piece.id));
    await db.delete(products).where(eq(products.id, piece.id));
    const paid = shop.pay(opened);

    const answer = await api.confirm(txRef, paid.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'not_recorded',
      order_id: null,
      message: paidNotRecordedMessage(String(paid.id)),
      mine: true,
    });
    expect(answer.body.message).toContain(String(paid.id));
    const records = await db.select().from(failedOrders).where(eq(failedOrders.paymentRef, txRef));
    expect(records.length).toBeGreaterThanOrEqual(1);
    expect(records[0]).toMatchObject({
      paymentRef: txRef,
      providerTransactionId: String(paid.id),
      amount: 2000,
      currency: 'KES',
      phone: '+254712345678',
      resolvedAt: null,
    });
    expect(records[0]!.error).toBeTruthy();
    // The shop's owner sees it in the admin's failed-payments list.
    const admin = await shop.signIn(`owner-${kind}@example.com`, { admin: true });
    const listed = await shop
      .as(newDevice(admin.cookie))
      .get<{ failed_orders: unknown[] }>('/api/admin/failed-orders?open=true');
    expect(listed.status).toBe(200);
    expect(listed.body.failed_orders).toContainEqual(
      expect.objectContaining({ payment_ref: txRef, provider_transaction_id: String(paid.id) }),
    );
    // Reported again while the fault lasts: still one open record for this payment.
    await api.confirm(txRef, paid.id);
    expect(await db.select().from(failedOrders).where(eq(failedOrders.paymentRef, txRef))).toHaveLength(1);
    // Nothing half-written: no order, the checkout still pending with its hold.
    expect(await shop.ordersOf(txRef)).toEqual([]);
    expect(await shop.checkoutRow(txRef)).toMatchObject({
      status: 'pending',
      holdState: 'held',
      orderId: null,
    });

    // The fault is fixed; the next reconciliation records the order.
    await db.insert(products).values(row!);
    expect((await reconcilePayments(shop, await shop.minutesAfter(txRef, 2))).paid).toBe(1);
    const [order] = await shop.ordersOf(txRef);
    expect(order).toMatchObject({ providerTransactionId: String(paid.id), refundStatus: null });
    expect(await stockOf(shop, piece.id)).toBe(0);
    // Its record is closed, saying the order was recorded after all.
    const [closed] = await db.select().from(failedOrders).where(eq(failedOrders.paymentRef, txRef));
    expect(closed!.resolvedAt).not.toBeNull();
    // The browser asking again now learns the order.
    expect((await api.confirm(txRef, paid.id)).body).toMatchObject({ status: 'paid', order_id: order!.id });
  });

  it('PAY-10 a new payment is asked about first, however many older checkouts wait', async () => {
    // A busy shop: 30 abandoned checkouts the job asked about before, all due again (last in this
    // file: they stay due for the tests after it).
    const piece = await addPiece(shop, { price: 500, stock: 30 });
    const abandoned = await Promise.all(
      Array.from({ length: 30 }, () => shop.open(newDevice(), [itemLine(piece)])),
    );
    const { opened, txRef } = await openOne();
    shop.pay(opened);
    const now = await shop.minutesAfter(txRef, 2);
    await shop.database.db
      .update(checkouts)
      .set({ lastCheckedAt: new Date(now.getTime() - 5 * 60_000) })
      .where(
        inArray(
          checkouts.txRef,
          abandoned.map((a) => a.checkout.tx_ref),
        ),
      );
    const result = await reconcilePayments(shop, now);
    expect(result.paid).toBe(1);
    expect(await shop.ordersOf(txRef)).toHaveLength(1);
  });
});
