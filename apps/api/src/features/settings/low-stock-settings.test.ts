// The low-stock level is a shop setting: by default the dashboard's card lists only sizes sold out
// or with 1 left (most pieces are one of a kind); the owner raises the level and the card follows at
// once; a level out of range is a clear 400; the level stays out of the public settings.
import { DEFAULT_LOW_STOCK_SETTINGS } from '@shop/domain/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, useShop, type Caller } from '../../test/use-shop';
import type { adminShopSettings } from './settings.service';

type Admin = Awaited<ReturnType<typeof adminShopSettings>>;
type Dashboard = { low_stock: { id: string; stock: number }[]; low_stock_at_most: number };

describe.each(databaseKinds())('low-stock settings on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('lists sold out or 1 left by default, and what the owner level says after a save', async () => {
    const last = await addPiece(shop, { price: 900, stock: 1 });
    const three = await addPiece(shop, { price: 900, stock: 3 });
    const listed = async () => {
      const res = await admin.get<Dashboard>('/api/admin/dashboard');
      expect(res.status).toBe(200);
      return { ids: res.body.low_stock.map((p) => p.id), level: res.body.low_stock_at_most };
    };
    const before = await listed();
    expect(before.level).toBe(DEFAULT_LOW_STOCK_SETTINGS.at_most);
    expect(before.ids).toContain(last.id);
    expect(before.ids).not.toContain(three.id);
    const lowBefore = await admin.get<{ products: { id: string }[] }>(
      '/api/admin/products?stock=low&page_size=100',
    );
    expect(lowBefore.body.products.map((p) => p.id)).not.toContain(three.id);

    const saved = await admin.put<Admin>('/api/admin/settings/low_stock', { at_most: 3 });
    expect(saved.status).toBe(200);
    expect(saved.body.sections.low_stock).toMatchObject({
      value: { at_most: 3 },
      updated_by: 'owner@example.com',
    });
    const after = await listed();
    expect(after.level).toBe(3);
    expect(after.ids).toEqual(expect.arrayContaining([last.id, three.id]));
    // The product list's "low stock" filter goes by the same level.
    const low = await admin.get<{ products: { id: string }[] }>(
      '/api/admin/products?stock=low&page_size=100',
    );
    expect(low.body.products.map((p) => p.id)).toEqual(expect.arrayContaining([last.id, three.id]));

    const settings = await shop.as().get<Record<string, unknown>>('/api/settings');
    expect(Object.keys(settings.body).sort()).toEqual(['delivery', 'shop', 'support', 'tiers']);
  });

  it('refuses a level out of range with a clear 400, and lets only admins save', async () => {
    const bad: [unknown, string][] = [
      [-1, 'at_most: The low-stock level cannot be below 0'],
      [101, 'at_most: The low-stock level is at most 100'],
      [1.5, 'at_most: Whole pieces only'],
      ['2', 'at_most: The low-stock level must be a number of pieces'],
    ];
    for (const [at_most, message] of bad) {
      const res = await admin.put('/api/admin/settings/low_stock', { at_most });
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    expect((await customer.put('/api/admin/settings/low_stock', { at_most: 4 })).status).toBe(403);
  });
});
