// PAY-6, PAY-7, PAY-8: the provider's webhook. Without the shared secret it is refused and changes
// nothing; with it, it is only a hint (the server asks the provider and follows the provider, not the
// payload); delivered ten times, in a row or at once, it still makes one order.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, stockOf, useShop } from '../../test/use-shop';
import type { Device } from '../../test/use-shop';
import { profiles } from '../accounts/accounts.tables';
import { userNotifications } from '../notifications/notifications.tables';
import { orderNotificationQueue } from '../orders/orders.tables';
import { sameSecret } from './webhook.routes';

describe('the webhook secret check', () => {
  it('PAY-6 accepts only the exact secret, whatever the lengths, and nothing when none is set', () => {
    const secret = 'whsec-0123456789abcdef';
    expect(sameSecret(secret, secret)).toBe(true);
    for (const given of [undefined, '', 'whsec-0123456789abcde', `${secret} `, secret.toUpperCase(), 'x'])
      expect(sameSecret(given, secret)).toBe(false);
    // A shop without a configured secret refuses every webhook.
    expect(sameSecret(secret, null)).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});

describe.each(databaseKinds())('payment webhook on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });

  async function paidCheckout(device: Device = newDevice(), stock = 1) {
    const piece = await addPiece(shop, { price: 1800, stock });
    const opened = await shop.open(device, [itemLine(piece)]);
    return { piece, opened, txRef: opened.checkout.tx_ref };
  }

  it('PAY-6 a missing or wrong verif-hash is refused with 401 and changes nothing', async () => {
    const { piece, opened, txRef } = await paidCheckout();
    const paid = shop.pay(opened);
    const body = shop.fake.webhookBody(paid);
    const wrong = [
      null,
      '',
      'not-the-secret',
      shop.fake.webhookHash.slice(0, -1),
      `${shop.fake.webhookHash}x`,
    ];
    for (const secret of wrong) {
      const answer = await shop.webhook(body, secret);
      expect(answer.status).toBe(401);
    }
    // The provider was never asked, and nothing moved.
    expect(shop.fake.callsFor(paid.id)).toEqual([]);
    expect(shop.fake.callsFor(txRef)).toEqual([]);
    expect(await shop.ordersOf(txRef)).toEqual([]);
    expect(await shop.checkoutRow(txRef)).toMatchObject({
      status: 'pending',
      holdState: 'held',
      orderId: null,
    });
    expect(await stockOf(shop, piece.id)).toBe(0);
    // With the secret the same delivery is acted on.
    expect((await shop.webhook(body)).body).toMatchObject({ received: true, status: 'paid' });
  });

  it('PAY-7 a webhook saying "successful" is checked with the provider, which says pending', async () => {
    const { opened, txRef } = await paidCheckout();
    const pending = shop.pay(opened, { status: 'pending' });
    const answer = await shop.webhook(shop.fake.webhookBody(pending, { status: 'successful' }));
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('pending');
    expect(shop.fake.callsFor(pending.id)).toHaveLength(1);
    expect(await shop.ordersOf(txRef)).toEqual([]);
  });

  it('PAY-7 a webhook lying about the amount is judged on the provider’s amount', async () => {
    const { opened, txRef } = await paidCheckout();
    const short = shop.pay(opened, { amount: opened.checkout.total - 1 });
    const answer = await shop.webhook(
      shop.fake.webhookBody(short, { amount: 1_000_000, charged_amount: 1_000_000 }),
    );
    expect(answer.body.status).toBe('rejected');
    expect(shop.fake.callsFor(short.id)).toHaveLength(1);
    expect(await shop.ordersOf(txRef)).toEqual([]);
  });

  it('PAY-7 the provider is followed even when the webhook undersells the payment', async () => {
    const { opened, txRef } = await paidCheckout();
    const paid = shop.pay(opened);
    const answer = await shop.webhook(shop.fake.webhookBody(paid, { status: 'failed', amount: 1 }));
    expect(answer.body.status).toBe('paid');
    expect(shop.fake.callsFor(paid.id)).toHaveLength(1);
    expect(await shop.ordersOf(txRef)).toHaveLength(1);
  });

  it('PAY-7 a webhook without a transaction id is checked by the server’s reference', async () => {
    const { opened, txRef } = await paidCheckout();
    const paid = shop.pay(opened);
    const answer = await shop.webhook({
      event: 'charge.completed',
      data: { tx_ref: txRef, status: 'successful' },
    });
    expect(answer.body.status).toBe('paid');
    expect(shop.fake.callsFor(txRef)).toHaveLength(1);
    expect((await shop.ordersOf(txRef))[0]?.providerTransactionId).toBe(String(paid.id));
    // A reference the shop never made: nothing to ask about.
    const before = shop.fake.calls.length;
    const unknown = await shop.webhook(
      shop.fake.webhookBody({ ...paid, tx_ref: 'TNT-1763900000000-NOSUCHCHECKOUTXXXXX' }),
    );
    expect(unknown.body.status).toBe('not_found');
    expect(shop.fake.calls.length).toBe(before);
  });

  it('PAY-8 the same webhook ten times, in a row and at once: one order, one sale, one notification', async () => {
    const customer = await shop.signIn(`webhook-${kind}@example.com`);
    const device = newDevice(customer.cookie);
    const rounds = [
      {
        name: 'in a row',
        deliver: async (send: () => Promise<unknown>) => {
          for (let i = 0; i < 10; i += 1) await send();
        },
      },
      {
        name: 'at once',
        deliver: async (send: () => Promise<unknown>) => {
          await Promise.all(Array.from({ length: 10 }, send));
        },
      },
    ];
    for (const round of rounds) {
      const { piece, opened, txRef } = await paidCheckout(device, 3);
      expect(await stockOf(shop, piece.id)).toBe(2);
      const paid = shop.pay(opened);
      const body = shop.fake.webhookBody(paid);
      const statuses: unknown[] = [];
      await round.deliver(async () => statuses.push((await shop.webhook(body)).body));
      expect(statuses, round.name).toHaveLength(10);
      expect(
        statuses.every((s) => (s as { status: string }).status === 'paid'),
        round.name,
      ).toBe(true);

      const ordersMade = await shop.ordersOf(txRef);
      expect(ordersMade, round.name).toHaveLength(1);
      const orderId = ordersMade[0]!.id;
      expect(await stockOf(shop, piece.id), round.name).toBe(2);
      expect(await shop.checkoutRow(txRef)).toMatchObject({ status: 'paid', holdState: 'sold', orderId });
      const db = shop.database.db;
      const queued = await db
        .select()
        .from(orderNotificationQueue)
        .where(eq(orderNotificationQueue.orderId, orderId));
      expect(queued, round.name).toHaveLength(1);
      const bell = await db.select().from(userNotifications).where(eq(userNotifications.orderId, orderId));
      expect(bell, round.name).toHaveLength(1);
    }
    const [profile] = await shop.database.db.select().from(profiles).where(eq(profiles.id, customer.id));
    expect(profile).toMatchObject({ totalOrders: 2, totalSpent: 4000 });
  });
});
