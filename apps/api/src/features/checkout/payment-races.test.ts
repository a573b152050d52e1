// PAY-9 and INV-5: reports of one payment racing each other (browser tabs, webhooks, the jobs) make
// exactly one order; and nothing is locked while the provider is being asked, so a slow provider
// answer for one shopper does not hold up another shopper's checkout and payment.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, stockOf, useShop } from '../../test/use-shop';
import { orderNotificationQueue } from '../orders/orders.tables';
import { expireHolds, reconcilePayments } from './checkout-jobs.service';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(databaseKinds())('racing payment reports on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });

  it('PAY-9 browser confirms, webhooks, reconciliation and hold expiry at once give exactly one order', async () => {
    // PGlite runs one statement at a time: the race is real on PostgreSQL, a smoke test here.
    const rounds = kind === 'postgres' ? 5 : 2;
    for (let round = 0; round < rounds; round += 1) {
      const piece = await addPiece(shop, { price: 1800, stock: 1 });
      const device = newDevice();
      const opened = await shop.open(device, [itemLine(piece)]);
      const txRef = opened.checkout.tx_ref;
      const paid = shop.pay(opened);
      // Every report reaches the provider before any answer comes back: they all race to record.
      const gate = deferred();
      shop.fake.scriptId(paid.id, { until: gate.promise });
      shop.fake.scriptRef(txRef, { until: gate.promise });
      const reconcileAt = await shop.minutesAfter(txRef, 2);
      const expireAt = await shop.minutesAfter(txRef, 16);
      const api = shop.as(device);
      const hook = shop.fake.webhookBody(paid);
      const ours = (call: { key: string }) => call.key === String(paid.id) || call.key === txRef;
      const racers = Promise.all([
        api.confirm(txRef, paid.id),
        api.confirm(txRef, paid.id),
        shop.webhook(hook),
        shop.webhook(hook),
        reconcilePayments(shop, reconcileAt),
      ]);
      // The expiry job claims the checkout only after reconciliation did (each skips a checkout the
      // other asked about a moment ago), then asks too.
      await shop.fake.waitForCalls(ours, 5);
      const expiring = expireHolds(shop, expireAt);
      await shop.fake.waitForCalls(ours, 6);
      gate.resolve();
      const [[tab1, tab2, hook1, hook2], expired] = await Promise.all([racers, expiring]);
      shop.fake.clearScripts();

      const made = await shop.ordersOf(txRef);
      expect(made).toHaveLength(1);
      const orderId = made[0]!.id;
      expect([tab1.body.order_id, tab2.body.order_id]).toEqual([orderId, orderId]);
      expect([hook1.body.status, hook2.body.status]).toEqual(['paid', 'paid']);
      expect(expired).toEqual({ expired: 0, paid: 1 });
      expect(await shop.checkoutRow(txRef)).toMatchObject({ status: 'paid', holdState: 'sold', orderId });
      expect(await stockOf(shop, piece.id)).toBe(0);
      const queued = await shop.database.db
        .select()
        .from(orderNotificationQueue)
        .where(sql`${orderNotificationQueue.orderId} = ${orderId}`);
      expect(queued).toHaveLength(1);
    }
  });

  it('INV-5 a provider slow to answer for one shopper does not hold up another shopper', async () => {
    // Three shoppers of the same piece: A pays in the browser, C closed the tab (the job asks about
    // C's payment), and the provider is slow for both; B opens, pays and confirms meanwhile. The slow
    // answers come once B is done — or after 10 s if B is stuck behind a lock, failing the order below.
    const piece = await addPiece(shop, { price: 1800, stock: 3 });
    const [a, b, c] = [newDevice(), newDevice(), newDevice()];
    const openA = await shop.open(a, [itemLine(piece)]);
    const openC = await shop.open(c, [itemLine(piece)]);
    const paidA = shop.pay(openA);
    shop.pay(openC);
    const bDone = deferred();
    let fallback: NodeJS.Timeout | undefined;
    const slow = Promise.race([bDone.promise, new Promise((r) => (fallback = setTimeout(r, 10_000)))]);
    shop.fake.scriptId(paidA.id, { delayMs: 200, until: slow });
    shop.fake.scriptRef(openC.checkout.tx_ref, { delayMs: 200, until: slow });

    const events: string[] = [];
    const asked = shop.fake
      .waitForCalls((call) => call.key === String(paidA.id), 1)
      .then(() => shop.fake.waitForCalls((call) => call.key === openC.checkout.tx_ref, 1))
      .then(() => events.push('A and C asked'));
    const confirmA = shop
      .as(a)
      .confirm(openA.checkout.tx_ref, paidA.id)
      .then((answer) => {
        events.push('A confirmed');
        return answer;
      });
    const reconcileC = reconcilePayments(shop, await shop.minutesAfter(openC.checkout.tx_ref, 2)).then(
      (result) => {
        events.push('C reconciled');
        return result;
      },
    );
    await asked;

    if (kind === 'postgres') {
      // While the provider is being asked, no connection sits in an open transaction.
      const idle = (await shop.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      )) as unknown as { rows: { n: number }[] };
      expect(idle.rows[0]!.n).toBe(0);
    }
    const openB = await shop.as(b).checkout([itemLine(piece)]);
    expect(openB.status).toBe(201);
    events.push('B opened');
    const paidB = shop.pay(openB.body);
    const confirmB = await shop.as(b).confirm(openB.body.checkout.tx_ref, paidB.id);
    expect(confirmB.body.status).toBe('paid');
    events.push('B confirmed');
    bDone.resolve();

    const [answerA, reconciled] = await Promise.all([confirmA, reconcileC]);
    clearTimeout(fallback);
    expect(answerA.body.status).toBe('paid');
    expect(reconciled.paid).toBeGreaterThanOrEqual(1);
    expect(events.slice(0, 3)).toEqual(['A and C asked', 'B opened', 'B confirmed']);
    expect(events.slice(3).sort()).toEqual(['A confirmed', 'C reconciled']);
    expect(await shop.ordersOf([openA, openB.body, openC].map((o) => o.checkout.tx_ref))).toHaveLength(3);
    expect(await stockOf(shop, piece.id)).toBe(0);
  });
});
