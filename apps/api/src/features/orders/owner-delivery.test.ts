// The owner's hand on delivery (issue #25): details entered on an order awaiting them make it ready
// for delivery, later corrections are kept in the history, a delivered or cancelled order is closed,
// an order moves on only with details, and the rider / tracking note reaches the customer's order
// (signed in and guest) and the packing slip. Everyone but an admin is refused.
import {
  DELIVERY_ADDRESS_REQUIRED_MESSAGE,
  DELIVERY_NAME_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
} from '@shop/domain/texts';
import {
  DELIVERY_DETAILS_FIRST_MESSAGE,
  DELIVERY_LOCKED_CANCELLED_MESSAGE,
  DELIVERY_LOCKED_DELIVERED_MESSAGE,
  TRACKING_NOTE_TOO_LONG_MESSAGE,
} from '@shop/domain/rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, newDevice, useShop } from '../../test/use-shop';
import { orderNotificationQueue, orderSmsQueue } from './orders.tables';
import { paidOrder, request } from './orders-test-shop';

const address = { name: 'Akinyi Otieno', phone: '0712 345 678', location: 'Kilimani, Argwings Kodhek Rd' };
const NOTE = 'Rider: Otieno 0712 345 678, Pickup Mtaani code 88421';

type Answer = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
type Detail = {
  order: {
    fulfillment_status: string;
    delivery_info: { name: string; phone: string; location: string; coordinates: unknown } | null;
    tracking_note: string | null;
    next_fulfillment: string[];
    can_edit_delivery: boolean;
    can_edit_tracking_note: boolean;
  };
  events: { kind: string; from: string | null; to: string | null; note: string | null; by: string }[];
};

