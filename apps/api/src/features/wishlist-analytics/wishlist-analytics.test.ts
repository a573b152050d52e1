// Wishlist demand: each panel's SQL against a plain reference computed here over generated saves and
// orders (a property test), price drops with the savers told, and the owner-only access.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteAllOrders, insertSoldOrder } from '../../test/sold-orders';
import { addPiece, databaseKinds, useShop, type Piece } from '../../test/use-shop';
import { wishlist } from '../wishlist/wishlist.tables';
import { productChanges, wishlistAlerts } from '../wishlist-alerts/wishlist-alerts.tables';
import { products } from '../catalogue/catalogue.tables';
import { wishlistAnalytics } from './wishlist-analytics.service';

const DAY = 86_400_000;
const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

type Save = { user: number; product: number; daysAgo: number };
type Order = {
  user: number;
  status: 'paid' | 'fulfilled' | 'cancelled';
  daysAgo: number;
  product: number;
  inBundle: boolean;
};

describe.each(databaseKinds())('wishlist analytics on %s', (kind) => {
  const shop = useShop(kind);
  const users: string[] = [];
  let pieces: Piece[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) {
      const { user } = await shop.auth.api.signUpEmail({
        body: {
          email: `saver-${i}-${randomUUID().slice(0, 6)}@example.com`,
          password: 'a-long-password',
          name: `Saver ${i}`,
        },
      });
      users.push(user.id);
    }
    pieces = [
      await addPiece(shop, { name: 'A tote', stock: 2 }),
      await addPiece(shop, { name: 'B dress', sizes: ['S', 'M'], sizeStock: { S: 0, M: 1 } }),
      await addPiece(shop, { name: 'C boots', stock: 0 }),
      await addPiece(shop, { name: 'D scarf', stock: 0 }),
    ];
  });

  async function reset() {
    await deleteAllOrders(shop);
    await shop.db.delete(wishlist);
  }

  async function write(saves: Save[], bought: Order[]) {
    const unique = new Map(saves.map((s) => [`${s.user}|${s.product}`, s]));
    if (unique.size > 0)
      await shop.db.insert(wishlist).values(
        [...unique.values()].map((s) => ({
          userId: users[s.user]!,
          productId: pieces[s.product]!.id,
          createdAt: ago(s.daysAgo),
        })),
      );
    for (const o of bought) {
      const id = pieces[o.product]!.id;
      await insertSoldOrder(shop, {
        userId: users[o.user]!,
        status: o.status,
        at: ago(o.daysAgo),
        lines: [o.inBundle ? { bundleOf: [id] } : { productId: id }],
      });
    }
    return [...unique.values()];
  }

  /** The panels as a person would count them from the same rows. */
  function reference(saves: Save[], bought: Order[], period: 30 | 90 | 365 | 0) {
    const inPeriod = saves.filter((s) => period === 0 || s.daysAgo <= period);
    const boughtAfter = (s: Save) =>
      bought.some(
        (o) =>
          o.user === s.user && o.product === s.product && o.status !== 'cancelled' && o.daysAgo <= s.daysAgo,
      );
    const byPiece = new Map<number, { savers: number; bought: number }>();
    for (const s of inPeriod) {
      const entry = byPiece.get(s.product) ?? { savers: 0, bought: 0 };
      entry.savers += 1;
      if (boughtAfter(s)) entry.bought += 1;
      byPiece.set(s.product, entry);
    }
    const soldOut = [...new Set(saves.map((s) => s.product))].filter((p) => p >= 2);
    return {
      conversion: {
        saved: inPeriod.length,
        bought: inPeriod.filter(boughtAfter).length,
        savers: new Set(inPeriod.map((s) => s.user)).size,
      },
      mostSaved: [...byPiece.entries()]
        .map(([p, e]) => ({ name: pieces[p]!.name, ...e }))
        .sort((a, b) => b.savers - a.savers || a.name.localeCompare(b.name)),
      soldOut: soldOut
        .map((p) => ({ name: pieces[p]!.name, savers: saves.filter((s) => s.product === p).length }))
        .sort((a, b) => b.savers - a.savers || a.name.localeCompare(b.name)),
    };
  }

  it('counts saves, purchases after saving and sold-out demand exactly as the rows say', async () => {
    const save = fc.record({
      user: fc.nat(2),
      product: fc.nat(3),
      daysAgo: fc.integer({ min: 0, max: 400 }),
    });
    const order = fc.record({
      user: fc.nat(2),
      status: fc.constantFrom('paid' as const, 'fulfilled' as const, 'cancelled' as const),
      daysAgo: fc.integer({ min: 0, max: 400 }),
      product: fc.nat(3),
      inBundle: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(save, { selector: (s) => `${s.user}|${s.product}`, maxLength: 12 }),
        fc.array(order, { maxLength: 6 }),
        fc.constantFrom(30 as const, 90 as const, 365 as const, 0 as const),
        async (saves, bought, period) => {
          await reset();
          const written = await write(saves, bought);
          const answer = await wishlistAnalytics({ database: shop.database }, period, NOW);
          const expected = reference(written, bought, period);
          expect(answer.conversion).toMatchObject(expected.conversion);
          expect(
            answer.most_saved.map((r) => ({ name: r.name, savers: r.savers, bought: r.bought })),
          ).toEqual(expected.mostSaved);
          expect(answer.sold_out.map((r) => ({ name: r.name, savers: r.savers }))).toEqual(expected.soldOut);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('lists each size’s stock of a saved piece', async () => {
    await reset();
    await write([{ user: 0, product: 1, daysAgo: 1 }], []);
    const answer = await wishlistAnalytics({ database: shop.database }, 30, NOW);
    expect(answer.most_saved[0]).toMatchObject({
      name: 'B dress',
      sizes: [
        { size: 'M', stock: 1 },
        { size: 'S', stock: 0 },
      ],
    });
  });

  it('shows a price drop with the customers who have the piece saved and those who were told', async () => {
    await reset();
    await write(
      [
        { user: 0, product: 0, daysAgo: 3 },
        { user: 1, product: 0, daysAgo: 3 },
      ],
      [],
    );
    const [change] = await shop.db
      .insert(productChanges)
      .values({
        productId: pieces[0]!.id,
        kind: 'price_drop',
        oldPrice: 1500,
        newPrice: 1200,
        createdAt: ago(2),
      })
      .returning();
    await shop.db.insert(wishlistAlerts).values([
      { changeId: change!.id, userId: users[0]!, status: 'sent' },
      { changeId: change!.id, userId: users[1]!, status: 'pending' },
    ]);
    const answer = await wishlistAnalytics({ database: shop.database }, 30, NOW);
    expect(answer.price_drops.find((d) => d.id === change!.id)).toMatchObject({
      name: 'A tote',
      old_price: 1500,
      new_price: 1200,
      savers: 2,
      told: 1,
    });
    // Older than the period: not listed.
    await shop.db
      .update(productChanges)
      .set({ createdAt: ago(40) })
      .where(eq(productChanges.id, change!.id));
    const month = await wishlistAnalytics({ database: shop.database }, 30, NOW);
    expect(month.price_drops.some((d) => d.id === change!.id)).toBe(false);
    await shop.db.update(products).set({ price: 1500 }).where(eq(products.id, pieces[0]!.id));
  });

  it('answers the owner, with the period from the address, and nobody else', async () => {
    const owner = await shop.asAdmin();
    const res = await owner.get<{ period: number }>('/api/admin/wishlist-analytics?days=365');
    expect(res.status).toBe(200);
    expect(res.body.period).toBe(365);
    expect((await owner.get('/api/admin/wishlist-analytics?days=7')).status).toBe(400);
    const customer = shop.as(await shop.signIn('wishlist-customer@example.com'));
    expect((await customer.get('/api/admin/wishlist-analytics')).status).toBe(403);
    expect((await shop.as().get('/api/admin/wishlist-analytics')).status).toBe(403);
  });
});
