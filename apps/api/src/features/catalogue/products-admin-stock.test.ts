// Sizes and stock on the owner's product form: sizes are replaced in one save keeping the ids of the
// sizes kept (order lines point at them), products.stock follows the sizes' total without giving back
// pieces a checkout holds or sold, and switching a product off takes it out of the storefront.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShop, databaseKinds, itemLine, newDevice, stockOf, useShop } from '../../test/use-shop';
import type { Caller } from '../../test/use-shop';
import { orderItems } from '../orders/orders.tables';
import { productVariants } from './catalogue.tables';
import type { adminProductDetail, adminProductList } from './products-admin.service';

type Detail = Awaited<ReturnType<typeof adminProductDetail>>;
type List = Awaited<ReturnType<typeof adminProductList>>;
type Product = Detail['product'];

describe.each(databaseKinds())('admin product sizes and stock on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  const create = async (body: Record<string, unknown>) =>
    (await admin.post<Detail>('/api/admin/products', { price: 2000, category: 'clothing', ...body })).body
      .product;
  const put = async (id: string, body: Record<string, unknown>) => {
    const res = await admin.put<Detail>(`/api/admin/products/${id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.product;
  };
  const sizeId = (p: Product, size: string) => p.variants.find((v) => v.size === size)!.id;
  const rowsOf = (id: string) =>
    shop.db.select().from(productVariants).where(eq(productVariants.productId, id));

  it('replaces the sizes in one save, keeping the ids of the sizes kept, and sums their stock', async () => {
    const p = await create({
      name: 'Denim Jacket',
      variants: [
        { size: 'S', stock: 1 },
        { size: 'M', stock: 2 },
      ],
    });
    expect(p.stock).toBe(3);
    const small = sizeId(p, 'S');
    const after = await put(p.id, {
      variants: [
        { id: small, size: 'S', color: 'Indigo', sku: 'DJ-S', stock: 1, price: 2200 },
        { size: 'L', stock: 4 },
      ],
    });
    expect(after.variants.map((v) => v.size)).toEqual(['S', 'L']);
    expect(after.variants[0]).toEqual({
      id: small,
      size: 'S',
      color: 'Indigo',
      sku: 'DJ-S',
      stock: 1,
      price: 2200,
    });
    expect(after.stock).toBe(5);
    // Two kept sizes may swap SKUs in one save.
    const large = sizeId(after, 'L');
    await put(p.id, { variants: [{ id: large, size: 'L', sku: 'DJ-L', stock: 4 }, after.variants[0]] });
    const swapped = await put(p.id, {
      variants: [
        { id: small, size: 'S', sku: 'DJ-L', stock: 1 },
        { id: large, size: 'L', sku: 'DJ-S', stock: 4 },
      ],
    });
    expect(swapped.variants.map((v) => [v.id, v.sku])).toEqual([
      [small, 'DJ-L'],
      [large, 'DJ-S'],
    ]);
    expect((await rowsOf(p.id)).map((v) => v.size).sort()).toEqual(['L', 'S']);

    // A save that leaves the sizes out leaves them alone.
    expect((await put(p.id, { name: 'Denim Jacket (washed)' })).variants).toEqual(swapped.variants);
    // Without sizes the product's own count applies again.
    const unsized = await put(p.id, { variants: [], stock: 2 });
    expect(unsized).toMatchObject({ variants: [], sizes: [], stock: 2 });
    const plain = await put(p.id, { stock: 7 });
    expect(plain.stock).toBe(7);
    // Sizes given to a product that had none: the stock is their total.
    expect((await put(p.id, { variants: [{ size: 'M', stock: 3 }] })).stock).toBe(3);
  });

  it('never gives back pieces a checkout holds or sold, and keeps order lines when a size goes', async () => {
    const p = await create({
      name: 'Silk Scarf',
      variants: [
        { size: 'S', stock: 1 },
        { size: 'L', stock: 1 },
      ],
    });
    const piece = { id: p.id, price: p.price, name: p.name };
    const api = shop.as(newDevice());
    const opened = await api.checkout([itemLine(piece, 1, 'S')]);
    expect(opened.status).toBe(201);
    const { payment } = opened.body;
    expect(await stockOf(shop, p.id)).toBe(1);

    // The form sends each size's count with the count it showed when it loaded.
    const asLoaded = p.variants.map((v) => ({ ...v, stock_seen: v.stock }));
    // The owner saves the form as loaded (sizes unchanged) while the shopper pays: the hold stays.
    const saved = await put(p.id, { description: 'Pure silk', variants: asLoaded });
    expect(saved.stock).toBe(1);
    expect(saved.variants.map((v) => [v.size, v.stock])).toEqual([
      ['S', 0],
      ['L', 1],
    ]);
    // One more L arrives: one more piece on sale, the held S still held.
    const more = await put(p.id, {
      variants: asLoaded.map((v) => (v.size === 'L' ? { ...v, stock: 2 } : v)),
    });
    expect(more.stock).toBe(2);

    const { transaction_id } = await api.paySandbox(payment.tx_ref, payment.amount);
    expect((await api.confirm(payment.tx_ref, transaction_id)).status).toBe(200);
    expect(await stockOf(shop, p.id)).toBe(2);
    // A form loaded before the sale and saved after it cannot put the sold S back on sale.
    const stale = await put(p.id, { variants: asLoaded });
    expect(stale.variants.map((v) => [v.size, v.stock])).toEqual([
      ['S', 0],
      ['L', 2],
    ]);
    const [line] = await shop.db.select().from(orderItems).where(eq(orderItems.productId, p.id));
    expect(line).toMatchObject({ variantId: sizeId(p, 'S'), size: 'S' });

    // The sold size is removed: the order line keeps its size, loses only the link.
    const smaller = await put(p.id, { variants: more.variants.filter((v) => v.size === 'L') });
    expect(smaller.stock).toBe(2);
    const [kept] = await shop.db.select().from(orderItems).where(eq(orderItems.id, line!.id));
    expect(kept).toMatchObject({ variantId: null, size: 'S', productId: p.id });
    expect(smaller.order_lines).toBe(1);
    // Taking more off than is on sale stops at none.
    expect(
      (await put(p.id, { variants: [{ ...smaller.variants[0]!, stock: 0, stock_seen: 5 }] })).stock,
    ).toBe(0);
  });

  it('switches a product off and on: gone from the storefront, still in the owner’s list', async () => {
    const p = await create({ name: 'Leather Boots', slug: 'leather-boots', stock: 2 });
    const listed = async () => {
      const res = await shop.api().catalogue.products.$get({ query: {} });
      const { products } = (await res.json()) as { products: { id: string }[] };
      return products.some((x) => x.id === p.id);
    };
    expect(await listed()).toBe(true);

    const off = await admin.post<Detail>(`/api/admin/products/${p.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.product.is_active).toBe(false);
    expect(await listed()).toBe(false);
    expect(
      (await shop.api().catalogue.products[':idOrSlug'].$get({ param: { idOrSlug: 'leather-boots' } }))
        .status,
    ).toBe(404);
    const owner = await admin.get<List>('/api/admin/products?q=leather');
    expect(owner.body.products.map((x) => x.is_active)).toEqual([false]);

    const on = await admin.post<Detail>(`/api/admin/products/${p.id}/activate`);
    expect(on.body.product.is_active).toBe(true);
    expect(await listed()).toBe(true);
    expect(
      (await shop.api().catalogue.products[':idOrSlug'].$get({ param: { idOrSlug: 'leather-boots' } }))
        .status,
    ).toBe(200);
  });

  it('shows a change to visitors at once, through the visitor cache', async () => {
    const cached = await createShop(kind, { env: { VISITOR_CACHE_SECONDS: '60' } });
    try {
      const owner = await cached.asAdmin('boss@example.com');
      const names = async () => {
        const res = await cached.api().catalogue.products.$get({ query: {} });
        return ((await res.json()) as { products: { name: string }[] }).products.map((x) => x.name);
      };
      const made = await owner.post<Detail>('/api/admin/products', {
        name: 'Straw Hat',
        price: 700,
        stock: 1,
      });
      expect(await names()).toContain('Straw Hat');
      await owner.put(`/api/admin/products/${made.body.product.id}`, { name: 'Panama Hat' });
      expect(await names()).toContain('Panama Hat');
      await owner.post(`/api/admin/products/${made.body.product.id}/deactivate`);
      expect(await names()).not.toContain('Panama Hat');
    } finally {
      await cached.close();
    }
  });
});
