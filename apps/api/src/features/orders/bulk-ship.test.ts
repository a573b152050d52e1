// The owner's bulk "mark shipped" and packing slips: eligible orders ship, the others are named with
// the reason; slips come in the order chosen, with each order's pieces and sizes.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop } from '../../test/use-shop';
import { orderEvents } from './orders.tables';
import { asCookie, enterDeliveryDetails } from './orders-test-shop';

type Detail = {
  order: { previous_fulfillment: string | null };
  events: { kind: string; to: string | null; note: string | null }[];
};

describe.each(databaseKinds())('bulk shipping and packing slips on %s', (kind) => {
  const shop = useShop(kind);
  let admin: string;
  let customer: { id: string; cookie: string };

  const as = (cookie?: string) => asCookie(shop, cookie);
  const detail = async (id: string) =>
    (await (await as(admin).get(`/api/admin/orders/${id}`)).json()) as Detail;

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

  it('marks the eligible orders shipped and names the ones it could not ship', async () => {
    const [ready1, waiting, ready2] = [await paidOrder(), await paidOrder(), await paidOrder()];
    await enterDeliveryDetails(shop, admin, ready1);
    await enterDeliveryDetails(shop, admin, ready2);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await as(admin).post('/api/admin/orders/bulk-ship', {
      ids: [ready1, waiting, ready2, unknown],
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      shipped: { id: string }[];
      refused: { id: string; short_id: string; reason: string }[];
    };
    expect(body.shipped.map((o) => o.id)).toEqual([ready1, ready2]);
    expect(body.refused).toEqual([
      {
        id: waiting,
        short_id: expect.any(String),
        reason: 'An order that is awaiting details cannot become shipped.',
      },
      { id: unknown, short_id: expect.any(String), reason: 'No such order.' },
    ]);
    for (const id of [ready1, ready2]) {
      const shippedEvents = await shop.database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, id));
      expect(shippedEvents.filter((e) => e.toValue === 'shipped')).toHaveLength(1);
      expect((await detail(id)).order).toMatchObject({ previous_fulfillment: 'ready_for_delivery' });
    }
    expect((await detail(waiting)).events).toEqual([]);
    // Again: both are shipped already, so both are named.
    const again = (await (
      await as(admin).post('/api/admin/orders/bulk-ship', { ids: [ready1, ready2] })
    ).json()) as { shipped: unknown[]; refused: unknown[] };
    expect(again.shipped).toEqual([]);
    expect(again.refused).toHaveLength(2);
    expect((await as(admin).post('/api/admin/orders/bulk-ship', { ids: [] })).status).toBe(400);
    expect((await as(admin).post('/api/admin/orders/bulk-ship', { ids: ['nope'] })).status).toBe(400);
  });

  it('gives the packing slips of the chosen orders in the order chosen', async () => {
    const piece = await addPiece(shop, { price: 1200, sizeStock: { XL: 2 } });
    const { orderId: first } = await shop
      .as(newDevice(customer.cookie))
      .buy([itemLine(piece, 2, 'XL')], { phone: '0722 000 333' });
    const second = await paidOrder();
    const answer = await as(admin).get(`/api/admin/orders/packing-slips?ids=${second},${first}`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      shop_name: string;
      slips: {
        id: string;
        short_id: string;
        phone: string;
        delivery_option: string;
        total_amount: number;
        lines: { size: string | null; quantity: number }[];
      }[];
      missing: string[];
    };
    expect(body.shop_name).toBe('TNT Thrift');
    expect(body.slips.map((s) => s.id)).toEqual([second, first]);
    expect(body.slips[1]).toMatchObject({
      phone: '+254722000333',
      delivery_option: 'standard',
      total_amount: 2600,
      lines: [expect.objectContaining({ size: 'XL', quantity: 2 })],
    });
    expect(body.missing).toEqual([]);
    expect((await as(admin).get('/api/admin/orders/packing-slips?ids=')).status).toBe(400);
    expect((await as(admin).get('/api/admin/orders/packing-slips?ids=x,y')).status).toBe(400);
  });
});
