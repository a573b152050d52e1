// PAY-1 and PAY-2: a payment is believed only when the provider's own answer says so. Forged callbacks
// and confirms, and every single mismatch in the provider's answer, leave the checkout unpaid; paying
// more than asked pays and is flagged.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, stockOf, useShop } from '../../test/use-shop';
import type { ConfirmAnswer, ErrorAnswer } from '../../test/use-shop';
import type { Scripted } from '../../test/fake-flutterwave';
import { failedOrders } from '../orders/orders.tables';

describe.each(databaseKinds())('payment verification on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });

  /** A one-of-a-kind piece (KES 1,800 + 200 delivery) in an open checkout of a fresh guest. */
  async function openOne() {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const device = newDevice();
    const opened = await shop.open(device, [itemLine(piece)]);
    expect(opened.checkout.total).toBe(2000);
    return { piece, device, opened, txRef: opened.checkout.tx_ref, api: shop.as(device) };
  }

  async function expectUnpaid(txRef: string, pieceId: string) {
    expect(await shop.ordersOf(txRef)).toEqual([]);
    const row = await shop.checkoutRow(txRef);
    expect(row.status).not.toBe('paid');
    expect(row.orderId).toBeNull();
    expect(row.holdState).not.toBe('sold');
    // No order waits to be recorded (a refused payment may be on the owner's list: see checkout-guards).
    expect(
      await shop.database.db
        .select()
        .from(failedOrders)
        .where(and(eq(failedOrders.paymentRef, txRef), eq(failedOrders.kind, 'not_recorded'))),
    ).toEqual([]);
    // Held for the checkout (0) or given back (1), never sold.
    expect(await stockOf(shop, pieceId)).toBe(row.holdState === 'held' ? 0 : 1);
  }

  it('PAY-1 a forged callback or confirm creates no order, marks nothing paid, moves no stock', async () => {
    const { piece, device, txRef, api } = await openOne();
    expect(await stockOf(shop, piece.id)).toBe(0);

    // The provider's redirect, forged: its query string is never believed by the server.
    const callback = `/payment-callback?status=successful&tx_ref=${txRef}&transaction_id=99887766`;
    const forged = await shop.send('GET', callback, { as: device });
    expect(forged.status).not.toBe(500);

    // The page would then report the made-up transaction: the provider knows nothing of it.
    const madeUp = await api.confirm(txRef, '99887766');
    expect(madeUp.status).toBe(202);
    expect(madeUp.body).toMatchObject({ status: 'pending', order_id: null });
    expect(shop.fake.callsFor('99887766')).toHaveLength(1);
    // No transaction id at all: the server asks by its own reference, and finds no payment.
    expect((await api.confirm(txRef, null)).status).toBe(202);
    // Someone else's real, successful transaction does not pay this checkout.
    const stranger = shop.fake.add({ tx_ref: 'TNT-1763900000000-STRANGERSTRANGERSTRA', amount: 2000 });
    const borrowed = await api.confirm(txRef, stranger.id);
    expect(borrowed.status).toBe(409);
    expect((borrowed.body as unknown as ErrorAnswer).error.code).toBe('payment_mismatch');
    // A made-up reference finds no checkout.
    const noSuch = await api.confirm('TNT-1763900000000-AAAAAAAAAAAAAAAAAAAA', '1');
    expect(noSuch.status).toBe(404);

    await expectUnpaid(txRef, piece.id);
    expect((await shop.checkoutRow(txRef)).status).toBe('pending');
    expect(await stockOf(shop, piece.id)).toBe(0);
  });

  type Mismatch = { tx?: Record<string, unknown>; script?: Scripted };
  const mismatches: [string, Mismatch, number, string][] = [
    ['a pending status', { tx: { status: 'pending' } }, 202, 'pending'],
    ['a failed status', { tx: { status: 'failed' } }, 200, 'failed'],
    ['another currency', { tx: { currency: 'USD' } }, 409, 'payment_mismatch'],
    ['another tx_ref', { tx: { tx_ref: 'TNT-1763900000000-OTHERCHECKOUTREFERE' } }, 409, 'payment_mismatch'],
    ['the amount less one shilling', { tx: { amount: 1999 } }, 409, 'payment_mismatch'],
    ['a string amount', { tx: { amount: '2000' } }, 409, 'payment_mismatch'],
    ['an error envelope', { script: { error: 'Transaction verification failed' } }, 202, 'pending'],
    ['a 4xx without an envelope', { script: { status: 404, body: { message: 'nope' } } }, 202, 'pending'],
  ];

  it.each(mismatches)(
    'PAY-2 %s leaves the checkout unpaid',
    async (_name, { tx, script }, status, outcome) => {
      const { piece, txRef, api } = await openOne();
      const paid = shop.fake.add({ tx_ref: txRef, amount: 2000, ...tx });
      if (script) shop.fake.scriptId(paid.id, script);

      const answer = await api.confirm(txRef, paid.id);
      expect(answer.status).toBe(status);
      const code =
        (answer.body as unknown as ErrorAnswer).error?.code ?? (answer.body as ConfirmAnswer).status;
      expect(code).toBe(outcome);
      // The webhook reporting the same transaction is judged the same way.
      const hook = await shop.webhook(shop.fake.webhookBody(paid, { tx_ref: txRef, status: 'successful' }));
      expect(hook.status).toBe(200);
      expect(hook.body.status).not.toBe('paid');
      expect(shop.fake.callsFor(paid.id)).toHaveLength(2);
      await expectUnpaid(txRef, piece.id);
      if (outcome === 'failed') expect((await shop.checkoutRow(txRef)).status).toBe('failed');
    },
  );

  it('PAY-2 a pending payment is paid once the provider says successful', async () => {
    const { txRef, api } = await openOne();
    const paid = shop.fake.add({ tx_ref: txRef, amount: 2000, status: 'pending' });
    expect((await api.confirm(txRef, paid.id)).status).toBe(202);
    shop.fake.update(paid.id, { status: 'successful' });
    const answer = await api.confirm(txRef, paid.id);
    expect(answer.body).toMatchObject({ status: 'paid' });
    expect(await shop.ordersOf(txRef)).toHaveLength(1);
  });

  it('PAY-2 paying more than asked pays the order and flags it', async () => {
    const { piece, txRef, api } = await openOne();
    const paid = shop.fake.add({ tx_ref: txRef, amount: 2500 });
    const answer = await api.confirm(txRef, paid.id);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('paid');
    const [order] = await shop.ordersOf(txRef);
    expect(order).toMatchObject({
      id: answer.body.order_id,
      status: 'paid',
      overpaid: true,
      totalAmount: 2000,
      amountPaid: 2500,
      providerTransactionId: String(paid.id),
    });
    expect(await stockOf(shop, piece.id)).toBe(0);
    // The exact amount is paid and not flagged.
    const exact = await openOne();
    const exactPaid = shop.fake.add({ tx_ref: exact.txRef, amount: 2000 });
    expect((await exact.api.confirm(exact.txRef, exactPaid.id)).body.status).toBe('paid');
    expect((await shop.ordersOf(exact.txRef))[0]).toMatchObject({ overpaid: false, amountPaid: 2000 });
  });

  it('PAY-2 the shop sends its secret key, and a provider refusing the key decides nothing', async () => {
    const { txRef, api } = await openOne();
    const paid = shop.fake.add({ tx_ref: txRef, amount: 2000 });
    expect(shop.fake.calls.every((c) => c.authorized)).toBe(true);
    // The same answer fetched with a wrong key is refused by the provider: still only pending.
    const wrongKey = shop.fake.provider({ secretKey: 'FLWSECK_TEST-wrong' });
    const answer = (await wrongKey.verifyTransaction(String(paid.id))) as { status: string };
    expect(answer.status).toBe('error');
    expect(shop.fake.calls.at(-1)).toMatchObject({ authorized: false });
    expect((await api.confirm(txRef, paid.id)).body.status).toBe('paid');
  });
});
