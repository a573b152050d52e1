// Home highlights: the public list shows only highlights switched on and inside their window, with
// sold-out, switched-off and hidden items dropped; the owner's writes are admin-only, in order, and
// bad input gets a clear 4xx.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBundle, addPiece, databaseKinds, useShop, type Caller } from '../../test/use-shop';
import { products, productVariants } from '../catalogue/catalogue.tables';
import { syncProductStock } from '../stock/stock.repo';
import type { adminHighlightList, createHighlight, listHighlights } from './highlights.service';

type Public = Awaited<ReturnType<typeof listHighlights>>;
type AdminList = Awaited<ReturnType<typeof adminHighlightList>>;
type One = Awaited<ReturnType<typeof createHighlight>>;

const HOUR = 3600_000;

describe.each(databaseKinds())('home highlights on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  const create = async (body: Record<string, unknown>) => {
    const res = await admin.post<One>('/api/admin/highlights', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.highlight;
  };
  const setItems = async (id: string, items: { kind: string; ref_id: string }[]) => {
    const res = await admin.put<One>(`/api/admin/highlights/${id}/items`, { items });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.highlight;
  };
  const publicList = async () => {
    const res = await shop.as().get<Public>('/api/highlights');
    expect(res.status).toBe(200);
    return res.body.highlights;
  };

  it('lists highlights on show, in order, with sold-out and hidden items dropped', async () => {
    const dress = await addPiece(shop, { name: 'Kitenge dress', price: 2400, sizes: ['M', 'S'], stock: 2 });
    const soldOut = await addPiece(shop, { name: 'Gone jacket', stock: 0 });
    const vip = await addPiece(shop, { name: 'VIP bag', vipOnly: true });
    const off = await addPiece(shop, { name: 'Hidden scarf' });
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, off.id));
    const bundle = await addBundle(shop, [{ piece: dress }]);
    const video = await admin.post<{ video: { id: string } }>('/api/admin/videos', {
      title: 'Styling the dress',
      url: 'https://youtube.com/shorts/abcdefghijk',
    });
    expect(video.status).toBe(201);

    const story = await create({ title: 'New in', cover_image: '/uploads/images/cover-1024w.webp' });
    const items = [
      { kind: 'product', ref_id: soldOut.id },
      { kind: 'product', ref_id: dress.id },
      { kind: 'product', ref_id: vip.id },
      { kind: 'product', ref_id: off.id },
      { kind: 'bundle', ref_id: bundle.id },
      { kind: 'video', ref_id: video.body.video.id },
    ];
    const saved = await setItems(story.id, items);
    expect(saved.items.map((i) => [i.name, i.state])).toEqual([
      ['Gone jacket', 'sold_out'],
      ['Kitenge dress', 'ok'],
      ['VIP bag', 'members_only'],
      ['Hidden scarf', 'off'],
      [bundle.name, 'ok'],
      ['Styling the dress', 'ok'],
    ]);

    const hidden = await create({ title: 'Switched off', active: false });
    const later = await create({ title: 'Later', starts_at: new Date(Date.now() + HOUR).toISOString() });
    const past = await create({
      title: 'Past',
      starts_at: new Date(Date.now() - 2 * HOUR).toISOString(),
      ends_at: new Date(Date.now() - HOUR).toISOString(),
    });
    const nothingLeft = await create({ title: 'Sold out only' });
    const open = await create({
      title: 'This week',
      starts_at: new Date(Date.now() - HOUR).toISOString(),
      ends_at: new Date(Date.now() + HOUR).toISOString(),
    });
    for (const h of [hidden, later, past]) await setItems(h.id, [{ kind: 'product', ref_id: dress.id }]);
    await setItems(nothingLeft.id, [{ kind: 'product', ref_id: soldOut.id }]);
    await setItems(open.id, [{ kind: 'video', ref_id: video.body.video.id }]);

    const res = await shop.as().get<Public>('/api/highlights');
    expect(res.headers.get('cache-control')).toContain('public, max-age=60');
    const list = res.body.highlights;
    expect(list.map((h) => h.title)).toEqual(['New in', 'This week']);
    const [first, second] = list;
    expect(first!.cover_image).toBe('/uploads/images/cover-1024w.webp');
    expect(first!.items.map((i) => i.kind)).toEqual(['product', 'bundle', 'video']);
    expect(first!.items[0]).toMatchObject({
      kind: 'product',
      id: dress.id,
      name: 'Kitenge dress',
      price: 2400,
      sizes: ['S', 'M'],
      size_stock: { M: 1, S: 1 },
    });
    expect(first!.items[1]).toMatchObject({ kind: 'bundle', id: bundle.id, stock: 2 });
    expect(first!.items[2]).toMatchObject({ kind: 'video', youtube: true, title: 'Styling the dress' });
    // Without a cover of its own, a highlight shows its first item's picture.
    expect(second!.cover_image).toBe(first!.items[2]!.kind === 'video' ? first!.items[2]!.poster : null);

    // The dress sells out: it leaves the story, and the bundle built on it too.
    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, dress.id));
    await syncProductStock(shop.db, dress.id);
    const afterSale = await admin.put<One>(`/api/admin/highlights/${open.id}`, { title: 'This week!' });
    expect(afterSale.status).toBe(200);
    const adminView = (await admin.get<AdminList>('/api/admin/highlights')).body.highlights;
    expect(adminView.find((h) => h.id === story.id)!.items.map((i) => i.state)).toEqual([
      'sold_out',
      'sold_out',
      'members_only',
      'off',
      'sold_out',
      'ok',
    ]);
    expect((await publicList()).map((h) => [h.title, h.items.map((i) => i.kind)])).toEqual([
      ['New in', ['video']],
      ['This week!', ['video']],
    ]);

    // The list costs one query (then the visitor cache answers); every owner's write empties the cache.
    await admin.put(`/api/admin/highlights/${open.id}`, { title: 'This week!' });
    const before = shop.database.queryCount();
    await publicList();
    expect(shop.database.queryCount() - before).toBe(1);
  });

  it('reorders, reschedules and deletes; the admin list says what shows now', async () => {
    const before = (await admin.get<AdminList>('/api/admin/highlights')).body.highlights;
    expect(before.find((h) => h.title === 'Later')).toMatchObject({ on_show: false, active: true });
    const week = before.find((h) => h.title === 'This week!')!;
    const newIn = before.find((h) => h.title === 'New in')!;
    const reordered = await admin.post<AdminList>('/api/admin/highlights/reorder', {
      ids: [week.id, newIn.id],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.highlights.slice(0, 2).map((h) => [h.title, h.position])).toEqual([
      ['This week!', 1],
      ['New in', 2],
    ]);
    expect(reordered.body.highlights).toHaveLength(before.length);
    expect((await publicList()).map((h) => h.title)).toEqual(['This week!', 'New in']);

    const cleared = await admin.put<One>(`/api/admin/highlights/${week.id}`, {
      starts_at: null,
      ends_at: null,
    });
    expect(cleared.body.highlight).toMatchObject({ starts_at: null, ends_at: null, on_show: true });
    const gone = await admin.del<{ deleted: boolean }>(`/api/admin/highlights/${week.id}`);
    expect(gone.body.deleted).toBe(true);
    expect((await publicList()).map((h) => h.title)).toEqual(['New in']);
    expect((await admin.del(`/api/admin/highlights/${week.id}`)).status).toBe(404);
  });

  it('refuses bad input with a clear 4xx, and everyone but admins with 403', async () => {
    const story = await create({ title: 'Checks' });
    const nobody = '00000000-0000-4000-8000-000000000000';
    const problem = async (res: Promise<{ status: number; body: unknown }>, status: number, text: string) => {
      const answer = await res;
      expect(answer.status).toBe(status);
      expect(JSON.stringify(answer.body)).toContain(text);
    };
    await problem(admin.post('/api/admin/highlights', { title: '  ' }), 400, 'Please enter a title');
    await problem(admin.post('/api/admin/highlights', {}), 400, 'title');
    await problem(
      admin.post('/api/admin/highlights', { title: 'x', cover_image: 'javascript:alert(1)' }),
      400,
      'must be an uploaded file',
    );
    await problem(
      admin.post('/api/admin/highlights', {
        title: 'Window',
        starts_at: '2030-01-02T00:00:00Z',
        ends_at: '2030-01-01T00:00:00Z',
      }),
      400,
      'The end must be after the start',
    );
    await admin.put(`/api/admin/highlights/${story.id}`, { starts_at: '2030-01-02T00:00:00Z' });
    await problem(
      admin.put(`/api/admin/highlights/${story.id}`, { ends_at: '2030-01-01T00:00:00Z' }),
      400,
      'The end must be after the start',
    );
    await problem(
      admin.put(`/api/admin/highlights/${story.id}`, { starts_at: 'tomorrow' }),
      400,
      'starts_at',
    );
    await problem(admin.put(`/api/admin/highlights/${nobody}`, { title: 'x' }), 404, 'No such highlight');
    await problem(
      admin.put('/api/admin/highlights/not-an-id', { title: 'x' }),
      400,
      'must be a highlight id',
    );
    const items = `/api/admin/highlights/${story.id}/items`;
    await problem(admin.put(items, { items: [{ kind: 'product', ref_id: nobody }] }), 400, 'No such product');
    await problem(
      admin.put(items, { items: [{ kind: 'song', ref_id: nobody }] }),
      400,
      'kind must be one of',
    );
    await problem(
      admin.put(items, {
        items: [
          { kind: 'video', ref_id: nobody },
          { kind: 'video', ref_id: nobody },
        ],
      }),
      400,
      'An item is listed twice',
    );
    await problem(admin.post('/api/admin/highlights/reorder', { ids: [nobody] }), 400, 'No such highlight');

    const customer = shop.as(await shop.signIn('shopper@example.com'));
    for (const who of [shop.as(), customer]) {
      expect((await who.get('/api/admin/highlights')).status).toBe(403);
      expect((await who.get('/api/admin/highlights/choices?q=a')).status).toBe(403);
      expect((await who.post('/api/admin/highlights', { title: 'Mine' })).status).toBe(403);
      expect((await who.put(`/api/admin/highlights/${story.id}`, { title: 'Mine' })).status).toBe(403);
      expect((await who.put(`${items}`, { items: [] })).status).toBe(403);
      expect((await who.post('/api/admin/highlights/reorder', { ids: [story.id] })).status).toBe(403);
      expect((await who.del(`/api/admin/highlights/${story.id}`)).status).toBe(403);
    }
  });

  it('finds products, bundles and videos for the item picker', async () => {
    const res = await admin.get<{
      products: { name: string }[];
      bundles: { name: string }[];
      videos: { name: string }[];
    }>('/api/admin/highlights/choices?q=dress');
    expect(res.status).toBe(200);
    expect(res.body.products.map((p) => p.name)).toEqual(['Kitenge dress']);
    expect(res.body.videos.map((v) => v.name)).toEqual(['Styling the dress']);
    expect(res.body.bundles).toEqual([]);
  });
});
