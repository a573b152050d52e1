// Opening a checkout and paying it through the sandbox, as a guest and as a customer: the server
// prices the bag, holds the stock, makes the tx_ref, and records exactly one order once the payment is
// verified.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, stockOf, useShop } from '../../test/use-shop';
import { profiles } from '../accounts/accounts.tables';
import { userNotifications } from '../notifications/notifications.tables';
import { orderItems, orders, orderNotificationQueue } from '../orders/orders.tables';
import { checkouts } from './checkout.tables';

describe.each(databaseKinds())('checkout on %s', (kind) => {
  const shop = useShop(kind);

  it('a guest opens a checkout, pays with sandbox M-Pesa and gets exactly one paid order', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1, sizes: ['M'] });
    const device = newDevice();
    const api = shop.as(device);
    const res = await api.checkout([itemLine(piece, 1, 'M')]);
    expect(res.status).toBe(201);
    const { checkout, payment } = res.body;
    expect(checkout).toMatchObject({ subtotal: 1800, discount: 0, delivery_fee: 200, total: 2000 });
    expect(payment).toMatchObject({
      provider: 'sandbox',
      amount: 2000,
      currency: 'KES',
      payment_options: 'mpesa',
    });
    expect(payment.tx_ref).toMatch(/^TNT-\d{13}-[A-Z2-7]{20}$/);
    // Held: the last piece is off the shelf while the guest pays.
    expect(await stockOf(shop, piece.id)).toBe(0);

    const paid = await api.paySandbox(payment.tx_ref, payment.amount);
    expect(paid.status).toBe('successful');
    const confirm = await api.confirm(payment.tx_ref, paid.transaction_id);
    expect(confirm.status).toBe(200);
    const body = confirm.body;
    expect(body.status).toBe('paid');
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, body.order_id!));
    expect(order).toMatchObject({
      status: 'paid',
      fulfillmentStatus: 'awaiting_details',
      isGuest: true,
      guestId: device.guestId,
      phoneNumber: '+254712345678',
      totalAmount: 2000,
      paymentRef: payment.tx_ref,
    });
    const items = await shop.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, body.order_id!));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ productId: piece.id, size: 'M', quantity: 1, price: 1800 });
    expect(items[0]!.variantId).toBeTruthy();
    expect(await stockOf(shop, piece.id)).toBe(0);
    const queued = await shop.database.db
      .select()
      .from(orderNotificationQueue)
      .where(eq(orderNotificationQueue.orderId, body.order_id!));
    expect(queued.map((q) => q.eventType)).toEqual(['order_placed']);

    // Reported again: the same order, nothing new.
    const again = (await api.confirm(payment.tx_ref, paid.transaction_id)).body;
    expect(again.order_id).toBe(body.order_id);
    expect(
      await shop.database.db.select().from(orders).where(eq(orders.paymentRef, payment.tx_ref)),
    ).toHaveLength(1);
  });

  it('a customer order adds to their totals, rings their bell, and keeps their name and e-mail', async () => {
    const { id, cookie } = await shop.signIn('buyer@example.com');
    const piece = await addPiece(shop, { price: 3500, stock: 2 });
    const api = shop.as(newDevice(cookie));
    const { payment } = (await api.checkout([itemLine(piece)], { payment_method: 'card', phone: null })).body;
    expect(payment).toMatchObject({ amount: 3500, payment_options: 'card' });
    const paid = await api.paySandbox(payment.tx_ref, payment.amount);
    const body = (await api.confirm(payment.tx_ref, paid.transaction_id)).body;
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, body.order_id!));
    expect(order).toMatchObject({
      userId: id,
      isGuest: false,
      userEmail: 'buyer@example.com',
      deliveryFee: 0,
    });
    const [profile] = await shop.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({ totalSpent: 3500, totalOrders: 1 });
    const bell = await shop.database.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, id));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ type: 'order_placed', orderId: body.order_id });
    const [row] = await shop.database.db.select().from(checkouts).where(eq(checkouts.txRef, payment.tx_ref));
    expect(row).toMatchObject({ status: 'paid', holdState: 'sold', orderId: body.order_id });
  });
  it('says what to do after a failed M-Pesa payment: declined or timed out, under "Payment failed: {status}"', async () => {
    const piece = await addPiece(shop, { price: 1500, stock: 3 });
    const api = shop.as(newDevice());
    const failWith = async (outcome: string, method = 'mpesa') => {
      const extra = method === 'mpesa' ? {} : { payment_method: method, phone: null };
      const { payment } = (await api.checkout([itemLine(piece)], extra)).body;
      const paid = await api.paySandbox(payment.tx_ref, payment.amount, outcome);
      const answer = await api.confirm(payment.tx_ref, paid.transaction_id);
      expect(answer.status).toBe(200);
      return answer.body as unknown as { status: string; message: string; advice: string | null };
    };
    expect(await failWith('decline')).toMatchObject({
      status: 'failed',
      message: 'Payment failed: cancelled',
      advice: 'You cancelled the M-Pesa prompt or the PIN was wrong. Try again.',
    });
    expect(await failWith('timeout')).toMatchObject({
      status: 'failed',
      message: 'Payment failed: failed',
      advice: "We didn't hear from M-Pesa. Check your phone for the prompt and try again.",
    });
  });
});
