// The catalogue as visitors see it, kept for a few seconds per process (lib/visitor-cache.ts): a
// repeat costs no query, a signed-in shopper is answered from their audience's, and clear() shows a
// change at once, in this server process and in every other on the same database.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Shop } from '../../test/use-shop';
import { secondProcess } from '../../test/test-app';
import { visitorCache } from '../../lib/visitor-cache';
import { products } from './catalogue.tables';

const customer = async (shop: Shop, email: string) => (await shop.signIn(email, {})).cookie;

describe('the catalogue as visitors see it, kept for a few seconds', () => {
  const shop = useShop('pglite', { env: { VISITOR_CACHE_SECONDS: '5' } });
  beforeAll(async () => {
    await shop.db
      .insert(products)
      .values({ name: 'Denim Jacket', slug: 'denim-jacket', price: 2500, stock: 2, category: 'clothing' });
  });

  it('answers a repeat visitor request without the database, and a signed-in shopper afresh', async () => {
    const first = await shop.app.request('/api/catalogue/products');
    const before = shop.database.queryCount();
    const again = await shop.app.request('/api/catalogue/products');
    expect(shop.database.queryCount() - before).toBe(0);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toMatch(/^public/);

    const cookie = await customer(shop, 'fresh@shop.test');
    const beforeSignedIn = shop.database.queryCount();
    const mine = await shop.app.request('/api/catalogue/products', { headers: { cookie } });
    expect(mine.headers.get('cache-control')).toMatch(/^private/);
    expect(shop.database.queryCount() - beforeSignedIn).toBeGreaterThan(0);
  });

  it('keeps each query apart and shows a change once the visitor cache is cleared', async () => {
    const names = async (path: string) =>
      ((await (await shop.app.request(path)).json()) as { products: { name: string }[] }).products.map(
        (p) => p.name,
      );
    expect(await names('/api/catalogue/products?category=shoes')).toEqual([]);
    expect(await names('/api/catalogue/products?category=clothing')).toEqual(['Denim Jacket']);
    await shop.db
      .insert(products)
      .values({ name: 'Suede Boots', slug: 'suede-boots', price: 3000, stock: 1, category: 'shoes' });
    expect(await names('/api/catalogue/products?category=shoes')).toEqual([]);
    visitorCache(shop).clear();
    expect(await names('/api/catalogue/products?category=shoes')).toEqual(['Suede Boots']);
  });
});

describe.each(databaseKinds())('a catalogue change reaches every server process (%s)', (kind) => {
  const shop = useShop(kind, { env: { VISITOR_CACHE_SECONDS: '60' } });

  it("clears the other process's visitor and audience answers at once, not after their lifetime", async () => {
    const other = await secondProcess(shop);
    try {
      const names = async (app: typeof shop.app, cookie?: string) =>
        (
          (await (
            await app.request('/api/catalogue/products?category=bags', { headers: cookie ? { cookie } : {} })
          ).json()) as { products: { name: string }[] }
        ).products.map((p) => p.name);
      const { cookie } = await shop.signIn('member@shop.test', { tier: 'vip' });
      // The other process keeps what it answered, for visitors and for the member's audience.
      expect(await names(other.app)).toEqual([]);
      expect(await names(other.app, cookie)).toEqual([]);
      await shop.db
        .insert(products)
        .values({ name: 'Beaded Clutch', slug: 'beaded-clutch', price: 1200, stock: 1, category: 'bags' });
      expect(await names(other.app)).toEqual([]);

      // This process changes the catalogue (as the owner's save does) and tells the others.
      visitorCache(shop).clear();
      await expect.poll(() => names(other.app), { timeout: 10_000 }).toEqual(['Beaded Clutch']);
      expect(await names(other.app, cookie)).toEqual(['Beaded Clutch']);
    } finally {
      await other.close();
    }
  });
});
