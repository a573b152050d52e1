// The owner's product endpoints: create and read back every field, change some fields without
// touching the others, slugs made from the name and kept unique, the list with its filters, and
// clear 4xx answers (never a 500) for whatever a broken or hostile form sends.
import { DEFAULT_LOW_STOCK_SETTINGS } from '@shop/domain/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import type { adminProductDetail, adminProductList } from './products-admin.service';

type Detail = Awaited<ReturnType<typeof adminProductDetail>>;
type List = Awaited<ReturnType<typeof adminProductList>>;

const FULL_PRODUCT = {
  name: 'Vintage Levi’s 501 Jeans',
  description: 'Classic straight leg, barely worn.',
  price: 3500,
  original_price: 5000,
  discount_percentage: 30,
  category: 'Clothing',
  styles: ['Vintage', 'Casual', 'Vintage'],
  images: ['/uploads/images/u-abc-1024w.webp', 'https://images.unsplash.com/photo-1.jpg'],
  video_url: 'https://www.youtube.com/watch?v=q8vT3kLmZ2A',
  vip_only: true,
  early_access_only: true,
  early_access_until: '2030-01-01T09:00:00+03:00',
  tier_required: 'premium',
  is_new: true,
  is_bestseller: true,
  featured: true,
  drop_name: 'December Drop',
  is_active: true,
  sku: 'LEV-501',
  fabric_details: [
    {
      type: 'Denim',
      description: '14 oz selvedge',
      mainImage: '/uploads/images/denim-1024w.webp',
      closeupImage: '/uploads/images/denim-close-1024w.webp',
    },
  ],
  variants: [
    { sku: 'LEV-501-30', size: '30', color: 'Blue', stock: 2, price: null },
    { size: '32', stock: 1, price: 3700 },
  ],
};