describe.each(databaseKinds())('the owner enters delivery details on %s', (kind) => {
  const shop = useShop(kind);
  let admin: string;
  let customer: { id: string; cookie: string };

  beforeAll(async () => {
    admin = (await shop.signIn('owner@example.com', { admin: true })).cookie;
    customer = await shop.signIn('akinyi@example.com');
  });

  const put = (id: string, what: 'delivery' | 'tracking-note', body: unknown, cookie = admin) =>
    request(shop, 'PUT', `/api/admin/orders/${id}/${what}`, { cookie }, body);
  const post = (id: string, what: string, body: unknown) =>
    request(shop, 'POST', `/api/admin/orders/${id}/${what}`, { cookie: admin }, body);
  const detail = async (id: string) =>
    (await (await request(shop, 'GET', `/api/admin/orders/${id}`, { cookie: admin })).json()) as Detail;
  const queuedFor = async (id: string) => ({
    mails: await shop.database.db
      .select()
      .from(orderNotificationQueue)
      .where(eq(orderNotificationQueue.orderId, id)),
    sms: await shop.database.db.select().from(orderSmsQueue).where(eq(orderSmsQueue.orderId, id)),
  });

  it('refuses ready for delivery without details, then enters them: ready, with the history', async () => {
    const id = await paidOrder(shop, newDevice(customer.cookie));
    const before = await detail(id);
    expect(before.order).toMatchObject({
      next_fulfillment: [],
      can_edit_delivery: true,
      delivery_info: null,
    });
    const refused = await post(id, 'fulfillment', { to: 'ready_for_delivery' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Answer).error.message).toBe(DELIVERY_DETAILS_FIRST_MESSAGE);
    const queued = await queuedFor(id);

    const saved = await put(id, 'delivery', address);
    expect(saved.status).toBe(200);
    const after = await detail(id);
    expect(after.order).toMatchObject({
      fulfillment_status: 'ready_for_delivery',
      delivery_info: { ...address, phone: '+254712345678', coordinates: null },
      next_fulfillment: ['shipped'],
    });
    expect(after.events.at(-1)).toEqual(
      expect.objectContaining({
        kind: 'delivery_entered',
        from: 'awaiting_details',
        to: 'ready_for_delivery',
        note: 'Akinyi Otieno, +254712345678, Kilimani, Argwings Kodhek Rd',
        by: 'owner@example.com',
      }),
    );
    // The owner typed them: no "details arrived" mail to the shop, nothing to the customer.
    const nowQueued = await queuedFor(id);
    expect(nowQueued.mails.length).toBe(queued.mails.length);
    expect(nowQueued.sms.length).toBe(queued.sms.length);
    // The shopper's own form is closed now: the details are there.
    const shopper = await request(
      shop,
      'PUT',
      `/api/orders/${id}/delivery`,
      { cookie: customer.cookie },
      address,
    );
    expect(shopper.status).toBe(409);
  });

  it('corrects the details of a shipped order, saying what changed; the map pin goes with the old address', async () => {
    const guest = newDevice();
    const id = await paidOrder(shop, guest, { phone: '0799111222' });
    const given = await request(
      shop,
      'PUT',
      `/api/orders/${id}/delivery`,
      { guestId: guest.guestId },
      {
        ...address,
        coordinates: { lat: -1.29, lng: 36.78 },
      },
    );
    expect(given.status).toBe(200);
    expect((await post(id, 'fulfillment', { to: 'shipped' })).status).toBe(200);

    const corrected = await put(id, 'delivery', { ...address, location: 'Westlands, Sarit Centre' });
    expect(corrected.status).toBe(200);
    const after = await detail(id);
    expect(after.order.fulfillment_status).toBe('shipped');
    expect(after.order.delivery_info).toMatchObject({
      location: 'Westlands, Sarit Centre',
      coordinates: null,
    });
    expect(after.events.at(-1)).toEqual(
      expect.objectContaining({
        kind: 'delivery_corrected',
        note: 'address: Kilimani, Argwings Kodhek Rd → Westlands, Sarit Centre',
        by: 'owner@example.com',
      }),
    );
    // The same details again change nothing and add no history line.
    expect((await put(id, 'delivery', { ...address, location: 'Westlands, Sarit Centre' })).status).toBe(200);
    expect((await detail(id)).events.length).toBe(after.events.length);
  });

  it('refuses a delivered or cancelled order with a clear message', async () => {
    const delivered = await paidOrder(shop, newDevice(customer.cookie));
    await put(delivered, 'delivery', address);
    await post(delivered, 'fulfillment', { to: 'shipped' });
    await post(delivered, 'fulfillment', { to: 'delivered' });
    const late = await put(delivered, 'delivery', { ...address, name: 'Someone Else' });
    expect(late.status).toBe(409);
    expect(((await late.json()) as Answer).error.message).toBe(DELIVERY_LOCKED_DELIVERED_MESSAGE);
    expect((await detail(delivered)).order.can_edit_delivery).toBe(false);

    const cancelled = await paidOrder(shop, newDevice(customer.cookie));
    expect((await post(cancelled, 'cancel', { reason: 'Asked to cancel' })).status).toBe(200);
    const closed = await put(cancelled, 'delivery', address);
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as Answer).error.message).toBe(DELIVERY_LOCKED_CANCELLED_MESSAGE);
    expect((await put(cancelled, 'tracking-note', { note: NOTE })).status).toBe(409);
  });

  it("answers bad details with the shopper's form messages, by field", async () => {
    const id = await paidOrder(shop, newDevice(customer.cookie));
    const res = await put(id, 'delivery', { name: ' ', phone: '12345', location: '' });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as Answer;
    expect(error.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name', message: DELIVERY_NAME_REQUIRED_MESSAGE }),
        expect.objectContaining({ path: 'phone', message: PHONE_INVALID_MESSAGE }),
        expect.objectContaining({ path: 'location', message: DELIVERY_ADDRESS_REQUIRED_MESSAGE }),
      ]),
    );
    expect((await put(id, 'delivery', { ...address, name: 'A\u0000B' })).status).toBe(400);
    expect((await put(id, 'delivery', 'not json')).status).toBe(400);
    expect((await put(id, 'tracking-note', { note: 'x'.repeat(201) })).status).toBe(400);
    const long = (await (await put(id, 'tracking-note', { note: 'x'.repeat(201) })).json()) as Answer;
    expect(JSON.stringify(long)).toContain(TRACKING_NOTE_TOO_LONG_MESSAGE);
    expect((await detail(id)).order).toMatchObject({
      fulfillment_status: 'awaiting_details',
      delivery_info: null,
    });
  });

  it('refuses visitors and customers', async () => {
    const id = await paidOrder(shop, newDevice(customer.cookie));
    for (const cookie of [undefined, customer.cookie]) {
      for (const what of ['delivery', 'tracking-note'] as const) {
        const res = await request(
          shop,
          'PUT',
          `/api/admin/orders/${id}/${what}`,
          { cookie },
          { ...address, note: NOTE },
        );
        expect([401, 403], what).toContain(res.status);
      }
    }
    expect((await detail(id)).order).toMatchObject({ delivery_info: null, tracking_note: null });
  });

  it("keeps the rider note in the history and shows it on the customer's and the guest's order and the slip", async () => {
    const id = await paidOrder(shop, newDevice(customer.cookie));
    const guest = newDevice();
    const guestOrder = await paidOrder(shop, guest, { phone: '0799333444' });
    for (const order of [id, guestOrder]) {
      expect((await put(order, 'tracking-note', { note: `  ${NOTE}\n` })).status).toBe(200);
    }
    const after = await detail(id);
    expect(after.order.tracking_note).toBe(NOTE);
    expect(after.events.at(-1)).toEqual(
      expect.objectContaining({ kind: 'tracking_note', from: null, to: NOTE, by: 'owner@example.com' }),
    );

    const own = await request(shop, 'GET', `/api/orders/${id}`, { cookie: customer.cookie });
    expect(((await own.json()) as { order: { tracking_note: string } }).order.tracking_note).toBe(NOTE);
    const list = await request(shop, 'GET', '/api/orders', { cookie: customer.cookie });
    const mine = ((await list.json()) as { orders: { id: string; tracking_note: string | null }[] }).orders;
    expect(mine.find((o) => o.id === id)?.tracking_note).toBe(NOTE);
    const lookup = await request(
      shop,
      'POST',
      '/api/guest-orders/lookup',
      { guestId: guest.guestId, ip: '10.9.8.7' },
      {
        phone: '0799333444',
      },
    );
    const found = ((await lookup.json()) as { orders: { id: string; tracking_note: string | null }[] })
      .orders;
    expect(found).toEqual([expect.objectContaining({ id: guestOrder, tracking_note: NOTE })]);
    const slips = await request(shop, 'GET', `/api/admin/orders/packing-slips?ids=${id}`, { cookie: admin });
    expect(((await slips.json()) as { slips: { tracking_note: string }[] }).slips[0]!.tracking_note).toBe(
      NOTE,
    );

    // Emptied, the note goes away (and that is in the history too).
    expect((await put(id, 'tracking-note', { note: '' })).status).toBe(200);
    const cleared = await detail(id);
    expect(cleared.order.tracking_note).toBeNull();
    expect(cleared.events.at(-1)).toEqual(
      expect.objectContaining({ kind: 'tracking_note', from: NOTE, to: null }),
    );
  });
});
