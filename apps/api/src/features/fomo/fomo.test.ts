// The recent-purchase toast (GET /api/fomo) and the owner's /api/admin/fomo: only real paid orders of
// the last 48 hours (not cancelled, no refund), at most 10, newest first, in one query; a first name
// and a neighbourhood only with the buyer's opt-in from checkout (else "Someone in Nairobi"), never the address;
// hidden orders gone; settings and hiding for admins only; bad input a clear 4xx.
import { randomUUID } from 'node:crypto';
import { DEFAULT_FOMO_SETTINGS } from '@shop/domain/rules';
import type { FomoAnswer } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop, type Caller } from '../../test/use-shop';
import { orders } from '../orders/orders.tables';
import type { ownerView } from './fomo.service';

type Owner = Awaited<ReturnType<typeof ownerView>>;
const HOUR = 3_600_000;

describe.each(databaseKinds())('purchase toast on %s', (kind) => {
  const shop = useShop(kind, { freshAddress: true });
  let admin: Caller;

  /** A paid order of one new piece, bought with or without the opt-in; answers its id. */
  async function bought(product: string, optIn: boolean) {
    const piece = await addPiece(shop, { name: product, price: 1800, stock: 1 });
    const extra = optIn ? { show_in_recent_purchases: true } : {};
    const { orderId, confirmed } = await shop.as(newDevice()).buy([itemLine(piece)], extra);
    expect(confirmed.status).toBe('paid');
    return { orderId, productId: piece.id };
  }
  const change = (id: string, values: Partial<typeof orders.$inferInsert>) =>
    shop.db.update(orders).set(values).where(eq(orders.id, id));
  const details = (name: string, location: string) => ({
    name,
    phone: '+254712345678',
    location,
    coordinates: null,
    timestamp: new Date().toISOString(),
  });
  const toast = async () => {
    const res = await shop.as().get<FomoAnswer>('/api/fomo');
    expect(res.status).toBe(200);
    return res.body;
  };

  let named: { orderId: string; productId: string };
  let anonymous: { orderId: string; productId: string };

  beforeAll(async () => {
    admin = await shop.asAdmin();
    named = await bought('Denim Jacket', true);
    await change(named.orderId, {
      deliveryInfo: details('amina wanjiru', 'Apt 4B, Argwings Kodhek Rd, Kilimani'),
    });
    anonymous = await bought('Leather Tote', false);
    await change(anonymous.orderId, { deliveryInfo: details('Brian Otieno', 'House 7, Lavington Green') });
  });

  it('answers the paid orders and nothing invented', async () => {
    // The orders above are the only ones: everything the toast says comes from them.
    const body = await toast();
    expect(body).toMatchObject(DEFAULT_FOMO_SETTINGS);
    expect(body.entries.map((e) => e.product_name).sort()).toEqual(['Denim Jacket', 'Leather Tote']);
  });

  it('names a buyer and their area only with their opt-in, never the address', async () => {
    const { entries } = await toast();
    const jacket = entries.find((e) => e.product_name === 'Denim Jacket')!;
    const tote = entries.find((e) => e.product_name === 'Leather Tote')!;
    expect(jacket).toMatchObject({ name: 'Amina', area: 'Kilimani', product_id: named.productId });
    // No opt-in: neither the name nor the neighbourhood, only the city.
    expect(tote).toMatchObject({ name: 'Someone', area: 'Nairobi', product_id: anonymous.productId });
    expect(jacket.minutes_ago).toBeGreaterThanOrEqual(0);
    const text = JSON.stringify(entries);
    for (const secret of ['Wanjiru', 'Otieno', 'Argwings', '+254', 'House 7', 'Lavington', named.orderId])
      expect(text).not.toContain(secret);
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, anonymous.orderId));
    expect(row!.showInRecentPurchases).toBe(false);
  });

  it('leaves out cancelled, refunded and older orders, answers in one query and may be cached', async () => {
    const cancelled = await bought('Cancelled Skirt', true);
    await change(cancelled.orderId, { status: 'cancelled', refundStatus: 'owed' });
    const refunded = await bought('Refunded Shoes', true);
    await change(refunded.orderId, { refundStatus: 'refunded' });
    const old = await bought('Old Scarf', true);
    await change(old.orderId, { createdAt: new Date(Date.now() - 49 * HOUR) });
    const fulfilled = await bought('Shipped Blazer', false);
    await change(fulfilled.orderId, { status: 'fulfilled', createdAt: new Date(Date.now() - 47 * HOUR) });

    const before = shop.database.queryCount();
    const res = await shop.as().get<FomoAnswer>('/api/fomo');
    expect(shop.database.queryCount() - before).toBe(1);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const names = res.body.entries.map((e) => e.product_name);
    expect(names).toContain('Shipped Blazer');
    for (const gone of ['Cancelled Skirt', 'Refunded Shoes', 'Old Scarf']) expect(names).not.toContain(gone);
    // Newest first.
    expect(names.at(-1)).toBe('Shipped Blazer');

    const owner = await admin.get<Owner>('/api/admin/fomo');
    expect(owner.status).toBe(200);
    // The window holds the four orders above; Leather Tote and Shipped Blazer gave no consent.
    expect(owner.body.opt_out_count).toBe(2);
  });

  it('shows at most 10, newest first', async () => {
    for (let i = 0; i < 9; i += 1) await bought(`Extra Piece ${i}`, false);
    const { entries } = await toast();
    expect(entries).toHaveLength(10);
    expect(entries[0]!.product_name).toBe('Extra Piece 8');
    const times = entries.map((e) => Date.parse(e.purchased_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lets the owner hide an entry and bring it back', async () => {
    const hide = await admin.put<Owner>(`/api/admin/fomo/entries/${named.orderId}`, { hidden: true });
    expect(hide.status).toBe(200);
    const entry = hide.body.entries.find((e) => e.order_id === named.orderId)!;
    expect(entry).toMatchObject({ hidden: true, shown: false, name: 'Amina', consented: true });
    expect((await toast()).entries.map((e) => e.product_name)).not.toContain('Denim Jacket');

    const back = await admin.put<Owner>(`/api/admin/fomo/entries/${named.orderId}`, { hidden: false });
    expect(back.body.entries.find((e) => e.order_id === named.orderId)!.hidden).toBe(false);
    expect(back.body.entries.filter((e) => e.shown)).toHaveLength(10);
  });

  it('keeps the owner settings; switched off, the toast gets no entries', async () => {
    const saved = await admin.put<Owner['settings']>('/api/admin/fomo/settings', {
      enabled: false,
      delay_seconds: 20,
      interval_seconds: 6,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ enabled: false, delay_seconds: 20, interval_seconds: 6 });
    expect(await toast()).toEqual({ enabled: false, delay_seconds: 20, interval_seconds: 6, entries: [] });
    await admin.put('/api/admin/fomo/settings', { ...DEFAULT_FOMO_SETTINGS });
    expect((await toast()).entries.length).toBeGreaterThan(0);
  });

  it('refuses bad input with a 4xx naming the problem', async () => {
    const bad: [unknown, string][] = [
      [{ ...DEFAULT_FOMO_SETTINGS, delay_seconds: -1 }, 'delay_seconds'],
      [{ ...DEFAULT_FOMO_SETTINGS, delay_seconds: 601 }, 'delay_seconds'],
      [{ ...DEFAULT_FOMO_SETTINGS, interval_seconds: 2.5 }, 'interval_seconds'],
      [{ ...DEFAULT_FOMO_SETTINGS, interval_seconds: '10' }, 'interval_seconds'],
      [{ ...DEFAULT_FOMO_SETTINGS, enabled: 'yes' }, 'enabled'],
    ];
    for (const [body, path] of bad) {
      const res = await admin.put('/api/admin/fomo/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.issues?.[0]?.path).toBe(path);
    }
    expect((await admin.put('/api/admin/fomo/entries/not-an-id', { hidden: true })).status).toBe(400);
    expect((await admin.put(`/api/admin/fomo/entries/${named.orderId}`, { hidden: 1 })).status).toBe(400);
    const missing = await admin.put(`/api/admin/fomo/entries/${randomUUID()}`, { hidden: true });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('There is no order with that id.');
    const optIn = await shop.as(newDevice()).checkout([], { show_in_recent_purchases: 'yes' });
    expect(optIn.status).toBe(400);
  });

  it('answers 403 to visitors and customers on the owner endpoints', async () => {
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    for (const who of [shop.as(), customer]) {
      expect((await who.get('/api/admin/fomo')).status).toBe(403);
      expect((await who.put('/api/admin/fomo/settings', DEFAULT_FOMO_SETTINGS)).status).toBe(403);
      expect((await who.put(`/api/admin/fomo/entries/${named.orderId}`, { hidden: true })).status).toBe(403);
    }
    const owner = await admin.get<Owner>('/api/admin/fomo');
    expect(owner.body.entries.find((e) => e.order_id === named.orderId)!.hidden).toBe(false);
  });
});