describe.each(databaseKinds())('admin products on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('answers 403 to visitors and customers', async () => {
    const customer = await shop.signIn('shopper@example.com');
    for (const who of [shop.as(), shop.as({ cookie: customer.cookie })]) {
      expect((await who.get('/api/admin/products')).status).toBe(403);
      expect((await who.post('/api/admin/products', FULL_PRODUCT)).status).toBe(403);
    }
  });

  it('creates a product with every field and reads every field back', async () => {
    const created = await admin.post<Detail>('/api/admin/products', FULL_PRODUCT);
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('private, no-store');
    const p = created.body.product;
    expect(p).toMatchObject({
      name: 'Vintage Levi’s 501 Jeans',
      slug: 'vintage-levis-501-jeans',
      description: 'Classic straight leg, barely worn.',
      price: 3500,
      original_price: 5000,
      discount_percentage: 30,
      category: 'clothing',
      styles: ['Vintage', 'Casual'],
      images: FULL_PRODUCT.images,
      video_url: FULL_PRODUCT.video_url,
      vip_only: true,
      early_access_only: true,
      early_access_until: '2030-01-01T06:00:00.000Z',
      tier_required: 'premium',
      is_new: true,
      is_bestseller: true,
      featured: true,
      drop_name: 'December Drop',
      is_active: true,
      sku: 'LEV-501',
      fabric_details: FULL_PRODUCT.fabric_details,
      // The sizes' pieces together.
      stock: 3,
      sizes: ['30', '32'],
      order_lines: 0,
    });
    expect(p.variants).toEqual([
      { id: expect.any(String), sku: 'LEV-501-30', size: '30', color: 'Blue', stock: 2, price: null },
      { id: expect.any(String), sku: null, size: '32', color: null, stock: 1, price: 3700 },
    ]);
    const again = await admin.get<Detail>(`/api/admin/products/${p.id}`);
    expect(again.status).toBe(200);
    expect(again.body.product).toEqual(p);
  });

  it('creates with only a name and a price, with the spec’s defaults', async () => {
    const { status, body } = await admin.post<Detail>('/api/admin/products', {
      name: 'Plain Tee',
      price: 800,
    });
    expect(status).toBe(201);
    expect(body.product).toMatchObject({
      slug: 'plain-tee',
      category: 'uncategorized',
      stock: 0,
      is_active: true,
      vip_only: false,
      tier_required: null,
      images: [],
      variants: [],
      discount_percentage: 0,
    });
  });

  it('changes only the fields sent', async () => {
    const { body } = await admin.post<Detail>('/api/admin/products', {
      ...FULL_PRODUCT,
      sku: null,
      variants: [],
      stock: 4,
      name: 'Linen Shirt',
    });
    const id = body.product.id;
    const changed = await admin.put<Detail>(`/api/admin/products/${id}`, {
      price: 2900,
      vip_only: false,
      tier_required: null,
      drop_name: '',
      styles: ['Minimalist'],
      images: ['/uploads/images/u-new-1024w.webp'],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.product).toMatchObject({
      name: 'Linen Shirt',
      slug: 'linen-shirt',
      price: 2900,
      vip_only: false,
      tier_required: null,
      drop_name: null,
      styles: ['Minimalist'],
      images: ['/uploads/images/u-new-1024w.webp'],
      // Untouched.
      original_price: 5000,
      early_access_only: true,
      stock: 4,
      description: FULL_PRODUCT.description,
    });
    // Fields nobody may set are ignored (AC-4).
    const sneaky = await admin.put<Detail>(`/api/admin/products/${id}`, {
      popularity_score: 9999,
      id: '00000000-0000-4000-8000-000000000000',
      created_at: '2001-01-01T00:00:00Z',
    });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.product.popularity_score).toBe(0);
    expect(sneaky.body.product.id).toBe(id);
  });

  it('makes a free slug from the name, and answers 409 when the owner picks a taken one', async () => {
    const first = await admin.post<Detail>('/api/admin/products', { name: 'Red Dress', price: 1000 });
    const second = await admin.post<Detail>('/api/admin/products', { name: 'Red  Dress!', price: 1100 });
    expect(first.body.product.slug).toBe('red-dress');
    expect(second.body.product.slug).toBe('red-dress-2');

    const clash = await admin.post('/api/admin/products', { name: 'Other', price: 900, slug: 'red-dress' });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toEqual({
      code: 'slug_taken',
      message: 'Another product already uses this slug. Please choose another one.',
    });
    const edit = await admin.put(`/api/admin/products/${second.body.product.id}`, { slug: 'Red-Dress' });
    expect(edit.status).toBe(409);

    const renamed = await admin.put<Detail>(`/api/admin/products/${second.body.product.id}`, {
      slug: 'red-dress-long',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.product.slug).toBe('red-dress-long');

    const sku = await admin.post('/api/admin/products', { name: 'Copy', price: 900, sku: 'LEV-501' });
    expect(sku.status).toBe(409);
    expect(sku.body.error).toEqual({ code: 'sku_taken', message: 'Another product already has this SKU.' });
    const sizeSku = await admin.post('/api/admin/products', {
      name: 'Copy',
      price: 900,
      variants: [{ size: 'M', sku: 'LEV-501-30', stock: 1 }],
    });
    expect(sizeSku.status).toBe(409);
    expect(sizeSku.body.error.code).toBe('variant_sku_taken');
  });

  it('lists every product, active or not, with stock and sizes, filtered and paged', async () => {
    const off = await admin.post<Detail>('/api/admin/products', {
      name: 'Archived Jacket',
      price: 4000,
      category: 'outerwear',
      is_active: false,
      variants: [
        { size: 'M', stock: 1 },
        { size: 'L', stock: 2 },
      ],
    });
    const all = await admin.get<List>('/api/admin/products?page_size=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.products.length);
    const row = all.body.products.find((p) => p.id === off.body.product.id)!;
    expect(row).toMatchObject({ is_active: false, stock: 3, variant_count: 2, category: 'outerwear' });
    expect(all.body.categories).toContain('outerwear');

    const inactive = await admin.get<List>('/api/admin/products?active=false');
    expect(inactive.body.products.map((p) => p.name)).toEqual(['Archived Jacket']);
    const found = await admin.get<List>('/api/admin/products?q=jacket&category=outerwear');
    expect(found.body.products.map((p) => p.id)).toEqual([off.body.product.id]);
    const bySku = await admin.get<List>('/api/admin/products?q=lev-501');
    expect(bySku.body.products.map((p) => p.sku)).toEqual(['LEV-501']);

    const page1 = await admin.get<List>('/api/admin/products?page=1&page_size=2&sort=name');
    const page2 = await admin.get<List>('/api/admin/products?page=2&page_size=2&sort=name');
    expect(page1.body.products).toHaveLength(2);
    expect(page1.body.products[1]!.name <= page2.body.products[0]!.name).toBe(true);

    // Low stock (the owner's level, by default 1: sold out or the last piece) and sold out, as the
    // dashboard links to them.
    const level = DEFAULT_LOW_STOCK_SETTINGS.at_most;
    const low = await admin.get<List>('/api/admin/products?stock=low&page_size=100');
    expect(low.body.products.length).toBeGreaterThan(0);
    expect(low.body.products.every((p) => p.lowest_size_stock <= level)).toBe(true);
    expect(low.body.products.map((p) => p.id)).toContain(off.body.product.id);
    const allLow = all.body.products.filter((p) => p.lowest_size_stock <= level).map((p) => p.id);
    expect(low.body.products.map((p) => p.id).sort()).toEqual(allLow.sort());
    const out = await admin.get<List>('/api/admin/products?stock=out&page_size=100');
    expect(out.body.products.map((p) => p.id).sort()).toEqual(
      all.body.products
        .filter((p) => p.stock === 0)
        .map((p) => p.id)
        .sort(),
    );
    expect((await admin.get<List>('/api/admin/products?stock=plenty')).status).toBe(400);
  });

  it('answers 404 for a product that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`/api/admin/products/${missing}`)).status).toBe(404);
    expect((await admin.put(`/api/admin/products/${missing}`, { price: 100 })).status).toBe(404);
    expect((await admin.post(`/api/admin/products/${missing}/deactivate`)).status).toBe(404);
  });
});
