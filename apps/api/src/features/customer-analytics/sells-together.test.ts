// What sells together: the pair counts and lifts of the SQL against a plain count over generated
// orders (a property test), bundle pieces included and cancelled orders left out; owner only.
import fc from 'fast-check';
import { lift } from '@shop/domain/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteAllOrders, insertSoldOrder } from '../../test/sold-orders';
import { addPiece, databaseKinds, useShop, type Piece } from '../../test/use-shop';
import { bestPairs, pairsWith } from './sells-together.service';

type Gen = { status: 'paid' | 'fulfilled' | 'cancelled'; pieces: number[]; inBundle: boolean };

describe.each(databaseKinds())('what sells together on %s', (kind) => {
  const shop = useShop(kind);
  let pieces: Piece[] = [];

  beforeAll(async () => {
    pieces = [];
    for (const name of ['Bag', 'Belt', 'Boots', 'Dress']) pieces.push(await addPiece(shop, { name }));
  });

  /** The pairs as a person would count them: orders holding both, each order once. */
  function reference(orders: Gen[]) {
    const sold = orders.filter((o) => o.status !== 'cancelled').map((o) => [...new Set(o.pieces)]);
    const withPieces = sold.filter((set) => set.length > 0);
    const count = (i: number) => withPieces.filter((set) => set.includes(i)).length;
    const pairs = [];
    for (let a = 0; a < pieces.length; a += 1)
      for (let b = 0; b < pieces.length; b += 1) {
        if (a === b) continue;
        const together = withPieces.filter((set) => set.includes(a) && set.includes(b)).length;
        if (together === 0) continue;
        pairs.push({
          a: pieces[a]!,
          b: pieces[b]!,
          together,
          lift: lift({ together, aOrders: count(a), bOrders: count(b), totalOrders: withPieces.length }),
        });
      }
    return pairs;
  }
  const view = (p: { a: { name: string }; b: { name: string }; together: number; lift: number }) =>
    `${p.a.name}+${p.b.name}:${p.together}@${p.lift}`;

  it('counts pairs and their lift exactly as the orders say', async () => {
    const order = fc.record({
      status: fc.constantFrom('paid' as const, 'fulfilled' as const, 'cancelled' as const),
      pieces: fc.uniqueArray(fc.nat(3), { minLength: 1, maxLength: 4 }),
      inBundle: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(order, { maxLength: 8 }), async (orders) => {
        await deleteAllOrders(shop);
        for (const o of orders) {
          const ids = o.pieces.map((i) => pieces[i]!.id);
          await insertSoldOrder(shop, {
            userId: null,
            status: o.status,
            at: new Date(),
            // A bundle holding the pieces, or each piece on its own line.
            lines: o.inBundle ? [{ bundleOf: ids }] : ids.map((productId) => ({ productId })),
          });
        }
        const expected = reference(orders);
        const byCount = (a: { together: number; a: Piece; b: Piece }, b: typeof a) =>
          b.together - a.together || a.a.name.localeCompare(b.a.name) || a.b.name.localeCompare(b.b.name);

        const bag = pieces[0]!;
        const withBag = expected.filter((p) => p.a.id === bag.id).sort(byCount);
        expect((await pairsWith({ database: shop.database }, bag.id)).pairs.map(view)).toEqual(
          withBag.map(view),
        );

        const top = expected
          .filter((p) => p.a.id < p.b.id && p.together >= 2)
          .sort(byCount)
          .slice(0, 10);
        const answer = await bestPairs({ database: shop.database });
        expect([...answer.pairs].sort(byCount as never).map(view)).toEqual(top.map(view));
      }),
      { numRuns: 12 },
    );
  });

  it('answers the owner only, and 404 for a piece that does not exist', async () => {
    const owner = await shop.asAdmin();
    expect((await owner.get('/api/admin/analytics/sells-together')).status).toBe(200);
    expect((await owner.get(`/api/admin/analytics/sells-together/${pieces[1]!.id}`)).status).toBe(200);
    expect(
      (await owner.get('/api/admin/analytics/sells-together/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await owner.get('/api/admin/analytics/sells-together/nope')).status).toBe(400);
    expect((await shop.as().get('/api/admin/analytics/sells-together')).status).toBe(403);
  });
});
