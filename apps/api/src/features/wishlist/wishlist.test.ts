// The wishlist API: only one's own list, visitors 401, duplicates harmless, unknown or hidden pieces a
// clear 4xx (never 500), the sign-in merge in one statement, and the catalogue's card shape and
// access rules for what is shown.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signUp, useShop } from '../../test/use-shop';
import type { AuthAgent } from '../../test/use-shop';
import { products, productVariants } from '../catalogue/catalogue.tables';
import { wishlist } from './wishlist.tables';
import { PRODUCT_NOT_AVAILABLE, SIGN_IN_FOR_WISHLIST } from './wishlist.service';

type Card = { id: string; slug: string; name: string; sizes: string[] };
type List = { products: Card[] };

describe.each(databaseKinds())('the wishlist API on %s', (kind) => {
  const shop = useShop(kind);
  const ids: Record<string, string> = {};
  let serial = 0;

  /** A new signed-in shopper. */
  async function shopper(): Promise<AuthAgent & { id: string }> {
    const agent = shop.agent();
    const { user } = await signUp(agent, `wish-${serial++}@shop.test`);
    return Object.assign(agent, { id: user.id });
  }
  const list = async (agent: AuthAgent) => {
    const res = await agent.get('/api/wishlist');
    expect(res.status).toBe(200);
    return ((await res.json()) as List).products.map((p) => p.slug);
  };
  const add = (agent: AuthAgent, slug: string) => agent.post('/api/wishlist', { product_id: ids[slug] });

  beforeAll(async () => {
    const base = { price: 1500, stock: 2, category: 'clothing' };
    const rows = await shop.database.db
      .insert(products)
      .values([
        { ...base, name: 'Denim Jacket', slug: 'denim' },
        { ...base, name: 'Kitenge Dress', slug: 'kitenge' },
        { ...base, name: 'Leather Bag', slug: 'bag', category: 'bags' },
        { ...base, name: 'Hidden Tee', slug: 'hidden', isActive: false },
        { ...base, name: 'VIP Coat', slug: 'vip', vipOnly: true },
        ...Array.from({ length: 20 }, (_, i) => ({ ...base, name: `Tee ${i}`, slug: `tee-${i}` })),
      ])
      .returning({ id: products.id, slug: products.slug });
    for (const row of rows) ids[row.slug] = row.id;
    await shop.database.db
      .insert(productVariants)
      .values(['XL', 'S', 'M'].map((size) => ({ productId: ids.denim!, size, stock: 1 })));
  });

  it('asks a visitor to sign in for every change and for the list itself', async () => {
    const visitor = shop.agent();
    const answers = [
      await visitor.get('/api/wishlist'),
      await add(visitor, 'denim'),
      await visitor.post('/api/wishlist/merge', { product_ids: [ids.denim] }),
      await visitor.request(`/api/wishlist/${ids.denim}`, { method: 'DELETE' }),
      await visitor.request('/api/wishlist', { method: 'DELETE' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: SIGN_IN_FOR_WISHLIST } });
    }
    expect(await shop.database.db.select().from(wishlist)).toEqual([]);
  });

  it('saves a piece once: adding it again is still a success', async () => {
    const me = await shopper();
    const first = await add(me, 'denim');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ added: true });
    const again = await add(me, 'denim');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ added: false });
    expect(await list(me)).toEqual(['denim']);
    const rows = await shop.database.db.select().from(wishlist).where(eq(wishlist.userId, me.id));
    expect(rows).toHaveLength(1);
  });

  it('lists the pieces as the catalogue shows its cards, most recently saved first', async () => {
    const me = await shopper();
    await add(me, 'denim');
    await add(me, 'bag');
    const res = await me.get('/api/wishlist');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as List;
    expect(body.products.map((p) => p.slug)).toEqual(['bag', 'denim']);
    const catalogue = (await (await me.get('/api/catalogue/products')).json()) as List;
    const sameInCatalogue = catalogue.products.find((p) => p.slug === 'denim');
    expect(body.products[1]).toEqual(sameInCatalogue);
    expect(body.products[1]!.sizes).toEqual(['S', 'M', 'XL']);
  });

  it('answers unknown, inactive, hidden and malformed ids with a clear 4xx, never a 500', async () => {
    const me = await shopper();
    for (const id of [randomUUID(), ids.hidden, ids.vip]) {
      const res = await me.post('/api/wishlist', { product_id: id });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: PRODUCT_NOT_AVAILABLE } });
    }
    const malformed = [
      await me.post('/api/wishlist', { product_id: 'not-an-id' }),
      await me.post('/api/wishlist', {}),
      await me.post('/api/wishlist', { product_id: 42 }),
      await me.request('/api/wishlist', {
        method: 'POST',
        body: '{"product_id":',
        headers: { 'content-type': 'application/json' },
      }),
      await me.request('/api/wishlist/not-an-id', { method: 'DELETE' }),
      await me.post('/api/wishlist/merge', { product_ids: 'all' }),
      await me.post('/api/wishlist/merge', { product_ids: ['x'] }),
      await me.post('/api/wishlist/merge', { product_ids: Array.from({ length: 201 }, randomUUID) }),
      await me.get('/api/wishlist/products?ids=1,2'),
    ];
    for (const res of malformed) {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message.length).toBeGreaterThan(5);
    }
    expect(await list(me)).toEqual([]);
  });

  it('removes one piece and clears the rest; removing twice is harmless', async () => {
    const me = await shopper();
    for (const slug of ['denim', 'kitenge', 'bag']) await add(me, slug);
    const removed = await me.request(`/api/wishlist/${ids.kitenge}`, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ removed: true });
    const twice = await me.request(`/api/wishlist/${ids.kitenge}`, { method: 'DELETE' });
    expect(twice.status).toBe(200);
    expect(await twice.json()).toEqual({ removed: false });
    expect(await list(me)).toEqual(['bag', 'denim']);
    const cleared = await me.request('/api/wishlist', { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ removed: 2 });
    expect(await list(me)).toEqual([]);
  });

  it('hides a saved piece once it is off sale, and still lets the shopper remove it', async () => {
    const me = await shopper();
    const [temp] = await shop.database.db
      .insert(products)
      .values({ name: 'Short-lived', slug: `short-${kind}`, price: 800, stock: 1 })
      .returning({ id: products.id });
    await me.post('/api/wishlist', { product_id: temp!.id });
    await add(me, 'denim');
    await shop.database.db.update(products).set({ isActive: false }).where(eq(products.id, temp!.id));
    expect(await list(me)).toEqual(['denim']);
    const res = await me.request(`/api/wishlist/${temp!.id}`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ removed: true });
  });

  it('merges a device list at sign-in in one statement, skipping what cannot be saved', async () => {
    const me = await shopper();
    await add(me, 'denim');
    const unknown = randomUUID();
    const res = await me.post('/api/wishlist/merge', {
      product_ids: [ids.denim, ids.kitenge, ids.hidden, unknown, ids.vip, ids.kitenge!.toUpperCase()],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { added: string[]; skipped: string[]; products: Card[] };
    expect(body.added).toEqual([ids.kitenge]);
    expect(body.skipped.sort()).toEqual([ids.hidden, unknown, ids.vip].sort());
    expect(body.products.map((p) => p.slug).sort()).toEqual(['denim', 'kitenge']);

    // The cost does not grow with the list: the same number of queries for 1 id and for 20.
    const cost = async (productIds: string[]) => {
      const agent = await shopper();
      const before = shop.database.queryCount();
      expect((await agent.post('/api/wishlist/merge', { product_ids: productIds })).status).toBe(200);
      return shop.database.queryCount() - before;
    };
    const many = Array.from({ length: 20 }, (_, i) => ids[`tee-${i}`]!);
    expect(await cost(many)).toBe(await cost([ids.bag!]));
  });

  it("never lets one shopper read or change another's rows", async () => {
    const alice = await shopper();
    const bob = await shopper();
    await add(alice, 'denim');
    await add(alice, 'kitenge');
    await add(bob, 'denim');

    // Bob removing and clearing touches only his own rows; a user id in the request changes nothing.
    await bob.request(`/api/wishlist/${ids.kitenge}`, { method: 'DELETE' });
    await bob.request(`/api/wishlist/${ids.denim}`, { method: 'DELETE' });
    await bob.post('/api/wishlist', { product_id: ids.bag, user_id: alice.id });
    await bob.post('/api/wishlist/merge', { product_ids: [ids['tee-1']], user_id: alice.id });
    await bob.request(`/api/wishlist?user_id=${alice.id}`, { method: 'DELETE' });
    expect((await list(alice)).sort()).toEqual(['denim', 'kitenge']);
    expect(await list(bob)).toEqual([]);
    expect(await list(shop.agent()).catch(() => 'refused')).toBe('refused');

    const rows = await shop.database.db.select().from(wishlist).where(eq(wishlist.userId, alice.id));
    expect(rows.map((r) => r.productId).sort()).toEqual([ids.denim, ids.kitenge].sort());
  });

  it('refuses a change sent from another site (AUTH-6)', async () => {
    const me = await shopper();
    const res = await me.request('/api/wishlist', {
      method: 'POST',
      json: { product_id: ids.denim },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await list(me)).toEqual([]);
  });

  it('shows a device list as cards to anyone, in its order, only what the caller may see', async () => {
    const visitor = shop.agent();
    const query = [ids.bag, ids.hidden, ids.vip, ids.denim, randomUUID()].join(',');
    const res = await visitor.get(`/api/wishlist/products?ids=${query}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as List;
    expect(body.products.map((p) => p.slug)).toEqual(['bag', 'denim']);
    expect(body.products[1]!.sizes).toEqual(['S', 'M', 'XL']);
    expect(((await (await visitor.get('/api/wishlist/products')).json()) as List).products).toEqual([]);
    const before = shop.database.queryCount();
    await visitor.get(`/api/wishlist/products?ids=${query}`);
    expect(shop.database.queryCount() - before).toBe(1);
  });
});
