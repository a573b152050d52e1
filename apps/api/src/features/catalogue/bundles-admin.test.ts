// The owner's bundle endpoints: every field, pieces replaced in one save, the saving worked out by the
// server (and kept in step when a piece's price changes), slugs, switching off, and clear 4xx answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import type { adminBundleDetail, adminBundleList } from './bundles-admin.service';
import type { adminProductDetail } from './products-admin.service';

type Detail = Awaited<ReturnType<typeof adminBundleDetail>>;
type List = Awaited<ReturnType<typeof adminBundleList>>;
type ProductDetail = Awaited<ReturnType<typeof adminProductDetail>>;

describe.each(databaseKinds())('admin bundles on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  let top: string;
  let skirt: string;

  beforeAll(async () => {
    admin = await shop.asAdmin();
    const product = async (name: string, price: number) =>
      (await admin.post<ProductDetail>('/api/admin/products', { name, price, stock: 6 })).body.product.id;
    top = await product('Crop Top', 2000);
    skirt = await product('Pleated Skirt', 1500);
  });

  const publicSlugs = async () => {
    const res = await shop.api().catalogue.bundles.$get({ query: {} });
    return ((await res.json()) as { bundles: { slug: string }[] }).bundles.map((b) => b.slug);
  };

  it('creates a bundle with every field and works out the saving', async () => {
    // Every field the form sends, as it reads back.
    const fields = {
      name: 'Weekend Set',
      description: 'Top and two skirts.',
      price: 4000,
      featured_image: '/uploads/images/u-set-1024w.webp',
      images: ['/uploads/images/u-set-1024w.webp', '/uploads/images/u-set2-1024w.webp'],
      is_featured: true,
      is_active: true,
      track_inventory: true,
      stock: 3,
    };
    const res = await admin.post<Detail>('/api/admin/bundles', {
      ...fields,
      items: [
        { product_id: top, quantity: 1 },
        { product_id: skirt, quantity: 2 },
      ],
      savings: 99_999,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const b = res.body.bundle;
    expect(b).toMatchObject({
      ...fields,
      slug: 'weekend-set',
      available: 3,
      components_total: 5000,
      // 2000 + 2 × 1500 − 4000; the savings sent were ignored.
      savings: 1000,
    });
    expect(b.items.map((i) => [i.product.name, i.quantity])).toEqual([
      ['Crop Top', 1],
      ['Pleated Skirt', 2],
    ]);
    expect((await admin.get<Detail>(`/api/admin/bundles/${b.id}`)).body.bundle).toEqual(b);
    expect(await publicSlugs()).toContain('weekend-set');
  });

  it('changes fields and pieces; the saving follows prices and is never negative', async () => {
    const made = await admin.post<Detail>('/api/admin/bundles', {
      name: 'Weekend Set',
      price: 3000,
      items: [{ product_id: top, quantity: 1 }],
    });
    const id = made.body.bundle.id;
    expect(made.body.bundle).toMatchObject({ slug: 'weekend-set-2', track_inventory: false, available: 6 });
    expect(made.body.bundle.savings).toBe(0);

    const more = await admin.put<Detail>(`/api/admin/bundles/${id}`, {
      items: [
        { product_id: top, quantity: 2 },
        { product_id: skirt, quantity: 1 },
      ],
    });
    expect(more.status).toBe(200);
    expect(more.body.bundle).toMatchObject({
      components_total: 5500,
      savings: 2500,
      available: 3,
      price: 3000,
    });

    const cheaper = await admin.put<Detail>(`/api/admin/bundles/${id}`, { price: 6000, name: 'Big Set' });
    expect(cheaper.body.bundle).toMatchObject({ savings: 0, name: 'Big Set', slug: 'weekend-set-2' });

    // A piece's price changes on the product form: every bundle holding it is worked out again.
    await admin.put(`/api/admin/products/${skirt}`, { price: 3000 });
    const after = await admin.get<Detail>(`/api/admin/bundles/${id}`);
    expect(after.body.bundle).toMatchObject({ components_total: 7000, savings: 1000 });
    await admin.put(`/api/admin/products/${skirt}`, { price: 1500 });
  });

  it('lists every bundle, active or not, and switches one off and on', async () => {
    const made = await admin.post<Detail>('/api/admin/bundles', {
      name: 'Holiday Pack',
      slug: 'holiday-pack',
      price: 3000,
      items: [{ product_id: skirt, quantity: 1 }],
    });
    const id = made.body.bundle.id;
    const off = await admin.post<Detail>(`/api/admin/bundles/${id}/deactivate`);
    expect(off.body.bundle.is_active).toBe(false);
    expect(await publicSlugs()).not.toContain('holiday-pack');
    const inactive = await admin.get<List>('/api/admin/bundles?active=false');
    expect(inactive.body.bundles.map((b) => b.slug)).toEqual(['holiday-pack']);
    const all = await admin.get<List>('/api/admin/bundles');
    expect(all.body.total).toBe(3);
    expect((await admin.get<List>('/api/admin/bundles?q=holiday')).body.bundles).toHaveLength(1);
    await admin.post(`/api/admin/bundles/${id}/activate`);
    expect(await publicSlugs()).toContain('holiday-pack');
  });

  it('answers 409 for a taken slug and 400 with a clear message for bad input', async () => {
    const clash = await admin.post('/api/admin/bundles', {
      name: 'Copy',
      slug: 'holiday-pack',
      price: 100,
      items: [{ product_id: top, quantity: 1 }],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toEqual({
      code: 'slug_taken',
      message: 'Another bundle already uses this slug. Please choose another one.',
    });

    const nobody = '00000000-0000-4000-8000-000000000000';
    const bad: [unknown, string][] = [
      [{ name: 'X', price: 100, items: [] }, 'items: Please add at least one product'],
      [{ name: 'X', price: 100 }, 'items:'],
      [
        { name: 'X', price: 100, items: [{ product_id: nobody, quantity: 1 }] },
        'items.0.product_id: No such product',
      ],
      [
        { name: 'X', price: 100, items: [{ product_id: 'nope', quantity: 1 }] },
        'items.0.product_id: must be a product id',
      ],
      [{ name: 'X', price: 100, items: [{ product_id: top, quantity: 0 }] }, 'items.0.quantity: At least 1'],
      [
        {
          name: 'X',
          price: 100,
          items: [
            { product_id: top, quantity: 1 },
            { product_id: top, quantity: 2 },
          ],
        },
        'items.1.product_id: This product is listed twice; raise its quantity instead',
      ],
      [{ name: 'X', price: 0, items: [{ product_id: top, quantity: 1 }] }, 'price: Must be above 0'],
      [{ name: 'X', price: 100, stock: 'lots', items: [{ product_id: top, quantity: 1 }] }, 'stock:'],
      [
        {
          name: 'X',
          price: 100,
          featured_image: 'data:image/png;base64,AAAA',
          items: [{ product_id: top, quantity: 1 }],
        },
        'featured_image:',
      ],
    ];
    for (const [body, message] of bad) {
      const res = await admin.post('/api/admin/bundles', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    expect((await admin.get('/api/admin/bundles/123')).status).toBe(400);
    expect((await admin.get(`/api/admin/bundles/${nobody}`)).status).toBe(404);
    expect((await admin.put(`/api/admin/bundles/${nobody}`, { price: 100 })).status).toBe(404);
    expect((await admin.post(`/api/admin/bundles/${nobody}/activate`)).status).toBe(404);
  });
});
