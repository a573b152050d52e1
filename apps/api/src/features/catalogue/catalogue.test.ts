import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Shop, type Standing } from '../../test/use-shop';
import { bundleItems, productBundles, products, productVariants, videos } from './catalogue.tables';

const DAY = 24 * 3600_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

type Card = { id: string; slug: string; sizes: string[] };
type Listing = { products: Card[]; next_cursor: string | null };

/** A signed-in customer with the given standing; answers their session cookie. */
const customer = async (shop: Shop, email: string, standing: Standing = {}) =>
  (await shop.signIn(email, standing)).cookie;

describe.each(databaseKinds())('the catalogue API on %s', (kind) => {
  const shop = useShop(kind);
  const get = async <T>(path: string, cookie?: string) => {
    const res = await shop.app.request(path, { headers: cookie ? { cookie } : {} });
    return { res, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    const base = { price: 1500, stock: 3, category: 'clothing' };
    const rows = await shop.db
      .insert(products)
      .values([
        { ...base, name: 'Old Tee', slug: 'old-tee', createdAt: ago(3), styles: ['Casual'] },
        { ...base, name: 'New Tee', slug: 'new-tee', createdAt: ago(1), price: 900, styles: ['vintage'] },
        { ...base, name: 'Hidden Tee', slug: 'hidden-tee', isActive: false },
        { ...base, name: 'VIP Tee', slug: 'vip-tee', vipOnly: true },
        { ...base, name: 'Premium Tee', slug: 'premium-tee', tierRequired: 'premium' },
        {
          ...base,
          name: 'Early Tee',
          slug: 'early-tee',
          earlyAccessOnly: true,
          earlyAccessUntil: new Date(Date.now() + DAY),
        },
        {
          ...base,
          name: '100% Linen Shirt',
          slug: 'linen',
          category: 'vintage-wear',
          createdAt: ago(5),
          stock: 0,
        },
        {
          ...base,
          name: 'Big Boots',
          slug: 'big-boots',
          category: 'shoes',
          createdAt: ago(2),
          price: 4000,
          stock: 12,
        },
      ])
      .returning({ id: products.id, slug: products.slug });
    const id = (slug: string) => rows.find((r) => r.slug === slug)!.id;
    await shop.db.insert(productVariants).values([
      { productId: id('old-tee'), size: 'L' },
      { productId: id('old-tee'), size: 'S' },
      { productId: id('old-tee'), size: 'M' },
      { productId: id('big-boots'), size: '42' },
    ]);
    const [open, secret] = await shop.db
      .insert(productBundles)
      .values([
        { slug: 'weekend', name: 'Weekend Bundle', price: 2000, isFeatured: true },
        { slug: 'vip-set', name: 'VIP Set', price: 2500, isFeatured: true },
      ])
      .returning({ id: productBundles.id });
    await shop.db.insert(bundleItems).values([
      { bundleId: open!.id, productId: id('old-tee') },
      { bundleId: open!.id, productId: id('new-tee') },
      { bundleId: secret!.id, productId: id('vip-tee') },
    ]);
    await shop.db.insert(videos).values([
      { title: 'Low', url: 'https://youtu.be/aaaaaaaaaaa', engagementRate: 0.1 },
      { title: 'High', url: 'https://youtu.be/bbbbbbbbbbb', engagementRate: 0.9 },
      { title: 'Mid', url: 'https://youtu.be/ccccccccccc', engagementRate: 0.5 },
      { title: 'Lowest', url: 'https://youtu.be/ddddddddddd', engagementRate: 0.01 },
    ]);
  });

  it('lists active products a visitor may see, newest first, with sizes from the variants', async () => {
    const { res, body } = await get<Listing>('/api/catalogue/products');
    expect(res.status).toBe(200);
    expect(body.products.map((p) => p.slug)).toEqual(['new-tee', 'big-boots', 'old-tee', 'linen']);
    expect(body.products.find((p) => p.slug === 'old-tee')!.sizes).toEqual(['S', 'M', 'L']);
    expect(body.next_cursor).toBeNull();
  });

  it('answers only the fields a product card needs, under the spec names', async () => {
    const { body } = await get<{ products: object[] }>('/api/catalogue/products');
    expect(Object.keys(body.products[0]!).sort()).toEqual(
      [
        'category',
        'discount_percentage',
        'early_access_only',
        'early_access_until',
        'id',
        'images',
        'name',
        'original_price',
        'price',
        'sizes',
        'size_stock',
        'slug',
        'stock',
        'tier_required',
        'vip_only',
      ].sort(),
    );
  });

  it('costs one query for a visitor, whatever the page size (no N+1)', async () => {
    const before = shop.database.queryCount();
    await get('/api/catalogue/products');
    expect(shop.database.queryCount() - before).toBe(1);
    const beforeFiltered = shop.database.queryCount();
    await get('/api/catalogue/products?category=clothing&sort=price-asc');
    expect(shop.database.queryCount() - beforeFiltered).toBe(1);
    for (const path of [
      '/api/catalogue/bundles?featured=true',
      '/api/catalogue/videos',
      '/api/catalogue/search?q=tee',
    ]) {
      const start = shop.database.queryCount();
      await get(path);
      expect(shop.database.queryCount() - start, path).toBe(1);
    }
  });

  it('filters and sorts as the filter panel asks', async () => {
    const slugs = async (query: string) =>
      (await get<Listing>(`/api/catalogue/products?${query}`)).body.products.map((p) => p.slug);
    expect(await slugs('category=shoes')).toEqual(['big-boots']);
    expect(await slugs('category=vintage-wear')).toEqual(['linen']);
    expect(await slugs('min=1000&max=2000')).toEqual(['old-tee', 'linen']);
    expect(await slugs('styles=Vintage,Streetwear')).toEqual(['new-tee']);
    expect(await slugs('availability=in-stock')).toEqual(['new-tee', 'big-boots', 'old-tee']);
    expect(await slugs('availability=low-stock')).toEqual(['new-tee', 'old-tee', 'linen']);
    expect(await slugs('sort=price-asc')).toEqual(['new-tee', 'old-tee', 'linen', 'big-boots']);
    expect(await slugs('sort=price-desc')).toEqual(['big-boots', 'old-tee', 'linen', 'new-tee']);
    expect(await slugs('access=vip')).toEqual([]);
    const random = await slugs('sort=random&seed=3');
    expect([...random].sort()).toEqual(['big-boots', 'linen', 'new-tee', 'old-tee']);
    expect(await slugs('sort=random&seed=3')).toEqual(random);
  });

  it('refuses nonsense with a 400 that says what is wrong', async () => {
    for (const query of [
      'sort=cheapest',
      'min=abc',
      'min=5000&max=100',
      'availability=soon',
      'min=-5',
      'cursor=%%%',
    ]) {
      const { res, body } = await get<{ error: { code: string; message: string } }>(
        `/api/catalogue/products?${query}`,
      );
      expect(res.status, query).toBe(400);
      expect(body.error.message, query).toBeTruthy();
    }
  });

  it('pages with a cursor that belongs to its sort', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      name: `Paged ${i}`,
      slug: `paged-${i}`,
      price: 100 + i,
      stock: 1,
      category: 'paged',
      createdAt: ago(10 + i),
    }));
    await shop.db.insert(products).values(many);
    const first = await get<Listing>('/api/catalogue/products?category=paged&sort=price-desc');
    expect(first.body.products).toHaveLength(50);
    const second = await get<Listing>(
      `/api/catalogue/products?category=paged&sort=price-desc&cursor=${first.body.next_cursor}`,
    );
    expect(second.body.products.map((p) => p.slug)).toEqual(
      Array.from({ length: 10 }, (_, i) => `paged-${9 - i}`),
    );
    expect(second.body.next_cursor).toBeNull();
    const wrongSort = await get(
      `/api/catalogue/products?category=paged&sort=latest&cursor=${first.body.next_cursor}`,
    );
    expect(wrongSort.res.status).toBe(400);
  });

  it('gives visitors a shared-cacheable answer with an ETag and a 304 for a repeat', async () => {
    const { res } = await get('/api/catalogue/products');
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await shop.app.request('/api/catalogue/products', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('shows each shopper what their tier, membership and role allow, decided from the session', async () => {
    const slugs = async (cookie: string) =>
      (await get<Listing>('/api/catalogue/products?category=clothing', cookie)).body.products
        .map((p) => p.slug)
        .sort();
    const visitorView = ['new-tee', 'old-tee'];
    const regular = await customer(shop, 'regular@shop.test');
    expect(await slugs(regular)).toEqual(visitorView);
    const member = await customer(shop, 'member@shop.test', { member: true });
    expect(await slugs(member)).toEqual([...visitorView, 'early-tee'].sort());
    const premium = await customer(shop, 'premium@shop.test', { tier: 'premium' });
    expect(await slugs(premium)).toEqual([...visitorView, 'early-tee', 'premium-tee'].sort());
    const vip = await customer(shop, 'vip@shop.test', { tier: 'vip' });
    expect(await slugs(vip)).toEqual([...visitorView, 'early-tee', 'premium-tee', 'vip-tee'].sort());
    const admin = await customer(shop, 'admin@shop.test', { admin: true });
    expect(await slugs(admin)).toEqual([...visitorView, 'early-tee', 'premium-tee', 'vip-tee'].sort());
    const { res } = await get('/api/catalogue/products', vip);
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    // A forged tier in the request changes nothing: only the database decides.
    const forged = await shop.app.request('/api/catalogue/products?category=clothing&tier=vip', {
      headers: { cookie: regular, 'x-customer-tier': 'vip' },
    });
    expect(((await forged.json()) as Listing).products.map((p) => p.slug).sort()).toEqual(visitorView);
  });

  it("lists only the styles of a profile's preferences when it has any", async () => {
    const cookie = await customer(shop, 'styled@shop.test', { styles: ['Vintage'] });
    const { body } = await get<Listing>('/api/catalogue/products', cookie);
    expect(body.products.map((p) => p.slug)).toEqual(['new-tee']);
  });

  it('finds one product by slug or id, and not at all when the shopper may not see it', async () => {
    const bySlug = await get<{ product: { id: string; sizes: string[]; description: string } }>(
      '/api/catalogue/products/old-tee',
    );
    expect(bySlug.res.status).toBe(200);
    expect(bySlug.body.product.sizes).toEqual(['S', 'M', 'L']);
    const byId = await get<{ product: { slug: string } }>(
      `/api/catalogue/products/${bySlug.body.product.id}`,
    );
    expect(byId.body.product.slug).toBe('old-tee');
    for (const hidden of ['vip-tee', 'hidden-tee', 'early-tee', 'no-such-thing']) {
      const { res, body } = await get<{ error: { code: string } }>(`/api/catalogue/products/${hidden}`);
      expect(res.status, hidden).toBe(404);
      expect(body.error.code).toBe('not_found');
    }
    const vip = await customer(shop, 'vip2@shop.test', { tier: 'vip' });
    expect((await get('/api/catalogue/products/vip-tee', vip)).res.status).toBe(200);
  });

  it('searches names without case, at most 5, escaping wildcards, never beyond what the shopper may see', async () => {
    const search = async (q: string) =>
      (
        await get<{ results: { slug: string }[] }>(`/api/catalogue/search?q=${encodeURIComponent(q)}`)
      ).body.results.map((r) => r.slug);
    expect(await search('TEE')).toEqual(['new-tee', 'old-tee']);
    expect(await search('100%')).toEqual(['linen']);
    expect(await search('%')).toEqual(['linen']);
    expect(await search('_')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search('paged')).toHaveLength(5);
    expect(await search('vip')).toEqual([]);
  });

  it('lists the categories a shopper can browse', async () => {
    const { body } = await get<{ categories: string[] }>('/api/catalogue/categories');
    expect(body.categories).toEqual(['clothing', 'paged', 'shoes', 'vintage-wear']);
  });

  it('lists bundles whose every item the shopper may see, with items and what they are worth', async () => {
    const { body } = await get<{
      bundles: { slug: string; components_total: number; bundle_items: unknown[] }[];
    }>('/api/catalogue/bundles?featured=true');
    expect(body.bundles.map((b) => b.slug)).toEqual(['weekend']);
    expect(body.bundles[0]!.components_total).toBe(2400);
    expect(body.bundles[0]!.bundle_items).toHaveLength(2);
    expect((await get('/api/catalogue/bundles/weekend')).res.status).toBe(200);
    expect((await get('/api/catalogue/bundles/vip-set')).res.status).toBe(404);
    const vip = await customer(shop, 'vip3@shop.test', { tier: 'vip' });
    expect((await get('/api/catalogue/bundles/vip-set', vip)).res.status).toBe(200);
  });

  it('answers the three most engaging videos', async () => {
    const { body } = await get<{ videos: { title: string }[] }>('/api/catalogue/videos');
    expect(body.videos.map((v) => v.title)).toEqual(['High', 'Mid', 'Low']);
  });

  it('keeps stock from going below zero in the database itself', async () => {
    await expect(
      shop.db.insert(products).values({ name: 'Bad', slug: 'bad', price: 100, stock: -1 }),
    ).rejects.toThrow();
  });
});
