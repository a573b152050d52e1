// The shopper's orders: the signed-in history (newest first, lines with pictures, sizes, bundles and
// their pieces, in two queries however many orders), one order for its owner only (PROMISES AC-2:
// another customer, another device or an order id alone get the missing-order 404), and a guest's
// orders joining the account they sign in with.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, newDevice, useShop } from '../../test/use-shop';
import type { ErrorAnswer } from '../../test/use-shop';
import { orders } from './orders.tables';
import { paidOrder, request } from './orders-test-shop';
import { ORDER_NOT_FOUND_MESSAGE, SIGN_IN_FOR_ORDERS_MESSAGE } from './orders.service';

type Line = {
  kind: string;
  name: string;
  image: string | null;
  size: string | null;
  price: number;
  quantity: number;
  components: { name: string; quantity: number }[] | null;
};
type OwnOrder = {
  id: string;
  short_id: string;
  status: string;
  fulfillment_status: string;
  total_amount: number;
  subtotal: number;
  delivery_fee: number;
  phone_number: string | null;
  receipt_code: string | null;
  created_at: string;
  delivery_info: unknown;
  items: Line[];
};

describe.each(databaseKinds())('own orders on %s', (kind) => {
  const shop = useShop(kind);
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };
  let aliceOrders: string[];
  let bobOrder: string;
  let guestDevice: ReturnType<typeof newDevice>;
  let guestOrder: string;

  beforeAll(async () => {
    alice = await shop.signIn('alice@example.com');
    bob = await shop.signIn('bob@example.com');
    const aliceDevice = newDevice(alice.cookie);
    aliceOrders = [
      await paidOrder(shop, aliceDevice, { price: 1200, size: 'S' }),
      await paidOrder(shop, aliceDevice, { price: 3400, withBundle: true, phone: null }),
    ];
    bobOrder = await paidOrder(shop, newDevice(bob.cookie), { phone: '0722000111' });
    guestDevice = newDevice();
    guestOrder = await paidOrder(shop, guestDevice, { phone: '0733000222' });
  });

  const get = (path: string, who: Parameters<typeof request>[3] = {}) => request(shop, 'GET', path, who);

  it('lists the signed-in customer’s orders newest first, with lines, totals and statuses', async () => {
    const res = await get('/api/orders', { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { orders: list } = (await res.json()) as { orders: OwnOrder[] };
    expect(list.map((o) => o.id)).toEqual([...aliceOrders].reverse());
    const [withBundle, single] = list;
    expect(single).toMatchObject({
      short_id: aliceOrders[0]!.slice(0, 8),
      status: 'paid',
      fulfillment_status: 'awaiting_details',
      subtotal: 1200,
      delivery_fee: 200,
      total_amount: 1400,
      phone_number: '+254712345678',
      delivery_info: null,
    });
    expect(single!.items).toEqual([
      expect.objectContaining({
        kind: 'product',
        size: 'S',
        price: 1200,
        quantity: 1,
        image: '/uploads/piece-1024w.webp',
      }),
    ]);
    expect(Date.parse(single!.created_at)).toBeLessThanOrEqual(Date.parse(withBundle!.created_at));
    expect(withBundle!.items.map((i) => i.kind)).toEqual(['product', 'bundle']);
    const bundle = withBundle!.items[1]!;
    expect(bundle).toMatchObject({ price: 2500, quantity: 1, size: null });
    expect(bundle.components).toHaveLength(2);
    expect(bundle.components![0]).toMatchObject({ quantity: 1 });
    // No provider or admin facts in the shopper's view.
    expect(Object.keys(withBundle!)).not.toContain('provider_transaction_id');
    expect(Object.keys(withBundle!)).not.toContain('payment_ref');
  });

  it('answers 401 to visitors and guests, and never lists another customer’s orders', async () => {
    const visitor = await get('/api/orders');
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as ErrorAnswer).error.message).toBe(SIGN_IN_FOR_ORDERS_MESSAGE);
    expect((await get('/api/orders', { guestId: guestDevice.guestId })).status).toBe(401);
    const bobs = (await (await get('/api/orders', { cookie: bob.cookie })).json()) as { orders: OwnOrder[] };
    expect(bobs.orders.map((o) => o.id)).toEqual([bobOrder]);
  });

  it('costs the same few queries for one order or many (no N+1)', async () => {
    const count = async (cookie: string) => {
      const before = shop.database.queryCount();
      expect((await get('/api/orders', { cookie })).status).toBe(200);
      return shop.database.queryCount() - before;
    };
    const oneOrder = await count(bob.cookie);
    const twoOrders = await count(alice.cookie);
    expect(twoOrders).toBe(oneOrder);
    // Who is asking (the session, the customer's standing), then the orders and all their lines.
    expect(oneOrder).toBeLessThanOrEqual(5);
  });

  it('shows one order to its owner only; everyone else gets the missing-order 404 (AC-2)', async () => {
    const own = await get(`/api/orders/${aliceOrders[0]}`, { cookie: alice.cookie });
    expect(own.status).toBe(200);
    const { order } = (await own.json()) as { order: OwnOrder };
    expect(order).toMatchObject({ id: aliceOrders[0], phone_number: '+254712345678' });
    // The provider's reference (the M-Pesa receipt code) is the shopper's own: their phone got it too.
    expect(order.receipt_code).toMatch(/^SANDBOX-\d+$/);

    const missing = await get(`/api/orders/${randomUUID()}`, { cookie: alice.cookie });
    expect(missing.status).toBe(404);
    const missingBody = await missing.json();
    expect(missingBody).toEqual({ error: { code: 'not_found', message: ORDER_NOT_FOUND_MESSAGE } });
    // Bob, a visitor, a guest device, and Alice's own guest id on another device: all the same 404.
    for (const who of [
      { cookie: bob.cookie },
      {},
      { guestId: guestDevice.guestId },
      { guestId: randomUUID(), cookie: bob.cookie },
    ]) {
      for (const id of aliceOrders) {
        const res = await get(`/api/orders/${id}`, who);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(missingBody);
      }
    }
    expect((await get(`/api/orders/${bobOrder}`, { cookie: alice.cookie })).status).toBe(404);
  });

  it('shows a guest order to the device that paid it, and to nobody on the order id alone', async () => {
    const res = await get(`/api/orders/${guestOrder}`, { guestId: guestDevice.guestId });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { order: OwnOrder }).order).toMatchObject({
      id: guestOrder,
      phone_number: '+254733000222',
      is_guest: true,
    });
    // An upper-case guest id is the same device.
    expect(
      (await get(`/api/orders/${guestOrder}`, { rawGuestId: guestDevice.guestId.toUpperCase() })).status,
    ).toBe(200);
    for (const who of [
      {},
      { guestId: randomUUID() },
      { rawGuestId: 'not-a-guest-id' },
      { cookie: alice.cookie },
    ]) {
      const other = await get(`/api/orders/${guestOrder}`, who);
      expect(other.status).toBe(404);
      expect(JSON.stringify(await other.json())).not.toContain('733');
    }
  });

  it('refuses malformed order ids with a 400, never a 500', async () => {
    for (const id of ['not-a-uuid', '123', `${randomUUID()}x`, "' or 1=1 --", '%00']) {
      const res = await get(`/api/orders/${encodeURIComponent(id)}`, { cookie: alice.cookie });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.code).toBe('invalid_input');
    }
  });

  it('gives a device’s guest orders to the account that signs in on it', async () => {
    const device = newDevice();
    const first = await paidOrder(shop, device, { phone: '0744000333' });
    const second = await paidOrder(shop, device, { phone: '0744000333' });
    const other = await paidOrder(shop, newDevice(), { phone: '0744000333' });
    const carol = await shop.signIn('carol@example.com');
    const claim = (who: Parameters<typeof request>[3]) =>
      request(shop, 'POST', '/api/orders/claim-guest-orders', who);

    expect((await claim({ guestId: device.guestId })).status).toBe(401);
    expect(await (await claim({ cookie: carol.cookie })).json()).toEqual({ claimed: 0 });
    const res = await claim({ cookie: carol.cookie, guestId: device.guestId });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ claimed: 2 });
    // Again (another sign-in on the same device): nothing left to claim; and nobody else can take them.
    expect(await (await claim({ cookie: carol.cookie, guestId: device.guestId })).json()).toEqual({
      claimed: 0,
    });
    expect(await (await claim({ cookie: bob.cookie, guestId: device.guestId })).json()).toEqual({
      claimed: 0,
    });

    const list = (await (await get('/api/orders', { cookie: carol.cookie })).json()) as {
      orders: OwnOrder[];
    };
    expect(list.orders.map((o) => o.id).sort()).toEqual([first, second].sort());
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, first));
    expect(row).toMatchObject({
      userId: carol.id,
      isGuest: true,
      guestId: device.guestId,
      userEmail: 'carol@example.com',
    });
    // Now the account's: the device's guest id alone no longer opens it.
    expect((await get(`/api/orders/${first}`, { guestId: device.guestId })).status).toBe(404);
    expect((await get(`/api/orders/${first}`, { cookie: carol.cookie })).status).toBe(200);
    const [untouched] = await shop.database.db.select().from(orders).where(eq(orders.id, other));
    expect(untouched!.userId).toBeNull();
  });
});
