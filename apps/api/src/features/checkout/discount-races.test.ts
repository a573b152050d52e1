// DSC-1: a single-use code, and a once-per-customer code, tried by many checkouts at the same moment
// are used exactly once; a checkout that is given up gives its use back.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop } from '../../test/use-shop';
import type { Answer, CheckoutAnswer, Device, ErrorAnswer } from '../../test/use-shop';
import { discounts, discountUsage } from '../discounts/discounts.tables';
import { expireHolds } from './checkout-jobs.service';

describe.each(databaseKinds())('discount codes under concurrent checkouts on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });
  // PGlite runs one statement at a time: the race is real on PostgreSQL, a smoke test here.
  const crowd = kind === 'postgres' ? 50 : 10;

  async function addCode(values: { usageLimit?: number; oncePerCustomer?: boolean }) {
    const code = `C${randomUUID().slice(0, 8).toUpperCase()}`;
    const [row] = await shop.database.db
      .insert(discounts)
      .values({ code, type: 'percentage', value: 10, ...values })
      .returning();
    return row!;
  }

  const usesOf = (discountId: string) =>
    shop.database.db.select().from(discountUsage).where(eq(discountUsage.discountCodeId, discountId));

  // A phone of each device's own: once-per-customer codes also bind by phone (checkout-guards.test).
  const phoneOf = (d: Device) =>
    `07${String(parseInt(d.guestId.slice(0, 8), 16))
      .padStart(8, '0')
      .slice(-8)}`;

  /**
   * Everyone checks out a KES 2,000 piece with the code at the same moment — each their own piece, so
   * nothing but the code itself makes them take turns.
   */
  async function rush(devices: Device[], code: string, { limited = false } = {}) {
    const pieces = await Promise.all(devices.map(() => addPiece(shop, { price: 2000, stock: 1 })));
    const answers = await Promise.all(
      devices.map((d, i) =>
        shop.as(d).checkout<CheckoutAnswer | ErrorAnswer>([itemLine(pieces[i]!)], {
          discount_code: code,
          phone: phoneOf(d),
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 201) as Answer<CheckoutAnswer>[];
    for (const lost of answers.filter((a) => a.status !== 201)) {
      // One visitor's crowd also meets the visitor's rate limit.
      if (limited && lost.status === 429) continue;
      expect(lost.status).toBe(409);
      expect((lost.body as ErrorAnswer).error.code).toBe('discount_invalid');
    }
    for (const w of won) expect(w.body.checkout).toMatchObject({ discount: 200, total: 2000 });
    return { won };
  }

  it(`DSC-1 a single-use code tried by ${crowd} checkouts at once is used once`, async () => {
    const code = await addCode({ usageLimit: 1 });
    const devices = Array.from({ length: crowd }, () => newDevice());
    const { won } = await rush(devices, code.code);
    expect(won).toHaveLength(1);
    expect(await usesOf(code.id)).toHaveLength(1);

    // Paid: the use is the order's, and the code stays used up.
    const winner = won[0]!.body;
    const paid = shop.pay(winner);
    const confirm = await shop.send<{ status: string }>('POST', '/api/checkout/confirm', {
      body: { tx_ref: winner.checkout.tx_ref, transaction_id: String(paid.id) },
    });
    expect(confirm.body.status).toBe('paid');
    const [order] = await shop.ordersOf(winner.checkout.tx_ref);
    expect(order).toMatchObject({ discountAmount: 200, discountCode: code.code });
    const uses = await usesOf(code.id);
    expect(uses).toHaveLength(1);
    expect(uses[0]!.orderId).toBe(order!.id);
    expect((await rush([newDevice()], code.code)).won).toHaveLength(0);
  });

  it(`DSC-1 a once-per-customer code tried by one customer in ${crowd} checkouts at once is used once`, async () => {
    const code = await addCode({ oncePerCustomer: true });

    /** One visitor's crowd: each checkout that opens replaces the one before it (INV-9), so one use stays held. */
    async function crowdOf(devices: Device[]) {
      const { won } = await rush(devices, code.code, { limited: true });
      expect(won.length).toBeGreaterThanOrEqual(1);
      const held = (await usesOf(code.id)).filter((u) => u.orderId === null);
      expect(held).toHaveLength(1);
      const holder = won.find((w) => w.body.checkout.id === held[0]!.checkoutId)!.body;
      const paid = shop.pay(holder);
      const confirm = await shop.send<{ status: string }>('POST', '/api/checkout/confirm', {
        body: { tx_ref: holder.checkout.tx_ref, transaction_id: String(paid.id) },
      });
      expect(confirm.body.status).toBe('paid');
      // Used once, by this visitor's paid order, and nothing else held: a later try counts it.
      const uses = (await usesOf(code.id)).filter((u) =>
        won.some((w) => w.body.checkout.id === u.checkoutId),
      );
      expect(uses).toHaveLength(1);
      expect(uses[0]!.orderId).not.toBeNull();
    }

    const customer = await shop.signIn(`once-${kind}@example.com`);
    await crowdOf(Array.from({ length: crowd }, () => newDevice(customer.cookie)));
    // The same guest on one device, too.
    const guest = newDevice();
    await crowdOf(Array.from({ length: crowd }, () => guest));
    // Other customers still may use it.
    expect((await rush([newDevice()], code.code)).won).toHaveLength(1);
    expect(await usesOf(code.id)).toHaveLength(3);
  });

  it('DSC-1 a cancelled or expired checkout gives its use back', async () => {
    const code = await addCode({ usageLimit: 1 });
    const { won } = await rush([newDevice(), newDevice(), newDevice()], code.code);
    expect(won).toHaveLength(1);
    const holder = won[0]!.body.checkout.tx_ref;
    const owner = { guestId: (await shop.checkoutRow(holder)).guestId! };
    expect((await shop.as(owner).cancel(holder)).body).toMatchObject({ released: true });
    expect(await usesOf(code.id)).toHaveLength(0);

    // The next shopper gets it; their hold runs out; the one after gets it again.
    const next = await rush([newDevice()], code.code);
    expect(next.won).toHaveLength(1);
    const expiring = next.won[0]!.body.checkout.tx_ref;
    await expireHolds(shop, await shop.minutesAfter(expiring, 16));
    expect((await shop.checkoutRow(expiring)).status).toBe('expired');
    expect(await usesOf(code.id)).toHaveLength(0);
    expect((await rush([newDevice()], code.code)).won).toHaveLength(1);
  });
});
