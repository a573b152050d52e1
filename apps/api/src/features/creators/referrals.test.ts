// Attribution through the API: a `?ref=` visit sets the signed 30-day cookie; an order paid with it
// credits the creator once (a repeated payment report adds nothing); a payment outside the window or
// by the creator earns nothing; cancellation and partial refunds reverse commission; payouts are the
// owner's alone, never more than owed, with the M-Pesa reference in the audit trail and the CSV.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addPiece, databaseKinds, itemLine, useShop, type Caller } from '../../test/use-shop';
import { checkoutReferrals, creatorCommissions } from './creators.tables';
import { approvedCreator, buyWith, refCookie } from './creators-test-kit';

type Dashboard = {
  figures: {
    clicks: number;
    orders: number;
    revenue: number;
    commission: { earned: number; paid: number; pending: number };
  };
  payouts: { amount: number; mpesa_reference: string }[];
};

describe.each(databaseKinds())('referral attribution on %s', (kind) => {
  const shop = useShop(kind, { freshAddress: true });
  let admin: Caller;
  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('sets a signed, HttpOnly cookie for 30 days for a known code only', async () => {
    await approvedCreator(shop, admin, 'COOKIE');
    const res = await shop.send('GET', '/?ref=cookie');
    const set = res.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/shop_ref=COOKIE\.\d+\.[^;]+;/);
    expect(set).toMatch(/Max-Age=2592000/);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await shop.send('GET', '/?ref=NOSUCHCODE')).headers.get('set-cookie')).toBeNull();
  });

  it('credits a paid order once, counts the click, and shows it on the dashboard', async () => {
    const creator = await approvedCreator(shop, admin, 'CREDIT', 10);
    const cookie = (await refCookie(shop, 'CREDIT'))!;
    const { orderId } = await buyWith(shop, [cookie], 2500);
    const rows = await shop.db
      .select()
      .from(creatorCommissions)
      .where(eq(creatorCommissions.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ basis: 2500, commissionPercent: 10, source: 'link' });
    const dash = await creator.me.get<Dashboard>('/api/creators/dashboard');
    expect(dash.body.figures).toMatchObject({ clicks: 1, orders: 1, revenue: 2500 });
    expect(dash.body.figures.commission).toEqual({ earned: 250, paid: 0, pending: 250 });
  });

  it('a forged or tampered cookie credits nobody', async () => {
    await approvedCreator(shop, admin, 'FORGED');
    const real = (await refCookie(shop, 'FORGED'))!;
    const tampered = real.replace(/FORGED\.(\d+)/, (_m, ms: string) => `FORGED.${Number(ms) + 1}`);
    const { orderId } = await buyWith(shop, [tampered]);
    expect(
      await shop.db.select().from(creatorCommissions).where(eq(creatorCommissions.orderId, orderId)),
    ).toEqual([]);
  });

  it('credits nothing after the 30-day window', async () => {
    await approvedCreator(shop, admin, 'LATEWIN');
    const cookie = (await refCookie(shop, 'LATEWIN'))!;
    // The shopper opens the checkout with the cookie; the click is made 31 days old before paying.
    const { orderId } = await openAndPay(cookie, 31);
    expect(
      await shop.db.select().from(creatorCommissions).where(eq(creatorCommissions.orderId, orderId)),
    ).toEqual([]);
  });

  it('a payment reported again credits nothing more', async () => {
    await approvedCreator(shop, admin, 'TWICE');
    const { orderId, reportAgain } = await openAndPay((await refCookie(shop, 'TWICE'))!, 0);
    expect(await reportAgain()).toBe(orderId);
    expect(
      await shop.db.select().from(creatorCommissions).where(eq(creatorCommissions.orderId, orderId)),
    ).toHaveLength(1);
  });

  /** Opens a checkout with the cookie, makes the click `daysOld` days old, pays and reports it. */
  async function openAndPay(cookie: string, daysOld: number) {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const buyer = shop.as({ guestId: randomUUID(), cookie });
    const opened = await buyer.checkout([itemLine(piece)]);
    expect(opened.status).toBe(201);
    const old = new Date(Date.now() - daysOld * 24 * 60 * 60 * 1000 - 1000);
    await shop.db
      .update(checkoutReferrals)
      .set({ clickedAt: old })
      .where(eq(checkoutReferrals.checkoutId, opened.body.checkout.id));
    const paid = await buyer.paySandbox(opened.body.payment.tx_ref, opened.body.payment.amount);
    const confirmed = await buyer.confirm(opened.body.payment.tx_ref, paid.transaction_id);
    const reportAgain = async () =>
      (await buyer.confirm(opened.body.payment.tx_ref, paid.transaction_id)).body.order_id;
    return { orderId: confirmed.body.order_id!, reportAgain };
  }

  it('excludes the creator’s own purchases: account, or phone as a guest', async () => {
    const creator = await approvedCreator(shop, admin, 'SELFIE');
    const cookie = (await refCookie(shop, 'SELFIE', creator.cookie))!;
    const own = await buyWith(shop, [cookie, creator.cookie]);
    const creatorRow = await admin.get<{ creator: { phone: string } }>(`/api/admin/creators/${creator.id}`);
    const byPhone = await buyWith(shop, [cookie], 1500, creatorRow.body.creator.phone);
    for (const { orderId } of [own, byPhone])
      expect(
        await shop.db.select().from(creatorCommissions).where(eq(creatorCommissions.orderId, orderId)),
      ).toEqual([]);
  });

  it('reverses commission on cancellation and shrinks it on a partial refund', async () => {
    const creator = await approvedCreator(shop, admin, 'REFUND', 10);
    const cookie = (await refCookie(shop, 'REFUND'))!;
    const kept = await buyWith(shop, [cookie], 3000);
    const cancelled = await buyWith(shop, [cookie], 2000);
    expect(
      (await admin.post(`/api/admin/orders/${cancelled.orderId}/cancel`, { reason: 'Shopper changed mind' }))
        .status,
    ).toBe(200);
    // Delivery is KES 0 above 3,000, so the shopper paid 3,000: refunding 1,500 takes half.
    const refund = await admin.post(`/api/admin/orders/${kept.orderId}/refunds`, {
      amount: 1500,
      reason: 'Stain',
    });
    expect(refund.status).toBe(200);
    const dash = await creator.me.get<Dashboard>('/api/creators/dashboard');
    expect(dash.body.figures.commission.earned).toBe(150);
    expect(dash.body.figures.orders).toBe(1);
    expect(dash.body.figures.revenue).toBe(1500);
  });

  it('pays out only what is owed, once per M-Pesa reference, into the audit trail and the CSV', async () => {
    const creator = await approvedCreator(shop, admin, 'PAYOUT', 10);
    await buyWith(shop, [(await refCookie(shop, 'PAYOUT'))!], 4000);
    const tooMuch = await admin.post('/api/admin/creator-payouts', {
      creator_id: creator.id,
      amount: 401,
      mpesa_reference: 'SJK3L9XQ2P',
    });
    expect(tooMuch.status).toBe(409);
    const notWhole = await admin.post('/api/admin/creator-payouts', {
      creator_id: creator.id,
      amount: 10.5,
      mpesa_reference: 'SJK3L9XQ2P',
    });
    expect(notWhole.status).toBe(400);
    const byCreator = await creator.me.post('/api/admin/creator-payouts', {
      creator_id: creator.id,
      amount: 400,
      mpesa_reference: 'SJK3L9XQ2P',
    });
    expect(byCreator.status).toBe(403);
    const paid = await admin.post('/api/admin/creator-payouts', {
      creator_id: creator.id,
      amount: 400,
      mpesa_reference: 'sjk3l9xq2p',
    });
    expect(paid.status).toBe(201);
    const dash = await creator.me.get<Dashboard>('/api/creators/dashboard');
    expect(dash.body.figures.commission).toEqual({ earned: 400, paid: 400, pending: 0 });
    expect(dash.body.payouts).toEqual([
      expect.objectContaining({ amount: 400, mpesa_reference: 'SJK3L9XQ2P' }),
    ]);
    const detail = await admin.get<{ audit: { action: string; detail: Record<string, unknown> }[] }>(
      `/api/admin/creators/${creator.id}`,
    );
    expect(detail.body.audit.find((a) => a.action === 'payout_made')?.detail).toMatchObject({
      amount: 400,
      mpesa_reference: 'SJK3L9XQ2P',
    });
    const csv = await admin.get<string>('/api/admin/creator-payouts/export.csv');
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.body).toContain('SJK3L9XQ2P');
    expect(csv.body).toContain('400');
  });

  it('ranks creators on the leaderboard for the period in the address', async () => {
    const board = await admin.get<{ period: string; rows: { name: string; revenue: number }[] }>(
      '/api/admin/creator-leaderboard?period=7d&sort=revenue',
    );
    expect(board.status).toBe(200);
    expect(board.body.period).toBe('7d');
    const revenues = board.body.rows.map((r) => r.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(revenues[0]).toBeGreaterThan(0);
    expect((await admin.get('/api/admin/creator-leaderboard?period=1y')).status).toBe(400);
  });
});
