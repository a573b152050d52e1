// The delivery form after paying: open and fillable only by the order's owner (its customer, or the
// device whose guest id paid it) while the order waits for details. An order id alone reads no phone
// and writes nothing (PROMISES AC-2); the spec's field messages come back for incomplete details;
// saving moves the order on, notes it and queues the shop's mail, once.
import { randomUUID } from 'node:crypto';
import {
  DELIVERY_ADDRESS_REQUIRED_MESSAGE,
  DELIVERY_NAME_REQUIRED_MESSAGE,
  GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  ORDER_LINK_INVALID_MESSAGE,
} from '@shop/domain/texts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, newDevice, useShop } from '../../test/use-shop';
import type { Device, ErrorAnswer } from '../../test/use-shop';
import { DELIVERY_ALREADY_SAVED_MESSAGE } from './delivery-details.service';
import { orderEvents, orderNotificationQueue, orders } from './orders.tables';
import { paidOrder, request } from './orders-test-shop';

const details = {
  name: 'Achieng Otieno',
  phone: '0712 345 678',
  location: 'Kilimani, Argwings Kodhek Rd, Nairobi',
  coordinates: { lat: -1.2921, lng: 36.8219 },
};

describe.each(databaseKinds())('delivery details on %s', (kind) => {
  const shop = useShop(kind);
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };
  let guest: Device;

  beforeAll(async () => {
    alice = await shop.signIn('alice@example.com');
    bob = await shop.signIn('bob@example.com');
    guest = newDevice();
  });

  type Who = Parameters<typeof request>[3];
  const form = (id: string, who: Who) => request(shop, 'GET', `/api/orders/${id}/delivery`, who);
  const save = (id: string, who: Who, body: unknown = details) =>
    request(shop, 'PUT', `/api/orders/${id}/delivery`, who, body);
  const rowOf = async (id: string) =>
    (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const queued = async (id: string) =>
    (
      await shop.database.db
        .select()
        .from(orderNotificationQueue)
        .where(eq(orderNotificationQueue.orderId, id))
    ).map((q) => q.eventType);

  it('lets a guest open and fill the form for the order their device paid', async () => {
    const id = await paidOrder(shop, guest, { phone: '0799111222' });
    const res = await form(id, { guestId: guest.guestId });
    expect(res.status).toBe(200);
    const { order } = (await res.json()) as {
      order: { id: string; short_id: string; total_amount: number; phone_number: string; items: unknown[] };
    };
    expect(order).toMatchObject({
      id,
      short_id: id.slice(0, 8),
      total_amount: 2000,
      phone_number: '+254799111222',
    });
    expect(order.items).toEqual([{ name: expect.any(String), quantity: 1, size: 'M', kind: 'product' }]);

    const saved = await save(id, { guestId: guest.guestId });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ message: 'Delivery details saved successfully!' });
    const row = await rowOf(id);
    expect(row.fulfillmentStatus).toBe('ready_for_delivery');
    expect(row.deliveryInfo).toMatchObject({
      name: details.name,
      phone: '+254712345678',
      location: details.location,
      coordinates: details.coordinates,
    });
    expect(Date.parse(row.deliveryInfo!.timestamp)).not.toBeNaN();
    expect(await queued(id)).toEqual(expect.arrayContaining(['order_placed', 'delivery_details_received']));
    const events = await shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events).toEqual([
      expect.objectContaining({ kind: 'delivery_details', toValue: 'ready_for_delivery', actorId: null }),
    ]);

    // A second save keeps the first; the link has done its work.
    const again = await save(id, { guestId: guest.guestId }, { ...details, name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe(DELIVERY_ALREADY_SAVED_MESSAGE);
    expect((await rowOf(id)).deliveryInfo!.name).toBe(details.name);
    expect((await form(id, { guestId: guest.guestId })).status).toBe(404);
  });

  it('lets a customer fill the form for their own order; the guest id plays no part', async () => {
    const id = await paidOrder(shop, newDevice(alice.cookie), { phone: null });
    const res = await form(id, { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { order: { phone_number: string | null } }).order.phone_number).toBeNull();
    expect((await save(id, { cookie: alice.cookie, guestId: randomUUID() })).status).toBe(200);
    expect((await rowOf(id)).fulfillmentStatus).toBe('ready_for_delivery');
  });

  it('opens nothing and writes nothing for anyone but the owner (AC-2)', async () => {
    const guestOrder = await paidOrder(shop, guest, { phone: '0799333444' });
    const aliceOrder = await paidOrder(shop, newDevice(alice.cookie));
    const expected = { error: { code: 'invalid_order_link', message: ORDER_LINK_INVALID_MESSAGE } };
    const strangers: [string, Who][] = [
      [guestOrder, {}],
      [guestOrder, { guestId: randomUUID() }],
      [guestOrder, { cookie: bob.cookie }],
      [guestOrder, { cookie: alice.cookie }],
      [aliceOrder, {}],
      [aliceOrder, { cookie: bob.cookie }],
      [aliceOrder, { cookie: bob.cookie, guestId: guest.guestId }],
      [aliceOrder, { guestId: guest.guestId }],
      [randomUUID(), { cookie: alice.cookie }],
    ];
    for (const [id, who] of strangers) {
      const read = await form(id, who);
      expect(read.status).toBe(404);
      const body = await read.json();
      expect(body).toEqual(expected);
      const write = await save(id, who);
      expect(write.status).toBe(404);
      expect(await write.json()).toEqual(expected);
      // Even incomplete details tell a stranger nothing but the same 404.
      expect((await save(id, who, {})).status).toBe(404);
    }
    for (const id of [guestOrder, aliceOrder]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ fulfillmentStatus: 'awaiting_details', deliveryInfo: null });
      expect(await queued(id)).toEqual(['order_placed']);
    }
  });

  it('answers the spec’s field messages for incomplete details and saves nothing', async () => {
    const id = await paidOrder(shop, guest, { phone: '0799555666' });
    const who = { guestId: guest.guestId };
    const empty = await save(id, who, { name: '  ', phone: '', location: '' });
    expect(empty.status).toBe(400);
    const body = (await empty.json()) as ErrorAnswer;
    expect(body.error.code).toBe('invalid_delivery_details');
    expect(body.error.issues).toEqual([
      { path: 'name', message: DELIVERY_NAME_REQUIRED_MESSAGE },
      { path: 'phone', message: GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE },
      { path: 'location', message: DELIVERY_ADDRESS_REQUIRED_MESSAGE },
    ]);
    const badPhone = (await (await save(id, who, { ...details, phone: '0612345678' })).json()) as ErrorAnswer;
    expect(badPhone.error.issues).toEqual([{ path: 'phone', message: PHONE_INVALID_MESSAGE }]);
    expect(badPhone.error.message).toBe(PHONE_INVALID_MESSAGE);
    // Coordinates off the globe are dropped, not stored.
    expect((await save(id, who, { ...details, coordinates: { lat: 91, lng: 10 } })).status).toBe(200);
    expect((await rowOf(id)).deliveryInfo!.coordinates).toBeNull();
  });

  it('refuses malformed input with a 4xx, never a 500', async () => {
    const id = await paidOrder(shop, guest, { phone: '0799777888' });
    const who = { guestId: guest.guestId };
    const bodies: unknown[] = [
      { ...details, name: 42 },
      { ...details, phone: ['0712345678'] },
      { ...details, location: { where: 'here' } },
      { ...details, coordinates: { lat: '1', lng: 2 } },
      { ...details, coordinates: 'Nairobi' },
      { ...details, name: 'x'.repeat(201) },
      // PostgreSQL text cannot hold a NUL: refused here, not a failed write.
      { ...details, location: 'Kilimani\u0000' },
      '{"name": ',
      'null',
      '[]',
    ];
    for (const body of bodies) {
      const res = await save(id, who, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.message).toBeTruthy();
    }
    for (const bad of ['undefined', 'nope', '00000000-0000-0000-0000-00000000000g']) {
      expect((await form(bad, who)).status).toBe(400);
      expect((await save(bad, who)).status).toBe(400);
    }
    expect((await rowOf(id)).fulfillmentStatus).toBe('awaiting_details');
  });

  it('two saves at once: the first stands, the other is told so (409), one mail queued', async () => {
    const id = await paidOrder(shop, guest, { phone: '0799121212' });
    const who = { guestId: guest.guestId };
    const answers = await Promise.all(
      ['First Name', 'Second Name'].map((name) => save(id, who, { ...details, name })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await queued(id)).toEqual(expect.arrayContaining(['delivery_details_received']));
    expect(await queued(id)).toHaveLength(2);
    const events = await shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events).toHaveLength(1);
  });

  it('keeps the form closed for a cancelled order', async () => {
    const id = await paidOrder(shop, guest, { phone: '0799000999' });
    await shop.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    expect((await form(id, { guestId: guest.guestId })).status).toBe(404);
    expect((await save(id, { guestId: guest.guestId })).status).toBe(404);
  });
});
