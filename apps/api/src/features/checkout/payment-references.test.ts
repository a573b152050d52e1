// PAY-3, PAY-4, PAY-5: the server alone sets what is charged and the reference it is charged under,
// references cannot be guessed or reused, and one provider transaction pays at most one order.
import { TX_REF_PATTERN } from '@shop/domain/rules';
import { describe, expect, it } from 'vitest';
import {
  addPiece,
  databaseKinds,
  itemLine,
  newDevice,
  sqlStateOf,
  stockOf,
  useShop,
} from '../../test/use-shop';
import type { CheckoutAnswer, ErrorAnswer } from '../../test/use-shop';
import { orders } from '../orders/orders.tables';
import { checkouts } from './checkout.tables';

const CLIENT_SAYS = {
  total: 1,
  amount: 1,
  subtotal: 1,
  delivery_fee: 0,
  deliveryFee: 0,
  discount: 1799,
  discount_amount: 1799,
  price: 1,
  currency: 'USD',
  tx_ref: 'TNT-1763900000000-CHOSENBYTHEBROWSERXX',
};

describe.each(databaseKinds())('what is charged, and under which reference, on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });

  it('PAY-3 totals, fees, discounts and prices sent by the client are ignored', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const api = shop.as(newDevice());
    const line = { ...itemLine(piece), ...CLIENT_SAYS, unit_price: 1 };

    const quote = await api.post<Record<string, unknown>>('/api/checkout/quote', {
      bag: { items: [line], bundles: [] },
      ...CLIENT_SAYS,
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ subtotal: 1800, discount: 0, deliveryFee: 200, total: 2000 });

    const opened = await api.checkout([line], CLIENT_SAYS);
    expect(opened.status).toBe(201);
    const { checkout, payment } = opened.body;
    expect(checkout).toMatchObject({ subtotal: 1800, discount: 0, delivery_fee: 200, total: 2000 });
    expect(payment).toMatchObject({ amount: 2000, currency: 'KES' });
    expect(checkout.tx_ref).not.toBe(CLIENT_SAYS.tx_ref);
    expect((await shop.checkoutRow(checkout.tx_ref)).total).toBe(2000);

    // Paying what the browser claimed is not paying the checkout.
    const cheap = shop.fake.add({ tx_ref: checkout.tx_ref, amount: 1 });
    expect((await api.confirm(checkout.tx_ref, cheap.id)).status).toBe(409);
    expect(await shop.ordersOf(checkout.tx_ref)).toEqual([]);
  });

  it('PAY-3 a lowered price in the bag is refused (bag_changed), never charged', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const api = shop.as(newDevice());
    for (const price of [1, 1799, 0]) {
      const lowered = await api.checkout<ErrorAnswer>([{ ...itemLine(piece), product: { ...piece, price } }]);
      expect(lowered.status).toBe(409);
      expect(lowered.body.error.code).toBe('bag_changed');
    }
    expect(await stockOf(shop, piece.id)).toBe(1);
    // An unknown discount code is refused rather than priced by the browser's numbers.
    const code = await api.checkout<ErrorAnswer>([itemLine(piece)], {
      discount_code: 'FREEMONEY',
      discount: 1800,
    });
    expect(code.status).toBe(409);
    expect(code.body.error.code).toBe('discount_invalid');
    expect(await stockOf(shop, piece.id)).toBe(1);
  });

  it('PAY-4 the tx_ref is the server’s, matches the pattern and is unique in the database', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const opened = await shop.open(newDevice(), [itemLine(piece)], { tx_ref: CLIENT_SAYS.tx_ref });
    expect(opened.checkout.tx_ref).toMatch(TX_REF_PATTERN);
    expect(opened.payment.tx_ref).toBe(opened.checkout.tx_ref);

    const { id: _id, orderId: _order, ...row } = await shop.checkoutRow(opened.checkout.tx_ref);
    expect(await sqlStateOf(shop.database.db.insert(checkouts).values(row))).toBe('23505');
  });

  it('PAY-4 references cannot be guessed: distinct, 100 random bits, no pattern by position', async () => {
    const count = kind === 'postgres' ? 1000 : 300;
    // Twenty shoppers at a time, each on their own piece so they do not queue on one stock row.
    const pieces = await Promise.all(
      Array.from({ length: 20 }, () => addPiece(shop, { price: 500, stock: count })),
    );
    const refs: string[] = [];
    // A shopper each: one visitor holds one checkout at a time, and opens only so many a minute.
    for (let i = 0; i < count; i += pieces.length) {
      const batch = await Promise.all(
        pieces.slice(0, count - i).map((piece) => shop.open(newDevice(), [itemLine(piece)])),
      );
      refs.push(...batch.map((b) => b.checkout.tx_ref));
    }
    expect(new Set(refs).size).toBe(count);
    const randomParts = refs.map((ref) => {
      expect(ref).toMatch(TX_REF_PATTERN);
      return ref.split('-')[2]!;
    });
    // 20 characters of a 32-letter alphabet: 100 bits.
    expect(randomParts.every((r) => /^[A-Z2-7]{20}$/.test(r))).toBe(true);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    const counts = new Map<string, number>();
    for (const r of randomParts) for (const ch of r) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const expected = (count * 20) / 32;
    // Every letter is used about equally often (a biased or counting generator is far outside this).
    for (const ch of alphabet) {
      expect(counts.get(ch) ?? 0).toBeGreaterThan(expected * 0.6);
      expect(counts.get(ch) ?? 0).toBeLessThan(expected * 1.4);
    }
    // Every position varies on its own: nothing is a counter or a clock.
    for (let pos = 0; pos < 20; pos += 1)
      expect(new Set(randomParts.map((r) => r[pos])).size).toBeGreaterThanOrEqual(28);
  });

  it('PAY-5 order A’s transaction replayed for checkout B pays nothing', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 2 });
    const a = shop.as(newDevice());
    const b = shop.as(newDevice());
    const openA = (await a.checkout([itemLine(piece)])).body;
    const openB = (await b.checkout([itemLine(piece)])).body;
    const paidA = shop.pay(openA);
    expect((await a.confirm(openA.checkout.tx_ref, paidA.id)).body.status).toBe('paid');

    // B reports A's transaction (same amount): the provider says it belongs to A's reference.
    const replay = await b.confirm(openB.checkout.tx_ref, paidA.id);
    expect(replay.status).toBe(409);
    expect((replay.body as unknown as ErrorAnswer).error.code).toBe('payment_mismatch');
    // A webhook replaying A's transaction under B's reference is no better.
    const hook = await shop.webhook(shop.fake.webhookBody(paidA, { tx_ref: openB.checkout.tx_ref }));
    expect(hook.body.status).toBe('rejected');
    // A's own webhook, again: still one order.
    await shop.webhook(shop.fake.webhookBody(paidA));
    expect(await shop.ordersOf(openA.checkout.tx_ref)).toHaveLength(1);
    expect(await shop.ordersOf(openB.checkout.tx_ref)).toEqual([]);
    expect((await shop.checkoutRow(openB.checkout.tx_ref)).status).toBe('pending');
  });

  it('PAY-5 the database refuses a second order for one provider transaction', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 2 });
    const device = newDevice();
    const first: CheckoutAnswer = await shop.open(device, [itemLine(piece)]);
    const second: CheckoutAnswer = await shop.open(device, [itemLine(piece)]);
    const paid = shop.pay(first);
    expect((await shop.as(device).confirm(first.checkout.tx_ref, paid.id)).body.status).toBe('paid');
    const [order] = await shop.ordersOf(first.checkout.tx_ref);
    const { id: _id, ...copy } = order!;
    const secondRow = await shop.checkoutRow(second.checkout.tx_ref);
    const duplicate = { ...copy, checkoutId: secondRow.id, paymentRef: secondRow.txRef };
    expect(await sqlStateOf(shop.database.db.insert(orders).values(duplicate))).toBe('23505');
    // The same row with another transaction id is accepted: the index is what refused it.
    const other = { ...duplicate, providerTransactionId: `${paid.id}-other` };
    expect(await sqlStateOf(shop.database.db.insert(orders).values(other))).toBeNull();
  });
});
