// INV-1 and INV-2: buyers racing for the last pieces. Exactly as many checkouts hold stock as there are
// pieces, every other buyer hears plainly that it sold out, and stock never goes below zero. The big
// races run on PostgreSQL (PGlite is one connection: there the race is a smaller smoke test).
import { soldOutAtCheckoutMessage } from '@shop/domain/texts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBundle,
  addPiece,
  bundleLine,
  bundleStockOf,
  databaseKinds,
  itemLine,
  newDevice,
  sizeStockOf,
  sqlStateOf,
  stockOf,
  useShop,
} from '../../test/use-shop';
import type { Answer, CheckoutAnswer, ErrorAnswer, Piece } from '../../test/use-shop';
import { products, productVariants } from '../catalogue/catalogue.tables';
import { checkouts } from './checkout.tables';

describe.each(databaseKinds())('buyers racing for stock on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });

  /** `n` guests press Pay at the same moment; answers in the order they were sent. */
  const race = (n: number, lines: unknown[]) =>
    Promise.all(
      Array.from({ length: n }, () => shop.as(newDevice()).checkout<CheckoutAnswer | ErrorAnswer>(lines)),
    );

  async function payAll(winners: Answer<CheckoutAnswer | ErrorAnswer>[]) {
    for (const won of winners) {
      const opened = won.body as CheckoutAnswer;
      const paid = shop.pay(opened);
      const confirm = await shop.send<{ status: string }>('POST', '/api/checkout/confirm', {
        body: { tx_ref: opened.checkout.tx_ref, transaction_id: String(paid.id) },
      });
      expect(confirm.body.status).toBe('paid');
    }
  }

  /**
   * Every losing buyer hears plainly which piece sold out — 'Sorry, {name} (size {size}) just sold
   * out' — whether it went while their checkout opened or before their bag was priced.
   */
  function expectSoldOut(lost: Answer<unknown>[], piece: Piece, size: string | null = null) {
    for (const answer of lost) {
      expect(answer.status).toBe(409);
      expect((answer.body as ErrorAnswer).error).toEqual({
        code: 'sold_out',
        message: soldOutAtCheckoutMessage(piece.name, size),
      });
    }
  }

  const crowds = kind === 'postgres' ? [2, 10, 100] : [2, 10];

  it.each(crowds)(
    'INV-1 %i buyers of the last piece: one checkout and order, the rest sold out',
    async (n) => {
      const piece = await addPiece(shop, { name: `Last Denim Jacket ${n}`, price: 1800, stock: 1 });
      const answers = await race(n, [itemLine(piece)]);

      const won = answers.filter((a) => a.status === 201);
      const lost = answers.filter((a) => a.status !== 201);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(n - 1);
      expectSoldOut(lost, piece);
      expect(await stockOf(shop, piece.id)).toBe(0);
      const holding = await shop.database.db.select().from(checkouts).where(eq(checkouts.holdState, 'held'));
      expect(holding.filter((c) => c.held.pieces.some((h) => h.product_id === piece.id))).toHaveLength(1);

      await payAll(won);
      const tx = (won[0]!.body as CheckoutAnswer).checkout.tx_ref;
      expect(await shop.ordersOf(tx)).toHaveLength(1);
      expect(await stockOf(shop, piece.id)).toBe(0);
      // Stock below zero is refused by the database itself.
      const negative = shop.database.db.update(products).set({ stock: -1 }).where(eq(products.id, piece.id));
      expect(await sqlStateOf(negative)).toBe('23514');
    },
  );

  const shelves = kind === 'postgres' ? [{ buyers: 30, pieces: 5 }] : [{ buyers: 8, pieces: 3 }];

  it.each(shelves)(
    'INV-2 $buyers buyers of $pieces pieces: exactly $pieces orders',
    async ({ buyers, pieces }) => {
      const piece = await addPiece(shop, { name: `Linen Shirt ${buyers}`, price: 1800, stock: pieces });
      const answers = await race(buyers, [itemLine(piece)]);
      const won = answers.filter((a) => a.status === 201);
      expect(won).toHaveLength(pieces);
      expectSoldOut(
        answers.filter((a) => a.status !== 201),
        piece,
      );
      expect(await stockOf(shop, piece.id)).toBe(0);
      await payAll(won);
      const refs = won.map((w) => (w.body as CheckoutAnswer).checkout.tx_ref);
      expect(await shop.ordersOf(refs)).toHaveLength(pieces);
      expect(await stockOf(shop, piece.id)).toBe(0);
    },
  );

  it('INV-2 buyers asking for two of three pieces: the stock is never split below what a bag needs', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 3 });
    const answers = await race(kind === 'postgres' ? 20 : 6, [itemLine(piece, 2)]);
    // One bag of two fits; the next would need two of the one left.
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await stockOf(shop, piece.id)).toBe(1);
  });

  it('INV-1 a buyer arriving after the last piece sold is told it sold out', async () => {
    const piece = await addPiece(shop, { name: 'Corduroy Blazer', price: 1800, stock: 1 });
    const first = await shop.as(newDevice()).checkout([itemLine(piece)]);
    expect(first.status).toBe(201);
    const late = await shop.as(newDevice()).checkout<ErrorAnswer>([itemLine(piece)]);
    expectSoldOut([late], piece);
    expect(await stockOf(shop, piece.id)).toBe(0);
  });

  it.each(crowds)(
    'INV-8 %i buyers of the last size M: one order, M sold out, the other sizes untouched',
    async (n) => {
      const piece = await addPiece(shop, {
        name: `Penny Loafers ${n}`,
        price: 2400,
        sizeStock: { '41': 2, '42': 1 },
      });
      const answers = await race(n, [itemLine(piece, 1, '42')]);
      const won = answers.filter((a) => a.status === 201);
      expect(won).toHaveLength(1);
      expectSoldOut(
        answers.filter((a) => a.status !== 201),
        piece,
        '42',
      );
      expect(await sizeStockOf(shop, piece.id, '42')).toBe(0);
      expect(await sizeStockOf(shop, piece.id, '41')).toBe(2);
      expect(await stockOf(shop, piece.id)).toBe(2);
      await payAll(won);
      expect(await sizeStockOf(shop, piece.id, '42')).toBe(0);
      // The sold size is still offered as a size, with nothing left: a second payment cannot take it.
      const again = await shop.as(newDevice()).checkout<ErrorAnswer>([itemLine(piece, 1, '42')]);
      expectSoldOut([again], piece, '42');
      const other = await shop.as(newDevice()).checkout([itemLine(piece, 2, '41')]);
      expect(other.status).toBe(201);
      expect(await stockOf(shop, piece.id)).toBe(0);
      // A size below zero is refused by the database itself.
      const negative = shop.database.db
        .update(productVariants)
        .set({ stock: -1 })
        .where(eq(productVariants.productId, piece.id));
      expect(await sqlStateOf(negative)).toBe('23514');
    },
  );

  it('INV-8 buyers of a bundle and of its last piece: one of them gets it, the bundle is never oversold', async () => {
    const bracelets = await addPiece(shop, { name: 'Beaded Bracelets', price: 900, stock: 2 });
    const collar = await addPiece(shop, { name: 'Beaded Collar', price: 1500, stock: 5 });
    // Needs both bracelet sets; tracks its own count of 3, which its pieces can never meet twice.
    const bundle = await addBundle(shop, [{ piece: bracelets, quantity: 2 }, { piece: collar }], {
      trackInventory: true,
      stock: 3,
      price: 3000,
    });
    const n = kind === 'postgres' ? 40 : 6;
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        i % 2 === 0
          ? shop.as(newDevice()).checkout<CheckoutAnswer | ErrorAnswer>([], {}, [bundleLine(bundle)])
          : shop.as(newDevice()).checkout<CheckoutAnswer | ErrorAnswer>([itemLine(bracelets, 1)]),
      ),
    );
    const won = answers.filter((a) => a.status === 201);
    // Either one bundle (both sets) or up to two single sets: never a bundle and a set.
    const pieces = won.reduce((sum, a) => {
      const lines = (a.body as CheckoutAnswer).checkout.lines;
      return sum + lines.items.length + lines.bundles.length * 2;
    }, 0);
    expect(pieces).toBeLessThanOrEqual(2);
    expect(await stockOf(shop, bracelets.id)).toBe(2 - pieces);
    const lost = answers.filter((a) => a.status !== 201);
    for (const answer of lost) expect((answer.body as ErrorAnswer).error.code).toBe('sold_out');
    // The bundle's own count moved only with the bundle.
    const bundlesSold = won.filter(
      (a) => (a.body as CheckoutAnswer).checkout.lines.bundles.length > 0,
    ).length;
    expect(await bundleStockOf(shop, bundle.id)).toBe(3 - bundlesSold);
  });
});
