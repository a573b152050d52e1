// The home page's early-access banner (GET /api/catalogue/early-access): the drop a member may shop
// next, decided by the server from the session.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Shop, type Standing } from '../../test/use-shop';
import { products } from './catalogue.tables';

const customer = async (shop: Shop, email: string, standing: Standing = {}) =>
  (await shop.signIn(email, standing)).cookie;

describe.each(databaseKinds())('the early-access banner on %s', (kind) => {
  const shop = useShop(kind);
  const HOUR = 3600_000;
  const inHours = (h: number) => new Date(Date.now() + h * HOUR);
  type Banner = { drop: { name: string; public_at: string; opens_at: string } | null };
  const banner = async (cookie?: string) =>
    (await (
      await shop.app.request('/api/catalogue/early-access', { headers: cookie ? { cookie } : {} })
    ).json()) as Banner;

  beforeAll(async () => {
    const early = { price: 2000, stock: 2, category: 'clothing', earlyAccessOnly: true };
    await shop.db.insert(products).values([
      {
        ...early,
        name: 'Kitenge Shirt',
        slug: 'kitenge-shirt',
        dropName: 'Kitenge Friday',
        earlyAccessUntil: inHours(20),
      },
      {
        ...early,
        name: 'Kitenge Dress',
        slug: 'kitenge-dress',
        dropName: 'Kitenge Friday',
        earlyAccessUntil: inHours(22),
      },
      {
        ...early,
        name: 'Denim Vest',
        slug: 'denim-vest',
        dropName: 'Denim Drop',
        earlyAccessUntil: inHours(40),
      },
      {
        ...early,
        name: 'Silk Scarf',
        slug: 'silk-scarf',
        dropName: 'VIP Night',
        earlyAccessUntil: inHours(10),
        vipOnly: true,
      },
      {
        ...early,
        name: 'Gone Public',
        slug: 'gone-public',
        dropName: 'Last Week',
        earlyAccessUntil: inHours(-5),
      },
    ]);
  });

  it('has none for a visitor (without a query) or a regular customer', async () => {
    const before = shop.database.queryCount();
    expect(await banner()).toEqual({ drop: null });
    expect(shop.database.queryCount() - before).toBe(0);
    expect(await banner(await customer(shop, 'regular-banner@shop.test'))).toEqual({ drop: null });
  });

  it("shows a member the next drop they may see, with their window's opening and the public launch", async () => {
    const { drop } = await banner(await customer(shop, 'member-banner@shop.test', { member: true }));
    expect(drop?.name).toBe('Kitenge Friday');
    const publicAt = Date.parse(drop!.public_at);
    expect(Math.abs(publicAt - inHours(20).getTime())).toBeLessThan(60_000);
    expect(publicAt - Date.parse(drop!.opens_at)).toBe(24 * HOUR);
  });

  it('gives a vip the vip-only drop first and the 48-hour window', async () => {
    const { drop } = await banner(await customer(shop, 'vip-banner@shop.test', { tier: 'vip' }));
    expect(drop?.name).toBe('VIP Night');
    expect(Date.parse(drop!.public_at) - Date.parse(drop!.opens_at)).toBe(48 * HOUR);
  });
});
