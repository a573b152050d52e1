// The owner's drops: create, change, list, delete, with each product's early-access fields following
// its drop in the same save (and cleared when it leaves); clear refusals; admins only.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, useShop, type Caller, type Piece } from '../../test/use-shop';
import { products } from '../catalogue/catalogue.tables';
import type { adminDropDetail, adminDropList } from './drops-admin.service';

type One = Awaited<ReturnType<typeof adminDropDetail>>;
type List = Awaited<ReturnType<typeof adminDropList>>;

const HOUR = 3600_000;

describe.each(databaseKinds())('admin drops on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  let pieces: Piece[];

  beforeAll(async () => {
    admin = await shop.asAdmin();
    pieces = [];
    for (const name of ['Kitenge Dress', 'Denim Vest', 'Silk Scarf', 'Linen Shirt'])
      pieces.push(await addPiece(shop, { name, price: 2000 }));
  });

  const fieldsOf = async (id: string) => {
    const [row] = await shop.db
      .select({
        earlyAccessOnly: products.earlyAccessOnly,
        earlyAccessUntil: products.earlyAccessUntil,
        dropName: products.dropName,
      })
      .from(products)
      .where(eq(products.id, id));
    return row!;
  };

  it('creates a drop with its products in order, stamping their early-access fields', async () => {
    const launch = new Date(Date.now() + 72 * HOUR);
    launch.setMilliseconds(0);
    const res = await admin.post<One>('/api/admin/drops', {
      name: 'Kitenge Friday',
      description: 'Bright prints for the weekend.',
      public_access_start: launch.toISOString(),
      products: [{ product_id: pieces[1]!.id }, { product_id: pieces[0]!.id, is_featured: true }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { drop } = res.body;
    expect(drop).toMatchObject({ name: 'Kitenge Friday', slug: 'kitenge-friday', status: 'upcoming' });
    expect(drop.products.map((p) => [p.name, p.display_order, p.is_featured])).toEqual([
      ['Denim Vest', 1, false],
      ['Kitenge Dress', 2, true],
    ]);
    expect(Date.parse(drop.windows.vip)).toBe(launch.getTime() - 48 * HOUR);
    expect(Date.parse(drop.windows.member)).toBe(launch.getTime() - 24 * HOUR);
    expect(await fieldsOf(pieces[0]!.id)).toEqual({
      earlyAccessOnly: true,
      earlyAccessUntil: launch,
      dropName: 'Kitenge Friday',
    });
    // A second drop with the same name gets the next free slug.
    const twin = await admin.post<One>('/api/admin/drops', {
      name: 'Kitenge Friday',
      public_access_start: launch.toISOString(),
    });
    expect(twin.body.drop.slug).toBe('kitenge-friday-2');
    expect((await admin.del(`/api/admin/drops/${twin.body.drop.id}`)).status).toBe(200);
  });

  it('changes the launch and the list: products that left are ordinary again, in the same save', async () => {
    const list = (await admin.get<List>('/api/admin/drops')).body.drops;
    const drop = list.find((d) => d.slug === 'kitenge-friday')!;
    expect(drop.product_count).toBe(2);
    const launch = new Date(Date.now() + 40 * HOUR);
    launch.setMilliseconds(0);
    const res = await admin.put<One>(`/api/admin/drops/${drop.id}`, {
      name: 'Kitenge Weekend',
      public_access_start: launch.toISOString(),
      products: [{ product_id: pieces[0]!.id, is_featured: true }, { product_id: pieces[2]!.id }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 40 hours before launch the vip window is open, premium's not yet.
    expect(res.body.drop).toMatchObject({ name: 'Kitenge Weekend', status: 'vip_live' });
    expect(await fieldsOf(pieces[2]!.id)).toEqual({
      earlyAccessOnly: true,
      earlyAccessUntil: launch,
      dropName: 'Kitenge Weekend',
    });
    expect(await fieldsOf(pieces[1]!.id)).toEqual({
      earlyAccessOnly: false,
      earlyAccessUntil: null,
      dropName: null,
    });
  });

  it('keeps a product in one drop, and the product form from changing what its drop sets', async () => {
    const res = await admin.post('/api/admin/drops', {
      name: 'Silk Night',
      public_access_start: new Date(Date.now() + 90 * HOUR).toISOString(),
      products: [{ product_id: pieces[2]!.id }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'product_in_other_drop',
      message: 'Silk Scarf is already part of the drop Kitenge Weekend. Take it out of that drop first.',
    });
    const edit = await admin.put(`/api/admin/products/${pieces[2]!.id}`, { drop_name: 'Something else' });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('part_of_drop');
    expect(edit.body.error.message).toContain('part of the drop Kitenge Weekend');
    // Other fields, and the drop's own values sent back unchanged, still save.
    const fields = await fieldsOf(pieces[2]!.id);
    const fine = await admin.put<{ product: { price: number; drop: { name: string } | null } }>(
      `/api/admin/products/${pieces[2]!.id}`,
      { price: 2100, early_access_only: true, early_access_until: fields.earlyAccessUntil!.toISOString() },
    );
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    expect(fine.body.product).toMatchObject({ price: 2100, drop: { name: 'Kitenge Weekend' } });
  });

  it('deletes a drop and gives its products back their ordinary fields', async () => {
    const drop = (await admin.get<List>('/api/admin/drops')).body.drops.find(
      (d) => d.name === 'Kitenge Weekend',
    )!;
    expect((await admin.del(`/api/admin/drops/${drop.id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/drops/${drop.id}`)).status).toBe(404);
    for (const piece of [pieces[0]!, pieces[2]!])
      expect(await fieldsOf(piece.id)).toEqual({
        earlyAccessOnly: false,
        earlyAccessUntil: null,
        dropName: null,
      });
  });

  it('refuses bad input with 400, unknown drops with 404, a taken slug with 409, and non-admins', async () => {
    const bad = await admin.post('/api/admin/drops', { name: '', public_access_start: 'tomorrow' });
    expect(bad.status).toBe(400);
    const paths = bad.body.error.issues!.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'public_access_start']));
    const twice = await admin.post('/api/admin/drops', {
      name: 'Twice',
      public_access_start: new Date().toISOString(),
      products: [{ product_id: pieces[3]!.id }, { product_id: pieces[3]!.id }],
    });
    expect(twice.status).toBe(400);
    const unknown = await admin.post('/api/admin/drops', {
      name: 'Ghost',
      public_access_start: new Date().toISOString(),
      products: [{ product_id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(unknown.status).toBe(400);
    const at = new Date(Date.now() + 80 * HOUR).toISOString();
    expect(
      (await admin.post('/api/admin/drops', { name: 'One', slug: 'one', public_access_start: at })).status,
    ).toBe(201);
    const taken = await admin.post('/api/admin/drops', { name: 'Two', slug: 'one', public_access_start: at });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('slug_taken');
    expect((await admin.put('/api/admin/drops/00000000-0000-4000-8000-000000000000', {})).status).toBe(404);
    const customer = await shop.signIn(`drops-admin-${kind}@shop.test`, { tier: 'vip' });
    for (const who of [{}, { cookie: customer.cookie }]) {
      expect((await shop.as(who).get('/api/admin/drops')).status).toBeGreaterThanOrEqual(401);
      const post = await shop.as(who).post('/api/admin/drops', { name: 'Mine', public_access_start: at });
      expect([401, 403]).toContain(post.status);
    }
  });
});
