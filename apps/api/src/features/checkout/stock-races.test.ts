// INV-1 and INV-2: buyers racing for the last pieces. Exactly as many checkouts hold stock as there are
// pieces, every other buyer hears plainly that it sold out, and stock never goes below zero. The big
// races run on PostgreSQL (PGlite is one connection: there the race is a smaller smoke test).
import { soldOutAtCheckoutMessage, soldOutMessage } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addPiece,
  itemLine,
  newDevice,
  stockOf,
  type CheckoutAnswer,
  type Piece,
} from '../../test/checkout-shop';
import { sqlStateOf, usePaymentShop, type Answer, type ErrorAnswer } from '../../test/payment-shop';
import { databaseKinds } from '../../test/test-app';
import { products } from '../catalogue/catalogue.tables';
import { checkouts } from './checkout.tables';

describe.each(databaseKinds())('buyers racing for stock on %s', (kind) => {
  const p = usePaymentShop(kind);

  /** `n` guests press Pay at the same moment; answers in the order they were sent. */
  const race = (n: number, lines: unknown[]) =>
    Promise.all(
      Array.from({ length: n }, () => p.as(newDevice()).checkout<CheckoutAnswer | ErrorAnswer>(lines)),
    );

  async function payAll(winners: Answer<CheckoutAnswer | ErrorAnswer>[]) {
    for (const won of winners) {
      const opened = won.body as CheckoutAnswer;
      const paid = p.pay(opened);
      const confirm = await p.send<{ status: string }>('POST', '/api/checkout/confirm', {
        body: { tx_ref: opened.checkout.tx_ref, transaction_id: String(paid.id) },
      });
      expect(confirm.body.status).toBe('paid');
    }
  }

  /**
   * Every losing buyer hears that the piece sold out: straight away (409 sold_out, "Sorry, … has just
   * sold out.") when it went while their checkout opened, or — when it had gone before their bag was
   * priced — 409 bag_changed, whose re-quote (what the page does next) says it sold out.
   */
  async function expectSoldOut(lost: Answer<unknown>[], piece: Piece) {
    for (const answer of lost) {
      expect(answer.status).toBe(409);
      const { error } = answer.body as ErrorAnswer;
      if (error.code === 'sold_out') expect(error.message).toBe(soldOutAtCheckoutMessage(piece.name));
      else expect(error.code).toBe('bag_changed');
    }
    if (lost.some((a) => (a.body as ErrorAnswer).error.code === 'bag_changed')) {
      const quote = await p
        .as(newDevice())
        .post<{ changes: { kind: string; message: string }[] }>('/api/bag/quote', {
          items: [itemLine(piece)],
          bundles: [],
        });
      expect(quote.body.changes).toEqual([
        expect.objectContaining({ kind: 'sold_out', message: soldOutMessage(piece.name) }),
      ]);
    }
  }

  const crowds = kind === 'postgres' ? [2, 10, 100] : [2, 10];

  it.each(crowds)(
    'INV-1 %i buyers of the last piece: one checkout and order, the rest sold out',
    async (n) => {
      const piece = await addPiece(p.shop, { name: `Last Denim Jacket ${n}`, price: 1800, stock: 1 });
      const answers = await race(n, [itemLine(piece)]);

      const won = answers.filter((a) => a.status === 201);
      const lost = answers.filter((a) => a.status !== 201);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(n - 1);
      await expectSoldOut(lost, piece);
      expect(await stockOf(p.shop, piece.id)).toBe(0);
      const holding = await p.shop.database.db
        .select()
        .from(checkouts)
        .where(eq(checkouts.holdState, 'held'));
      expect(holding.filter((c) => c.held.products[piece.id])).toHaveLength(1);

      await payAll(won);
      const tx = (won[0]!.body as CheckoutAnswer).checkout.tx_ref;
      expect(await p.ordersOf(tx)).toHaveLength(1);
      expect(await stockOf(p.shop, piece.id)).toBe(0);
      // Stock below zero is refused by the database itself.
      const negative = p.shop.database.db
        .update(products)
        .set({ stock: -1 })
        .where(eq(products.id, piece.id));
      expect(await sqlStateOf(negative)).toBe('23514');
    },
  );

  const shelves = kind === 'postgres' ? [{ buyers: 30, pieces: 5 }] : [{ buyers: 8, pieces: 3 }];

  it.each(shelves)(
    'INV-2 $buyers buyers of $pieces pieces: exactly $pieces orders',
    async ({ buyers, pieces }) => {
      const piece = await addPiece(p.shop, { name: `Linen Shirt ${buyers}`, price: 1800, stock: pieces });
      const answers = await race(buyers, [itemLine(piece)]);
      const won = answers.filter((a) => a.status === 201);
      expect(won).toHaveLength(pieces);
      await expectSoldOut(
        answers.filter((a) => a.status !== 201),
        piece,
      );
      expect(await stockOf(p.shop, piece.id)).toBe(0);
      await payAll(won);
      const refs = won.map((w) => (w.body as CheckoutAnswer).checkout.tx_ref);
      expect(await p.ordersOf(refs)).toHaveLength(pieces);
      expect(await stockOf(p.shop, piece.id)).toBe(0);
    },
  );

  it('INV-2 buyers asking for two of three pieces: the stock is never split below what a bag needs', async () => {
    const piece = await addPiece(p.shop, { price: 1800, stock: 3 });
    const answers = await race(kind === 'postgres' ? 20 : 6, [itemLine(piece, 2)]);
    // One bag of two fits; the next would need two of the one left.
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await stockOf(p.shop, piece.id)).toBe(1);
  });

  it('INV-1 a buyer arriving after the last piece sold is told it sold out', async () => {
    const piece = await addPiece(p.shop, { name: 'Corduroy Blazer', price: 1800, stock: 1 });
    const first = await p.as(newDevice()).checkout([itemLine(piece)]);
    expect(first.status).toBe(201);
    const late = await p.as(newDevice()).checkout<ErrorAnswer>([itemLine(piece)]);
    await expectSoldOut([late], piece);
    expect(await stockOf(p.shop, piece.id)).toBe(0);
  });
});
