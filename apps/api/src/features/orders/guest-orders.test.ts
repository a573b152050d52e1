// POST /api/guest-orders/lookup: a guest's orders need the device's guest id AND the phone paid with.
// The right phone with another device's id, with no id, or a phone without orders all answer the same
// empty list (PROMISES AC-1); tries are limited per address; bad input is a 4xx, never a 500.
import { randomUUID } from 'node:crypto';
import {
  GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  RATE_LIMIT_MESSAGE,
} from '@shop/domain/texts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, newDevice, useShop } from '../../test/use-shop';
import type { Device, ErrorAnswer } from '../../test/use-shop';
import { paidOrder, request } from './orders-test-shop';

type Found = {
  orders: {
    id: string;
    short_id: string;
    status: string;
    fulfillment_status: string;
    total_amount: number;
    created_at: string;
    needs_delivery_details: boolean;
    items: { name: string; size: string | null; price: number; quantity: number }[];
  }[];
};

describe.each(databaseKinds())('guest order lookup on %s', (kind) => {
  const shop = useShop(kind, { env: { TRUST_PROXY: 'true' } });
  let device: Device;
  let ids: string[];
  // Each lookup comes from its own address unless a test says otherwise, so the per-address limit
  // only meets the test that is about it.
  let address = 0;
  const nextIp = () => `10.1.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    device = newDevice();
    ids = [
      await paidOrder(shop, device, { phone: '0711222333', price: 1000 }),
      await paidOrder(shop, device, { phone: '0711222333', price: 2500, withBundle: true }),
      // The same device, another phone: not found by the first number.
      await paidOrder(shop, device, { phone: '0700999888' }),
    ];
  });

  const lookup = (body: unknown, who: { guestId?: string | null; rawGuestId?: string; ip?: string } = {}) =>
    request(shop, 'POST', '/api/guest-orders/lookup', { ip: nextIp(), ...who }, body);

  it('finds the device’s orders paid with that phone, newest first, however the number is typed', async () => {
    const expected = [ids[1], ids[0]];
    for (const phone of ['0711222333', '+254711222333', '254711222333', '0711 222 333', '711222333']) {
      const res = await lookup({ phone }, { guestId: device.guestId });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const { orders } = (await res.json()) as Found;
      expect(orders.map((o) => o.id)).toEqual(expected);
    }
    const { orders } = (await (
      await lookup({ phone: '0711222333' }, { guestId: device.guestId })
    ).json()) as Found;
    expect(orders[1]).toMatchObject({
      short_id: ids[0]!.slice(0, 8),
      status: 'paid',
      fulfillment_status: 'awaiting_details',
      total_amount: 1200,
      needs_delivery_details: true,
      items: [expect.objectContaining({ size: 'M', price: 1000, quantity: 1 })],
    });
    expect(orders[0]!.items).toHaveLength(2);
    // The guest gave the phone; the answer repeats no phone and no delivery details.
    expect(JSON.stringify(orders)).not.toContain('711222333');
  });

  it('answers another device, no device and an unknown phone with the same empty list (AC-1)', async () => {
    const none = await (await lookup({ phone: '0799000000' }, { guestId: device.guestId })).text();
    expect(JSON.parse(none)).toEqual({ orders: [] });
    for (const who of [
      { guestId: randomUUID() },
      { guestId: null },
      { rawGuestId: 'not-a-uuid' },
      { rawGuestId: '' },
    ]) {
      const res = await lookup({ phone: '0711222333' }, who);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(none);
    }
  });

  it('asks for a phone number, and a Kenyan one', async () => {
    for (const body of [{}, { phone: '' }, { phone: '   ' }, { phone: null }]) {
      const res = await lookup(body, { guestId: device.guestId });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.message).toBe(GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE);
    }
    const bad = await lookup({ phone: '12345' }, { guestId: device.guestId });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorAnswer).error.message).toBe(PHONE_INVALID_MESSAGE);
  });

  it('refuses malformed bodies with a 400, never a 500', async () => {
    for (const body of [
      { phone: 711222333 },
      { phone: ['0711222333'] },
      { phone: 'x'.repeat(41) },
      '{"phone"',
      '42',
    ]) {
      const res = await lookup(body, { guestId: device.guestId });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // Not JSON at all.
    const plain = await shop.app.request('http://localhost:3000/api/guest-orders/lookup', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-guest-id': device.guestId, 'x-forwarded-for': nextIp() },
      body: 'phone=0711222333',
    });
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(plain.status).toBeLessThan(500);
  });

  it('costs the same few queries for one order or many (no N+1)', async () => {
    // The rate limit now and then prunes old attempts (one more query); not during this count.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const count = async (guestId: string, phone: string) => {
      const before = shop.database.queryCount();
      expect((await lookup({ phone }, { guestId })).status).toBe(200);
      return shop.database.queryCount() - before;
    };
    const one = await count(device.guestId, '0700999888');
    const two = await count(device.guestId, '0711222333');
    expect(two).toBe(one);
    // The rate limit (read and write), the orders, all their lines.
    expect(two).toBeLessThanOrEqual(4);
    random.mockRestore();
  });

  it('allows 10 lookups a minute per address, then answers 429 whatever the guest id', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 10; i += 1)
      expect(
        (await lookup({ phone: `07110000${String(i).padStart(2, '0')}` }, { guestId: randomUUID(), ip }))
          .status,
      ).toBe(200);
    const blocked = await lookup({ phone: '0711222333' }, { guestId: device.guestId, ip });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as ErrorAnswer).error.message).toBe(RATE_LIMIT_MESSAGE);
    // Another address is not affected.
    expect((await lookup({ phone: '0711222333' }, { guestId: device.guestId })).status).toBe(200);
  });

  it('no longer lists orders once an account has claimed them', async () => {
    const other = newDevice();
    const id = await paidOrder(shop, other, { phone: '0722333444' });
    const found = async () =>
      ((await (await lookup({ phone: '0722333444' }, { guestId: other.guestId })).json()) as Found).orders;
    expect((await found()).map((o) => o.id)).toEqual([id]);
    const dan = await shop.signIn('dan@example.com');
    await request(shop, 'POST', '/api/orders/claim-guest-orders', {
      cookie: dan.cookie,
      guestId: other.guestId,
    });
    expect(await found()).toEqual([]);
  });
});
