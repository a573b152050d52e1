// The owner's customer list: tier, totals and last order; admin rights granted and revoked (counted
// on the next request, never leaving the shop without an admin); totals and tier recomputed.
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, ORIGIN, useShop } from '../../test/use-shop';

type User = {
  id: string;
  email: string;
  tier: string;
  total_spent: number;
  total_orders: number;
  is_admin: boolean;
  last_order_at: string | null;
};

describe.each(databaseKinds())('admin users on %s', (kind) => {
  const shop = useShop(kind);
  let owner: { id: string; cookie: string };
  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    shop.app.request(`${ORIGIN}/api/admin/users${path}`, {
      method,
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    owner = await shop.signIn('owner@example.com', { admin: true });
  });

  it('lists customers with their totals and last order, searchable', async () => {
    const buyer = await shop.signIn('njeri@example.com');
    const piece = await addPiece(shop, { price: 4000, stock: 1 });
    await shop.as(newDevice(buyer.cookie)).buy([itemLine(piece)]);
    const list = (await (await send(owner.cookie, 'GET', '?q=njeri')).json()) as {
      users: User[];
      total: number;
    };
    expect(list.total).toBe(1);
    expect(list.users[0]).toMatchObject({
      email: 'njeri@example.com',
      tier: 'regular',
      total_spent: 4000,
      total_orders: 1,
      is_admin: false,
    });
    expect(list.users[0]!.last_order_at).toBeTruthy();
  });

  it('finds a customer by the phone on their orders, typed any way, and sorts the list', async () => {
    const buyer = await shop.signIn('akinyi@example.com');
    const piece = await addPiece(shop, { price: 9000, stock: 1 });
    await shop.as(newDevice(buyer.cookie)).buy([itemLine(piece)], { phone: '0798 765 432' });
    for (const typed of ['0798765432', '+254 798 765 432', '254798765432', '798765432']) {
      const found = (await (await send(owner.cookie, 'GET', `?q=${encodeURIComponent(typed)}`)).json()) as {
        users: User[];
      };
      expect(
        found.users.map((u) => u.email),
        typed,
      ).toEqual(['akinyi@example.com']);
    }
    // A number nobody paid with finds nobody.
    const none = (await (await send(owner.cookie, 'GET', '?q=0711111111')).json()) as { total: number };
    expect(none.total).toBe(0);

    const sorted = async (sort: string) =>
      ((await (await send(owner.cookie, 'GET', `?sort=${sort}`)).json()) as { users: User[] }).users.map(
        (u) => u.email,
      );
    expect((await sorted('spent')).slice(0, 2)).toEqual(['akinyi@example.com', 'njeri@example.com']);
    expect((await sorted('last-order'))[0]).toBe('akinyi@example.com');
    expect((await sorted('oldest'))[0]).toBe('owner@example.com');
    expect((await sorted('newest'))[0]).toBe('akinyi@example.com');
    expect((await send(owner.cookie, 'GET', '?sort=richest')).status).toBe(400);
  });

  it('grants and revokes admin rights, effective on the next request, never the last admin', async () => {
    const helper = await shop.signIn('helper@example.com');
    expect((await send(helper.cookie, 'GET', '')).status).toBe(403);
    expect((await send(owner.cookie, 'POST', `/${helper.id}/admin`, { admin: true })).status).toBe(200);
    expect((await send(helper.cookie, 'GET', '')).status).toBe(200);
    expect((await send(owner.cookie, 'POST', `/${helper.id}/admin`, { admin: false })).status).toBe(200);
    expect((await send(helper.cookie, 'GET', '')).status).toBe(403);
    const last = await send(owner.cookie, 'POST', `/${owner.id}/admin`, { admin: false });
    expect(last.status).toBe(409);
    expect(((await last.json()) as { error: { message: string } }).error.message).toBe(
      'The shop needs at least one admin.',
    );
    expect((await send(owner.cookie, 'POST', '/nobody/admin', { admin: true })).status).toBe(404);
  });

  it('recomputes totals and tier from paid orders', async () => {
    const vip = await shop.signIn('big-spender@example.com', { tier: 'vip' });
    const res = (await (await send(owner.cookie, 'POST', `/${vip.id}/recompute-tier`)).json()) as {
      tier: string;
      total_orders: number;
    };
    expect(res).toEqual({ id: vip.id, tier: 'regular', total_spent: 0, total_orders: 0 });
  });
});
