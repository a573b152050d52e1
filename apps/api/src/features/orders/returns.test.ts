// The owner's partial refunds and returns that restock: refunds never add up past what was paid
// (concurrent ones included), a cancelled order's owed refund settles the rest, and returned pieces
// go back to exactly their sizes once. Bulk shipping and packing slips: bulk-ship.test.ts.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addBundle,
  addPiece,
  bundleLine,
  bundleStockOf,
  databaseKinds,
  itemLine,
  newDevice,
  sizeStockOf,
  stockOf,
  useShop,
} from '../../test/use-shop';
import { orderRefunds, orders } from './orders.tables';
import { asCookie, enterDeliveryDetails } from './orders-test-shop';

type Detail = {
  order: {
    amount_paid: number;
    refunded_amount: number;
    net_amount: number;
    refundable: number;
    refund_status: string | null;
    can_return: boolean;
    previous_fulfillment: string | null;
  };
  items: { id: string; size: string | null; quantity: number; returned: number; returnable: number }[];
  refunds: { amount: number; reason: string; by: string }[];
  returns: {
    note: string | null;
    refund_id: string | null;
    lines: { item_id: string; quantity: number }[];
  }[];
  events: { kind: string; to: string | null; note: string | null }[];
};
type ErrorBody = { error: { code: string; message: string } };

