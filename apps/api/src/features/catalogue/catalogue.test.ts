import { GUEST_VIEWER, productAccess } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/test-app';
import { products } from './catalogue.tables';

describe.each(databaseKinds())('the first catalogue page on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    const day = 24 * 3600_000;
    const base = { price: 1500, stock: 1, category: 'clothing' };
    await shop.database.db.insert(products).values([
      { ...base, name: 'Old Tee', slug: 'old-tee', createdAt: new Date(Date.now() - 3 * day) },
      { ...base, name: 'New Tee', slug: 'new-tee', createdAt: new Date(Date.now() - day) },
      { ...base, name: 'Hidden Tee', slug: 'hidden-tee', isActive: false },
      { ...base, name: 'VIP Tee', slug: 'vip-tee', vipOnly: true },
      { ...base, name: 'Premium Tee', slug: 'premium-tee', tierRequired: 'premium' },
      {
        ...base,
        name: 'Early Tee',
        slug: 'early-tee',
        earlyAccessOnly: true,
        earlyAccessUntil: new Date(Date.now() + day),
      },
      {
        ...base,
        name: 'Was Early Tee',
        slug: 'was-early-tee',
        earlyAccessOnly: true,
        earlyAccessUntil: new Date(Date.now() - day),
        createdAt: new Date(Date.now() - 2 * day),
      },
    ]);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('lists active products a visitor may see, newest first', async () => {
    const res = await shop.app.request('/api/catalogue/products');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: { slug: string }[] };
    expect(body.products.map((p) => p.slug)).toEqual(['new-tee', 'was-early-tee', 'old-tee']);
  });

  it('answers only the fields a product card needs', async () => {
    const body = (await (await shop.app.request('/api/catalogue/products')).json()) as { products: object[] };
    expect(Object.keys(body.products[0]!).sort()).toEqual(
      [
        'category',
        'discountPercentage',
        'id',
        'images',
        'name',
        'originalPrice',
        'price',
        'slug',
        'stock',
      ].sort(),
    );
  });

  it('keeps stock from going below zero in the database itself', async () => {
    await expect(
      shop.database.db.insert(products).values({ name: 'Bad', slug: 'bad', price: 100, stock: -1 }),
    ).rejects.toThrow();
  });
});

describe.each(databaseKinds())('the visitor filter in SQL on %s', (kind) => {
  it('admits exactly the products the domain lets a guest see, for every combination of access flags', async () => {
    const shop = await createTestShop(kind);
    try {
      const hour = 3600_000;
      const combos = [];
      let n = 0;
      for (const vipOnly of [false, true])
        for (const earlyAccessOnly of [false, true])
          for (const until of [null, -hour, hour])
            for (const tierRequired of [null, 'premium', 'vip'] as const) {
              n++;
              combos.push({
                name: `P${n}`,
                slug: `p-${n}`,
                price: 1000,
                stock: 1,
                vipOnly,
                earlyAccessOnly,
                earlyAccessUntil: until === null ? null : new Date(Date.now() + until),
                tierRequired,
              });
            }
      await shop.database.db.insert(products).values(combos);
      const now = Date.now();
      const expected = combos
        .filter(
          (p) =>
            productAccess(
              {
                vip_only: p.vipOnly,
                early_access_only: p.earlyAccessOnly,
                early_access_until: p.earlyAccessUntil?.toISOString() ?? null,
                tier_required: p.tierRequired,
              },
              GUEST_VIEWER,
              now,
            ).allowed,
        )
        .map((p) => p.slug)
        .sort();
      const res = await shop.app.request('/api/catalogue/products');
      const body = (await res.json()) as { products: { slug: string }[] };
      expect(body.products.map((p) => p.slug).sort()).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    } finally {
      await shop.close();
    }
  });
});
