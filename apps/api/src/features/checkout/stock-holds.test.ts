// INV-3 and INV-6: what a checkout holds and what happens when the hold runs out. A bundle and a single
// of the same piece are checked together; an expired hold goes back on the shelf exactly once; and a
// payment arriving after its hold expired takes the piece again if it is there, or becomes a paid
// order owed a refund — never a second sale of one piece.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBundle,
  addPiece,
  databaseKinds,
  itemLine,
  newDevice,
  stockOf,
  useShop,
} from '../../test/use-shop';
import type { ErrorAnswer } from '../../test/use-shop';
import { orders } from '../orders/orders.tables';
import { expireHolds } from './checkout-jobs.service';
import { REFUND_SOLD_OUT_REASON } from './place-order.workflow';

describe.each(databaseKinds())('stock holds on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });

  /** Runs the expiry job at `minutes` after the checkout opened until it has nothing left to do. */
  async function expireAfter(txRef: string, minutes: number) {
    const now = await shop.minutesAfter(txRef, minutes);
    let total = { expired: 0, paid: 0 };
    for (;;) {
      const run = await expireHolds(shop, now);
      if (run.expired + run.paid === 0) return total;
      total = { expired: total.expired + run.expired, paid: total.paid + run.paid };
    }
  }

  it('INV-3 a bundle and a single sharing a piece are checked on their summed demand', async () => {
    const tee = await addPiece(shop, { name: 'Band Tee', price: 1200, stock: 2 });
    const sock = await addPiece(shop, { name: 'Wool Socks', price: 300, stock: 5 });
    const set = await addBundle(shop, [{ piece: tee }, { piece: sock }], { price: 1400 });
    const bundleLine = (quantity: number) => ({ bundle: set, quantity, selectedSizes: {} });
    const api = shop.as(newDevice());

    // One tee alone plus two sets needs three tees; each line alone fits in the two there are. The
    // bag's quote already says so (one set left after the single), so Pay sends the shopper back to it.
    const tooMany = await api.checkout<ErrorAnswer>([itemLine(tee)], {}, [bundleLine(2)]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.code).toBe('bag_changed');
    const quote = await api.post<{ changes: { message: string }[] }>('/api/bag/quote', {
      items: [itemLine(tee)],
      bundles: [bundleLine(2)],
    });
    expect(quote.body.changes.map((c) => c.message)).toEqual([
      `Only 1 of ${set.name} left: we lowered the quantity to 1`,
    ]);
    expect([await stockOf(shop, tee.id), await stockOf(shop, sock.id)]).toEqual([2, 5]);

    const fits = await api.checkout([itemLine(tee)], {}, [bundleLine(1)]);
    expect(fits.status).toBe(201);
    expect([await stockOf(shop, tee.id), await stockOf(shop, sock.id)]).toEqual([0, 4]);
  });

  it('INV-3 a bundle that counts its own stock is held on it as well as on its pieces', async () => {
    const tee = await addPiece(shop, { price: 1200, stock: 5 });
    const set = await addBundle(shop, [{ piece: tee }], { price: 1000, trackInventory: true, stock: 1 });
    const line = { bundle: set, quantity: 1, selectedSizes: {} };
    expect((await shop.as(newDevice()).checkout([], {}, [line])).status).toBe(201);
    const second = await shop.as(newDevice()).checkout<ErrorAnswer>([], {}, [line]);
    expect(second.status).toBe(409);
    expect(await stockOf(shop, tee.id)).toBe(4);
  });

  it('INV-6 an expired hold goes back on the shelf, once', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const device = newDevice();
    const opened = await shop.open(device, [itemLine(piece)]);
    const txRef = opened.checkout.tx_ref;
    expect(await stockOf(shop, piece.id)).toBe(0);
    // Not yet: the hold lasts CHECKOUT_HOLD_MINUTES (15).
    await expireAfter(txRef, 10);
    expect(await stockOf(shop, piece.id)).toBe(0);

    expect((await expireAfter(txRef, 16)).expired).toBeGreaterThanOrEqual(1);
    expect(await stockOf(shop, piece.id)).toBe(1);
    expect(await shop.checkoutRow(txRef)).toMatchObject({ status: 'expired', holdState: 'released' });
    await expireAfter(txRef, 30);
    expect(await stockOf(shop, piece.id)).toBe(1);
    // The shopper's modal, closed late, gives nothing back a second time.
    expect((await shop.as(device).cancel(txRef)).body).toMatchObject({ released: false });
    expect(await stockOf(shop, piece.id)).toBe(1);
  });

  it('INV-6 a payment made before the hold ran out is recorded by the expiry job, not released', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const opened = await shop.open(newDevice(), [itemLine(piece)]);
    shop.pay(opened);
    expect((await expireAfter(opened.checkout.tx_ref, 16)).paid).toBe(1);
    expect(await shop.ordersOf(opened.checkout.tx_ref)).toHaveLength(1);
    expect(await stockOf(shop, piece.id)).toBe(0);
  });

  it('INV-6 paid after the hold expired and the piece sold: a paid order owed a refund, no oversell', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const other = await addPiece(shop, { price: 700, stock: 1 });
    const late = newDevice();
    const lateOpen = await shop.open(late, [itemLine(piece), itemLine(other)]);
    await expireAfter(lateOpen.checkout.tx_ref, 16);
    expect([await stockOf(shop, piece.id), await stockOf(shop, other.id)]).toEqual([1, 1]);

    // Someone else buys the piece meanwhile.
    const buyer = newDevice();
    const buyerOpen = await shop.open(buyer, [itemLine(piece)]);
    const buyerPaid = shop.pay(buyerOpen);
    expect((await shop.as(buyer).confirm(buyerOpen.checkout.tx_ref, buyerPaid.id)).body.status).toBe('paid');

    // The late shopper's M-Pesa payment goes through after all.
    const latePaid = shop.pay(lateOpen);
    const answer = await shop.as(late).confirm(lateOpen.checkout.tx_ref, latePaid.id);
    expect(answer.body.status).toBe('paid');
    const [order] = await shop.ordersOf(lateOpen.checkout.tx_ref);
    expect(order).toMatchObject({
      id: answer.body.order_id,
      status: 'paid',
      refundStatus: 'owed',
      refundReason: REFUND_SOLD_OUT_REASON,
      amountPaid: lateOpen.checkout.total,
    });
    // Never below zero, and the other piece was not taken alone (all or none).
    expect([await stockOf(shop, piece.id), await stockOf(shop, other.id)]).toEqual([0, 1]);
    expect(await shop.checkoutRow(lateOpen.checkout.tx_ref)).toMatchObject({
      status: 'paid',
      holdState: 'released',
    });
    const [buyerOrder] = await shop.ordersOf(buyerOpen.checkout.tx_ref);
    expect(buyerOrder).toMatchObject({ refundStatus: null });
    // Reported again: still one order.
    await shop.webhook(shop.fake.webhookBody(latePaid));
    expect(await shop.ordersOf(lateOpen.checkout.tx_ref)).toHaveLength(1);
  });

  it('INV-6 paid after the hold expired with the piece still there: taken again, a normal order', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const device = newDevice();
    const opened = await shop.open(device, [itemLine(piece)]);
    await expireAfter(opened.checkout.tx_ref, 16);
    expect(await stockOf(shop, piece.id)).toBe(1);

    const paid = shop.pay(opened);
    const answer = await shop.as(device).confirm(opened.checkout.tx_ref, paid.id);
    expect(answer.body.status).toBe('paid');
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, answer.body.order_id!));
    expect(order).toMatchObject({ refundStatus: null, refundReason: null });
    expect(await stockOf(shop, piece.id)).toBe(0);
    expect(await shop.checkoutRow(opened.checkout.tx_ref)).toMatchObject({
      status: 'paid',
      holdState: 'sold',
    });
  });
});
