// The guests' order SMS: each event a guest hears of (paid, shipped, delivered, cancelled) sends one
// text to the M-Pesa number with the order number and the /guest-orders link, once even with two
// workers; a failed send is retried after a pause; signed-in customers get none (bell and e-mail).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, newDevice, ORIGIN, useShop } from '../../test/use-shop';
import type { SmsSender } from '../sms/sms.service';
import { readSmsOutbox } from '../sms/sms.service';
import { processOrderSms } from './order-sms.service';
import { enterDeliveryDetails, paidOrder } from './orders-test-shop';
import { orderSmsQueue } from './orders.tables';

describe.each(databaseKinds())('guest order SMS on %s', (kind) => {
  const shop = useShop(kind);
  let admin: string;

  const adminPost = (path: string, body: unknown) =>
    shop.app.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: admin },
      body: JSON.stringify(body),
    });
  const textsTo = async (phone: string) =>
    (await readSmsOutbox(shop.database.db, { to: phone })).map((s) => s.text).reverse();
  const queueOf = (orderId: string) =>
    shop.database.db.select().from(orderSmsQueue).where(eq(orderSmsQueue.orderId, orderId));

  beforeAll(async () => {
    admin = (await shop.signIn('owner@example.com', { admin: true })).cookie;
  });

  it('texts the guest once for each event with the shop, the order number and the link', async () => {
    const orderId = await paidOrder(shop, newDevice(), { phone: '0712000301', price: 2500 });
    const number = `#${orderId.slice(0, 8)}`;
    await processOrderSms(shop);
    expect((await enterDeliveryDetails(shop, admin, orderId)).status).toBe(200);
    for (const to of ['shipped', 'delivered'])
      expect((await adminPost(`/api/admin/orders/${orderId}/fulfillment`, { to })).status).toBe(200);
    await processOrderSms(shop);
    await processOrderSms(shop);

    const texts = await textsTo('+254712000301');
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(new RegExp(`^TNT Thrift: order ${number} is paid \\(KES 2,[0-9]{3}\\)`));
    expect(texts[1]).toContain(`your order ${number} is on its way`);
    expect(texts[2]).toContain(`your order ${number} was delivered`);
    for (const text of texts) {
      expect(text).toMatch(/\/guest-orders$/);
      expect(text.length).toBeLessThanOrEqual(160);
    }
    expect((await queueOf(orderId)).map((r) => [r.eventType, r.processed]).sort()).toEqual([
      ['delivered', true],
      ['placed', true],
      ['shipped', true],
    ]);
  });

  it('texts the guest when the owner cancels, with the refund', async () => {
    const orderId = await paidOrder(shop, newDevice(), { phone: '0712000302', price: 4000 });
    expect((await adminPost(`/api/admin/orders/${orderId}/cancel`, { reason: 'Out of stock' })).status).toBe(
      200,
    );
    await processOrderSms(shop);
    const texts = await textsTo('+254712000302');
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(
      new RegExp(
        `^TNT Thrift: order #${orderId.slice(0, 8)} was cancelled\\. KES 4,[0-9]{3} will be refunded`,
      ),
    );
  });

  it('sends each text once when two workers run side by side', async () => {
    const orderIds = [
      await paidOrder(shop, newDevice(), { phone: '0712000303' }),
      await paidOrder(shop, newDevice(), { phone: '0712000304' }),
    ];
    const [a, b] = await Promise.all([processOrderSms(shop), processOrderSms(shop)]);
    expect(a.failed + b.failed).toBe(0);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(2);
    expect(await textsTo('+254712000303')).toHaveLength(1);
    expect(await textsTo('+254712000304')).toHaveLength(1);
    for (const id of orderIds) expect((await queueOf(id))[0]).toMatchObject({ processed: true });
  });

  it('keeps a text whose send failed and tries it again after a pause', async () => {
    const orderId = await paidOrder(shop, newDevice(), { phone: '0712000305' });
    const refusing: SmsSender = {
      provider: 'africastalking',
      send: () => Promise.reject(new Error('SMS provider answered 500')),
    };
    expect(await processOrderSms(shop, new Date(), 20, refusing)).toEqual({ sent: 0, failed: 1 });
    expect((await queueOf(orderId))[0]).toMatchObject({
      processed: false,
      attempts: 1,
      lastError: 'SMS provider answered 500',
    });
    expect(await textsTo('+254712000305')).toEqual([]);
    // The owner sees it waiting, with the attempt and the provider's answer.
    const listed = (await (
      await shop.app.request(`${ORIGIN}/api/admin/order-sms`, { headers: { cookie: admin } })
    ).json()) as { unprocessed: number; items: Record<string, unknown>[] };
    expect(listed.unprocessed).toBeGreaterThanOrEqual(1);
    expect(listed.items.find((i) => i.order_id === orderId)).toMatchObject({
      order_number: orderId.slice(0, 8),
      event: 'placed',
      to: '+254712000305',
      processed: false,
      attempts: 1,
      last_error: 'SMS provider answered 500',
    });
    // Not again straight away: the pause grows with each attempt.
    expect(await processOrderSms(shop)).toEqual({ sent: 0, failed: 0 });
    expect(await processOrderSms(shop, new Date(Date.now() + 2 * 60_000))).toEqual({ sent: 1, failed: 0 });
    expect(await textsTo('+254712000305')).toHaveLength(1);
    expect((await queueOf(orderId))[0]).toMatchObject({ processed: true, attempts: 1, lastError: null });
  });

  it('sends no SMS to a signed-in customer (they get the bell and the e-mail)', async () => {
    const { cookie } = await shop.signIn('akinyi@example.com');
    const orderId = await paidOrder(shop, newDevice(cookie), { phone: '0712000306' });
    expect((await adminPost(`/api/admin/orders/${orderId}/cancel`, { reason: 'Asked to' })).status).toBe(200);
    await processOrderSms(shop);
    expect(await queueOf(orderId)).toEqual([]);
    expect(await textsTo('+254712000306')).toEqual([]);
  });
});