describe.each(databaseKinds())('refunds and returns on %s', (kind) => {
  const shop = useShop(kind);
  let admin: string;
  let customer: { id: string; cookie: string };

  const as = (cookie?: string) => asCookie(shop, cookie);
  const detail = async (id: string) =>
    (await (await as(admin).get(`/api/admin/orders/${id}`)).json()) as Detail;
  const refund = (id: string, amount: unknown, reason = 'Stain on the sleeve') =>
    as(admin).post(`/api/admin/orders/${id}/refunds`, { amount, reason });
  const move = (id: string, to: string) => as(admin).post(`/api/admin/orders/${id}/fulfillment`, { to });

  /** A paid order of one piece at KES 2,500 (KES 2,700 paid with delivery). */
  async function paidOrder(cookie?: string) {
    const piece = await addPiece(shop, { price: 2500, stock: 1 });
    const { orderId } = await shop.as(newDevice(cookie)).buy([itemLine(piece)], { phone: '0712345678' });
    return orderId;
  }

  beforeAll(async () => {
    admin = (await shop.signIn('owner@example.com', { admin: true })).cookie;
    customer = await shop.signIn('achieng@example.com');
  });

  it('answers 403 to visitors and customers on the new order endpoints', async () => {
    const id = await paidOrder();
    for (const who of [undefined, customer.cookie]) {
      expect((await as(who).post(`/api/admin/orders/${id}/refunds`, { amount: 1, reason: 'x' })).status).toBe(
        403,
      );
      expect((await as(who).post(`/api/admin/orders/${id}/returns`, { lines: [] })).status).toBe(403);
      expect((await as(who).post('/api/admin/orders/bulk-ship', { ids: [id] })).status).toBe(403);
      expect((await as(who).get(`/api/admin/orders/packing-slips?ids=${id}`)).status).toBe(403);
    }
  });

  it('takes several partial refunds, each in the history, and refuses one beyond what was paid', async () => {
    const id = await paidOrder(customer.cookie);
    expect((await refund(id, 500)).status).toBe(200);
    const second = await refund(id, 700, 'Late delivery');
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ amount_paid: 2700, refunded_amount: 1200, net_amount: 1500 });

    const over = await refund(id, 1501);
    expect(over.status).toBe(409);
    expect(((await over.json()) as ErrorBody).error.message).toBe(
      'A refund of KES 1,501 is more than is left to refund: KES 1,500 of the KES 2,700 paid.',
    );
    expect((await refund(id, 0)).status).toBe(400);
    expect((await refund(id, 'lots')).status).toBe(400);
    expect((await refund(id, 10.5)).status).toBe(400);
    expect((await refund(id, 100, '  ')).status).toBe(400);

    const seen = await detail(id);
    expect(seen.order).toMatchObject({
      refunded_amount: 1200,
      net_amount: 1500,
      refundable: 1500,
      refund_status: null,
    });
    expect(seen.refunds.map((r) => [r.amount, r.reason, r.by])).toEqual([
      [500, 'Stain on the sleeve', 'owner@example.com'],
      [700, 'Late delivery', 'owner@example.com'],
    ]);
    // The customer's own order says what came back to them.
    const own = (await (await as(customer.cookie).get(`/api/orders/${id}`)).json()) as {
      order: { total_amount: number; refunded_amount: number };
    };
    expect(own.order).toMatchObject({ total_amount: 2700, refunded_amount: 1200 });
    expect(seen.events.filter((e) => e.kind === 'refund').map((e) => [e.to, e.note])).toEqual([
      ['500', 'Stain on the sleeve'],
      ['700', 'Late delivery'],
    ]);

    // The rest refunds the whole payment: the order counts as refunded, and nothing more can go back.
    expect(await (await refund(id, 1500)).json()).toMatchObject({
      refunded_amount: 2700,
      refund_status: 'refunded',
    });
    const none = await refund(id, 1);
    expect(none.status).toBe(409);
    expect(((await none.json()) as ErrorBody).error.message).toBe(
      'Everything paid (KES 2,700) has been refunded already.',
    );
  });

  it('lets concurrent refunds together take no more than was paid', async () => {
    const id = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(id, 1000, 'Racing refund')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    const [row] = await shop.database.db
      .select({ total: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, id));
    expect(Number(row!.total)).toBe(2000);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.refundedAmount).toBe(2000);
  });

  it('settles the rest of a cancelled order’s owed refund after a partial one', async () => {
    const id = await paidOrder();
    await as(admin).post(`/api/admin/orders/${id}/cancel`, { reason: 'Customer changed their mind' });
    expect(await (await refund(id, 700, 'First part by M-Pesa')).json()).toMatchObject({
      refunded_amount: 700,
      refund_status: 'owed',
    });
    const settled = await as(admin).post(`/api/admin/orders/${id}/refunded`);
    expect(await settled.json()).toMatchObject({
      refunded_amount: 2700,
      net_amount: 0,
      refund_status: 'refunded',
    });
    const seen = await detail(id);
    expect(seen.refunds.map((r) => [r.amount, r.reason])).toEqual([
      [700, 'First part by M-Pesa'],
      [2000, 'Cancelled: Customer changed their mind'],
    ]);
    expect((await as(admin).post(`/api/admin/orders/${id}/refunded`)).status).toBe(409);
  });

  it('puts returned pieces back on exactly their sizes, once, with a refund when asked', async () => {
    const piece = await addPiece(shop, { price: 1500, sizeStock: { S: 2, M: 1, L: 3 } });
    const { orderId: id } = await shop
      .as(newDevice(customer.cookie))
      .buy([itemLine(piece, 2, 'S'), itemLine(piece, 1, 'M')], { phone: '0712345678' });
    expect([await sizeStockOf(shop, piece.id, 'S'), await sizeStockOf(shop, piece.id, 'M')]).toEqual([0, 0]);
    const lines = (await detail(id)).items;
    const small = lines.find((l) => l.size === 'S')!;
    const medium = lines.find((l) => l.size === 'M')!;
    const giveBack = (body: unknown) => as(admin).post(`/api/admin/orders/${id}/returns`, body);

    // Not shipped yet: cancelling is how its pieces go back on sale.
    const early = await giveBack({ lines: [{ item_id: small.id, quantity: 1 }] });
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorBody).error.code).toBe('not_shipped');
    await enterDeliveryDetails(shop, admin, id);
    await move(id, 'shipped');
    expect((await detail(id)).order.can_return).toBe(true);

    const first = await giveBack({
      lines: [{ item_id: small.id, quantity: 1 }],
      note: 'Too small',
      refund_amount: 1500,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ refunded_amount: 1500 });
    expect(await sizeStockOf(shop, piece.id, 'S')).toBe(1);
    expect(await sizeStockOf(shop, piece.id, 'M')).toBe(0);
    expect(await sizeStockOf(shop, piece.id, 'L')).toBe(3);
    expect(await stockOf(shop, piece.id)).toBe(4);

    // More than is left of the line, an unknown line, nothing at all: refused, nothing restocked.
    const tooMany = await giveBack({ lines: [{ item_id: small.id, quantity: 2 }] });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as ErrorBody).error.message).toMatch(/^Only 1 of .+ can still come back/);
    expect((await giveBack({ lines: [{ item_id: piece.id, quantity: 1 }] })).status).toBe(409);
    expect((await giveBack({ lines: [] })).status).toBe(400);
    expect(
      (await giveBack({ lines: [{ item_id: medium.id, quantity: 1 }], refund_amount: 99_999 })).status,
    ).toBe(409);
    expect(await sizeStockOf(shop, piece.id, 'M')).toBe(0);

    expect(
      (
        await giveBack({
          lines: [
            { item_id: small.id, quantity: 1 },
            { item_id: medium.id, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(200);
    expect(await sizeStockOf(shop, piece.id, 'S')).toBe(2);
    expect(await sizeStockOf(shop, piece.id, 'M')).toBe(1);
    expect(await stockOf(shop, piece.id)).toBe(6);

    const twice = await giveBack({ lines: [{ item_id: medium.id, quantity: 1 }] });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as ErrorBody).error.message).toMatch(/has come back already \(1 of 1\)\.$/);
    expect(await sizeStockOf(shop, piece.id, 'M')).toBe(1);

    const seen = await detail(id);
    expect(seen.items.map((i) => [i.size, i.returned, i.returnable]).sort()).toEqual([
      ['M', 1, 0],
      ['S', 2, 0],
    ]);
    expect(seen.returns).toHaveLength(2);
    expect(seen.returns[0]).toMatchObject({ note: 'Too small', refund_id: expect.any(String) });
    expect(seen.events.filter((e) => e.kind === 'returned').map((e) => e.note)).toEqual([
      'Too small · refunded KES 1,500',
      null,
    ]);
    // A piece came back: the shipped step can no longer be taken back.
    expect(seen.order.previous_fulfillment).toBeNull();
    expect((await as(admin).post(`/api/admin/orders/${id}/step-back`, { reason: 'mistake' })).status).toBe(
      409,
    );
  });

  it('puts a returned bundle’s pieces back on their sizes, and its own count', async () => {
    const tee = await addPiece(shop, { price: 900, sizeStock: { S: 1, M: 1 } });
    const hat = await addPiece(shop, { price: 700, stock: 2 });
    const set = await addBundle(shop, [{ piece: tee }, { piece: hat }], {
      price: 1400,
      trackInventory: true,
      stock: 3,
    });
    const { orderId: id } = await shop
      .as(newDevice())
      .buy([], { phone: '0712345678' }, [bundleLine(set, 1, { [tee.id]: 'M' })]);
    expect(await sizeStockOf(shop, tee.id, 'M')).toBe(0);
    expect(await sizeStockOf(shop, hat.id, null)).toBe(1);
    expect(await bundleStockOf(shop, set.id)).toBe(2);
    await enterDeliveryDetails(shop, admin, id);
    await move(id, 'shipped');
    const [line] = (await detail(id)).items;
    const back = await as(admin).post(`/api/admin/orders/${id}/returns`, {
      lines: [{ item_id: line!.id, quantity: 1 }],
    });
    expect(back.status).toBe(200);
    expect(await sizeStockOf(shop, tee.id, 'M')).toBe(1);
    expect(await sizeStockOf(shop, tee.id, 'S')).toBe(1);
    expect(await sizeStockOf(shop, hat.id, null)).toBe(2);
    expect(await bundleStockOf(shop, set.id)).toBe(3);
  });
});
