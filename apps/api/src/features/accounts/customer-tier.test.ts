// The one tier rule on every path that changes an order's paid or cancelled state: a paid order, the
// owner's cancel and refund, a payment flagged for refund, a guest's orders joining the account, and
// the owner's recompute. Totals come from the counted orders; the tier follows them up and down.
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop, type Device } from '../../test/use-shop';

type TierStatus = {
  tier: string;
  total_spent: number;
  total_orders: number;
  vip_since: string | null;
};

const LONG = 120_000;

describe.each(databaseKinds())('the customer tier on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });

  /** The customer pays a one-piece order of `price` (free delivery from 3,000); answers its order id. */
  async function paidOrder(device: Device, price: number): Promise<string> {
    const piece = await addPiece(shop, { price, stock: 1 });
    const opened = await shop.open(device, [itemLine(piece)]);
    const paid = shop.pay(opened);
    const answer = await shop.as(device).confirm(opened.checkout.tx_ref, paid.id);
    expect(answer.body.status).toBe('paid');
    return answer.body.order_id!;
  }

  const statusOf = async (cookie: string) => {
    const res = await shop.as({ cookie }).get<TierStatus>('/api/profile/tier');
    expect(res.status).toBe(200);
    return res.body;
  };

  const customer = async (email: string) => {
    const { id, cookie } = await shop.signIn(email);
    return { id, cookie, device: newDevice(cookie) };
  };

  it(
    'crosses 20,000 and 3 orders exactly: 19,999 in 3 stays regular, 20,000 in 3 is premium',
    async () => {
      const short = await customer('short-by-one@example.com');
      for (const price of [6_666, 6_666, 6_667]) await paidOrder(short.device, price);
      expect(await statusOf(short.cookie)).toMatchObject({
        tier: 'regular',
        total_spent: 19_999,
        total_orders: 3,
      });

      const exact = await customer('exactly@example.com');
      for (const price of [6_666, 6_667, 6_667]) await paidOrder(exact.device, price);
      expect(await statusOf(exact.cookie)).toMatchObject({
        tier: 'premium',
        total_spent: 20_000,
        total_orders: 3,
      });
    },
    LONG,
  );

  it(
    'reaches vip at 50,000 and 5 orders with vip_since; a cancel lowers the tier and clears it',
    async () => {
      const owner = await shop.asAdmin();
      const wanjiru = await customer('wanjiru@example.com');
      await paidOrder(wanjiru.device, 10_000);
      await paidOrder(wanjiru.device, 10_000);
      // 20,000 but only 2 orders.
      expect(await statusOf(wanjiru.cookie)).toMatchObject({ tier: 'regular', total_orders: 2 });
      await paidOrder(wanjiru.device, 3_000);
      expect(await statusOf(wanjiru.cookie)).toMatchObject({ tier: 'premium', total_spent: 23_000 });
      await paidOrder(wanjiru.device, 13_500);
      expect(await statusOf(wanjiru.cookie)).toMatchObject({ tier: 'premium', vip_since: null });
      const fifth = await paidOrder(wanjiru.device, 13_500);
      const vip = await statusOf(wanjiru.cookie);
      expect(vip).toMatchObject({ tier: 'vip', total_spent: 50_000, total_orders: 5 });
      expect(vip.vip_since).not.toBeNull();

      // Still VIP after another order and after cancelling it: the date is kept.
      const sixth = await paidOrder(wanjiru.device, 4_000);
      expect(await statusOf(wanjiru.cookie)).toMatchObject({ tier: 'vip', vip_since: vip.vip_since });
      expect((await owner.post(`/api/admin/orders/${sixth}/cancel`, { reason: 'Changed mind' })).status).toBe(
        200,
      );
      expect(await statusOf(wanjiru.cookie)).toMatchObject({
        tier: 'vip',
        total_spent: 50_000,
        total_orders: 5,
        vip_since: vip.vip_since,
      });

      // Cancelling the fifth takes her below vip: premium, and no vip_since.
      expect((await owner.post(`/api/admin/orders/${fifth}/cancel`, { reason: 'Out of stock' })).status).toBe(
        200,
      );
      const lowered = { tier: 'premium', total_spent: 36_500, total_orders: 4, vip_since: null };
      expect(await statusOf(wanjiru.cookie)).toMatchObject(lowered);
      // Paying the refund back changes nothing more; the owner's recompute gives the same answer.
      expect((await owner.post(`/api/admin/orders/${fifth}/refunded`)).status).toBe(200);
      expect(await statusOf(wanjiru.cookie)).toMatchObject(lowered);
      const recomputed = await owner.post(`/api/admin/users/${wanjiru.id}/recompute-tier`);
      expect(recomputed.body).toEqual({
        id: wanjiru.id,
        tier: 'premium',
        total_spent: 36_500,
        total_orders: 4,
      });
    },
    LONG,
  );

  it(
    'a payment flagged for refund (paid after the piece sold) never counts',
    async () => {
      const achieng = await customer('achieng@example.com');
      await paidOrder(achieng.device, 10_000);
      await paidOrder(achieng.device, 10_000);
      const piece = await addPiece(shop, { price: 5_000, stock: 1 });
      const late = await shop.open(achieng.device, [itemLine(piece)]);
      expect((await shop.as(achieng.device).cancel(late.checkout.tx_ref)).body).toMatchObject({
        released: true,
      });
      const other = newDevice();
      const opened = await shop.open(other, [itemLine(piece)]);
      await shop.as(other).confirm(opened.checkout.tx_ref, shop.pay(opened).id);
      // Her prompt is approved after all: a paid order, owed a refund.
      const answer = await shop.as(achieng.device).confirm(late.checkout.tx_ref, shop.pay(late).id);
      expect(answer.body.status).toBe('paid');
      const [order] = await shop.ordersOf(late.checkout.tx_ref);
      expect(order).toMatchObject({ refundStatus: 'owed' });
      // A third counted order would have made her premium; this one does not count.
      expect(await statusOf(achieng.cookie)).toMatchObject({
        tier: 'regular',
        total_spent: 20_000,
        total_orders: 2,
      });
    },
    LONG,
  );

  it('a guest order joins the account’s totals when the device signs in and claims it', async () => {
    const device = newDevice();
    await paidOrder(device, 4_000);
    const { cookie } = await shop.signIn('claimer@example.com');
    expect(await statusOf(cookie)).toMatchObject({ total_spent: 0, total_orders: 0 });
    const claimed = await shop.as({ ...device, cookie }).post('/api/orders/claim-guest-orders');
    expect(claimed.body).toEqual({ claimed: 1 });
    expect(await statusOf(cookie)).toMatchObject({ tier: 'regular', total_spent: 4_000, total_orders: 1 });
  });

  it('two orders of one customer recorded at the same moment both count', async () => {
    const kamau = await customer('kamau@example.com');
    const pieces = await Promise.all([3_000, 4_000].map((price) => addPiece(shop, { price, stock: 1 })));
    const opened = [];
    for (const piece of pieces) opened.push(await shop.open(kamau.device, [itemLine(piece)]));
    await Promise.all(opened.map((o) => shop.as(kamau.device).confirm(o.checkout.tx_ref, shop.pay(o).id)));
    expect(await statusOf(kamau.cookie)).toMatchObject({ total_spent: 7_000, total_orders: 2 });
  });
});
