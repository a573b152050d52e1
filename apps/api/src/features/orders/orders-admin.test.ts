// The owner's order endpoints: filters, one order with its history, fulfillment moves that ring the
// customer's bell and queue their e-mail, cancellation that restocks and owes a refund, failed-order
// records, the dashboard — and 403 for everyone who is not an admin.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, stockOf, useShop } from '../../test/use-shop';
import { userNotifications } from '../notifications/notifications.tables';
import { failedOrders, orderNotificationQueue, orders } from './orders.tables';
import { asCookie, enterDeliveryDetails } from './orders-test-shop';

describe.each(databaseKinds())('admin orders on %s', (kind) => {
  const shop = useShop(kind);
  let admin: string;
  let customer: { id: string; cookie: string };

  const as = (cookie?: string) => asCookie(shop, cookie);

  /** A paid order of one piece; answers its id and the piece. */
  async function paidOrder(cookie?: string, phone = '0712345678') {
    const piece = await addPiece(shop, { price: 2500, stock: 1 });
    const { orderId, payment } = await shop.as(newDevice(cookie)).buy([itemLine(piece)], { phone });
    return { orderId, piece, txRef: payment.tx_ref };
  }

  beforeAll(async () => {
    admin = (await shop.signIn('owner@example.com', { admin: true })).cookie;
    customer = await shop.signIn('wanjiru@example.com');
  });

  it('answers 403 to visitors and customers on every admin order endpoint', async () => {
    const { orderId } = await paidOrder();
    const paths: [string, string][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${orderId}`],
      ['POST', `/api/admin/orders/${orderId}/fulfillment`],
      ['POST', `/api/admin/orders/${orderId}/cancel`],
      ['POST', `/api/admin/orders/${orderId}/step-back`],
      ['POST', `/api/admin/orders/${orderId}/refunded`],
      ['GET', '/api/admin/failed-orders'],
      ['POST', `/api/admin/failed-orders/${orderId}/resolve`],
    ];
    for (const who of [undefined, customer.cookie]) {
      for (const [method, path] of paths) {
        const res = method === 'GET' ? await as(who).get(path) : await as(who).post(path, { to: 'shipped' });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('lists with filters and search, and shows one order with its lines', async () => {
    const { orderId } = await paidOrder(customer.cookie, '0722 000 111');
    const guest = await paidOrder(undefined, '0733000222');
    const list = async (query: string) =>
      (await (await as(admin).get(`/api/admin/orders?${query}`)).json()) as {
        orders: { id: string }[];
        total: number;
      };
    expect((await list('kind=customer')).orders.map((o) => o.id)).toContain(orderId);
    expect((await list('kind=customer')).orders.map((o) => o.id)).not.toContain(guest.orderId);
    expect((await list('q=0733000222')).orders.map((o) => o.id)).toEqual([guest.orderId]);
    expect((await list(`q=${guest.txRef}`)).orders.map((o) => o.id)).toEqual([guest.orderId]);
    expect((await list(`q=${orderId.slice(0, 8)}`)).orders.map((o) => o.id)).toEqual([orderId]);
    expect((await list('fulfillment=shipped')).total).toBe(0);
    const one = (await list(`q=${orderId.slice(0, 8)}`)) as unknown as { orders: { item_count: number }[] };
    expect(one.orders[0]!.item_count).toBe(1);
    expect((await as(admin).get('/api/admin/orders?page_size=500')).status).toBe(400);
    expect((await as(admin).get('/api/admin/orders/not-a-uuid')).status).toBe(400);

    const detail = (await (await as(admin).get(`/api/admin/orders/${orderId}`)).json()) as {
      order: { customer: string; phone_number: string; next_fulfillment: string[]; can_cancel: boolean };
      items: { quantity: number; price: number }[];
    };
    expect(detail.order).toMatchObject({
      customer: 'wanjiru@example.com',
      phone_number: '+254722000111',
      // No delivery details yet: the page offers to add them instead of the next step.
      next_fulfillment: [],
      can_cancel: true,
    });
    expect(detail.items).toEqual([expect.objectContaining({ quantity: 1, price: 2500 })]);
  });

  it('moves fulfillment one step at a time, recording who, ringing the bell and queueing the e-mail', async () => {
    const { orderId } = await paidOrder(customer.cookie);
    const move = (to: string) => as(admin).post(`/api/admin/orders/${orderId}/fulfillment`, { to });
    expect((await move('shipped')).status).toBe(409);
    expect((await move('ready_for_delivery')).status).toBe(409);
    expect((await enterDeliveryDetails(shop, admin, orderId)).status).toBe(200);
    expect((await move('shipped')).status).toBe(200);
    const delivered = (await (await move('delivered')).json()) as {
      status: string;
      fulfillment_status: string;
    };
    expect(delivered).toMatchObject({ status: 'fulfilled', fulfillment_status: 'delivered' });
    expect((await move('delivered')).status).toBe(409);

    const detail = (await (await as(admin).get(`/api/admin/orders/${orderId}`)).json()) as {
      events: { kind: string; to: string; by: string }[];
      order: { can_cancel: boolean };
    };
    expect(detail.events.map((e) => [e.to, e.by])).toEqual([
      ['ready_for_delivery', 'owner@example.com'],
      ['shipped', 'owner@example.com'],
      ['delivered', 'owner@example.com'],
    ]);
    expect(detail.order.can_cancel).toBe(false);
    const bell = await shop.database.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.orderId, orderId));
    expect(bell.map((n) => n.type).sort()).toEqual(['order_delivered', 'order_placed', 'order_shipped']);
    const queued = await shop.database.db
      .select()
      .from(orderNotificationQueue)
      .where(eq(orderNotificationQueue.orderId, orderId));
    expect(queued.map((q) => q.eventType).sort()).toEqual([
      'order_delivered',
      'order_placed',
      'order_shipped',
    ]);
  });

  it('steps fulfillment back one step with a reason in the history, until delivered', async () => {
    const { orderId } = await paidOrder(customer.cookie);
    const move = (to: string) => as(admin).post(`/api/admin/orders/${orderId}/fulfillment`, { to });
    const back = (reason?: string) => as(admin).post(`/api/admin/orders/${orderId}/step-back`, { reason });
    expect((await back('nothing to take back')).status).toBe(409);
    await enterDeliveryDetails(shop, admin, orderId);
    await move('shipped');
    expect((await back()).status).toBe(400);
    expect((await back('   ')).status).toBe(400);
    expect(
      (await as(customer.cookie).post(`/api/admin/orders/${orderId}/step-back`, { reason: 'x' })).status,
    ).toBe(403);
    const stepped = await back('Rider had not collected it yet');
    expect(stepped.status).toBe(200);
    expect(await stepped.json()).toMatchObject({ status: 'paid', fulfillment_status: 'ready_for_delivery' });

    const detail = (await (await as(admin).get(`/api/admin/orders/${orderId}`)).json()) as {
      events: { kind: string; from: string; to: string; note: string | null; by: string }[];
      order: { previous_fulfillment: string | null; next_fulfillment: string[] };
    };
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'stepped_back',
      from: 'shipped',
      to: 'ready_for_delivery',
      note: 'Rider had not collected it yet',
      by: 'owner@example.com',
    });
    expect(detail.order).toMatchObject({
      previous_fulfillment: 'awaiting_details',
      next_fulfillment: ['shipped'],
    });
    await move('shipped');
    await move('delivered');
    expect((await back('too late')).status).toBe(409);
  });

  it('cancelling a paid order puts the piece back on sale and owes a refund, until marked refunded', async () => {
    const { orderId, piece } = await paidOrder(customer.cookie);
    expect(await stockOf(shop, piece.id)).toBe(0);
    expect((await as(admin).post(`/api/admin/orders/${orderId}/cancel`, { reason: ' ' })).status).toBe(400);
    const cancelled = (await (
      await as(admin).post(`/api/admin/orders/${orderId}/cancel`, { reason: 'Customer asked' })
    ).json()) as { status: string; refund_status: string };
    expect(cancelled).toMatchObject({ status: 'cancelled', refund_status: 'owed' });
    expect(await stockOf(shop, piece.id)).toBe(1);
    expect((await as(admin).post(`/api/admin/orders/${orderId}/cancel`, { reason: 'again' })).status).toBe(
      409,
    );
    expect(await stockOf(shop, piece.id)).toBe(1);
    const refunded = (await (await as(admin).post(`/api/admin/orders/${orderId}/refunded`)).json()) as {
      refund_status: string;
    };
    expect(refunded.refund_status).toBe('refunded');
    expect((await as(admin).post(`/api/admin/orders/${orderId}/refunded`)).status).toBe(409);
  });

  it('lists failed-order records and resolves them once', async () => {
    const [row] = await shop.database.db
      .insert(failedOrders)
      .values({
        paymentRef: 'TNT-FAILED-1',
        amount: 2700,
        items: [],
        error: 'database was down',
        method: 'mpesa',
      })
      .returning({ id: failedOrders.id });
    const open = (await (await as(admin).get('/api/admin/failed-orders')).json()) as {
      failed_orders: { id: string }[];
    };
    expect(open.failed_orders.map((f) => f.id)).toContain(row!.id);
    const resolve = () =>
      as(admin).post(`/api/admin/failed-orders/${row!.id}/resolve`, { resolution: 'Refunded by M-Pesa' });
    expect((await resolve()).status).toBe(200);
    expect((await resolve()).status).toBe(404);
    const after = (await (await as(admin).get('/api/admin/failed-orders')).json()) as {
      failed_orders: { id: string }[];
    };
    expect(after.failed_orders.map((f) => f.id)).not.toContain(row!.id);
  });

  it('links a failed-order record to the order a later retry recorded for the same payment', async () => {
    const [order] = await shop.database.db
      .select({ id: orders.id, paymentRef: orders.paymentRef })
      .from(orders)
      .limit(1);
    await shop.database.db.insert(failedOrders).values({
      paymentRef: order!.paymentRef,
      amount: 2700,
      items: [],
      error: 'the first attempt timed out',
      method: 'mpesa',
    });
    // Every record, settled ones too (the one above has no order).
    const list = (await (await as(admin).get('/api/admin/failed-orders?open=false')).json()) as {
      failed_orders: { payment_ref: string; order_id: string | null }[];
    };
    const byRef = new Map(list.failed_orders.map((f) => [f.payment_ref, f.order_id]));
    expect(byRef.get(order!.paymentRef)).toBe(order!.id);
    expect(byRef.get('TNT-FAILED-1')).toBeNull();
  });

  it('sums the day and the last 30 days on the dashboard, with the orders waiting', async () => {
    const before = (await (await as(admin).get('/api/admin/dashboard')).json()) as {
      sales_today: number;
      delivery_today: number;
      awaiting_details: number;
      series: unknown[];
    };
    await paidOrder();
    const after = (await (await as(admin).get('/api/admin/dashboard')).json()) as {
      sales_today: number;
      delivery_today: number;
      sales_30_days: number;
      delivery_30_days: number;
      awaiting_details: number;
      series: unknown[];
      low_stock: { stock: number }[];
      latest_orders: unknown[];
    };
    expect(after.sales_today - before.sales_today).toBe(2700);
    // Of which the delivery fee the customer paid, given apart from the goods.
    expect(after.delivery_today - before.delivery_today).toBe(200);
    expect(after.delivery_30_days).toBeGreaterThanOrEqual(after.delivery_today);
    expect(after.sales_30_days).toBeGreaterThanOrEqual(after.sales_today);
    expect(after.awaiting_details - before.awaiting_details).toBe(1);
    expect(after.series).toHaveLength(30);
    expect(after.low_stock.every((p) => p.stock <= 5)).toBe(true);
    expect(after.latest_orders.length).toBeGreaterThan(0);
  });
});
