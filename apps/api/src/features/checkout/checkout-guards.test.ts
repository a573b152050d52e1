// INV-9 and PAY-13: a Pay press repeated with its Idempotency-Key opens nothing new, one visitor holds
// one open checkout (a new one releases the last, however many race), and opening checkouts and
// asking for quotes are rate limited per visitor and per address — quotes with a code also against
// the discount-guessing limit of /api/discounts/validate.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_MESSAGE, RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, stockOf, useShop } from '../../test/use-shop';
import type { CheckoutAnswer, Device, ErrorAnswer } from '../../test/use-shop';
import { discounts, discountUsage } from '../discounts/discounts.tables';
import { REPLACED_REASON } from './checkout-guards.service';
import { checkouts } from './checkout.tables';

describe.each(databaseKinds())('checkout guards on %s', (kind) => {
  const shop = useShop(kind, { provider: 'fake-flutterwave' });
  // PGlite runs one statement at a time: the races are real on PostgreSQL, smoke tests here.
  const crowd = kind === 'postgres' ? 100 : 12;

  /** POST /api/checkout from one device (and, when given, one address) with an Idempotency-Key. */
  const press = (device: Device, lines: unknown[], key: string | null, ip?: string, extra = {}) =>
    shop.send<CheckoutAnswer | ErrorAnswer>('POST', '/api/checkout', {
      as: device,
      body: { bag: { items: lines, bundles: [] }, phone: '0712345678', payment_method: 'mpesa', ...extra },
      headers: { ...(key && { 'idempotency-key': key }), ...(ip && { 'x-forwarded-for': ip }) },
    });

  const heldBy = async (guestId: string) =>
    shop.database.db
      .select()
      .from(checkouts)
      .where(
        and(eq(checkouts.guestId, guestId), eq(checkouts.status, 'pending'), eq(checkouts.holdState, 'held')),
      );

  it('PAY-13 the same press sent again answers the same checkout (200) and holds nothing new', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 3 });
    const device = newDevice();
    const key = randomUUID();
    const first = await press(device, [itemLine(piece)], key);
    expect(first.status).toBe(201);
    const again = await press(device, [itemLine(piece)], key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await stockOf(shop, piece.id)).toBe(2);
    expect(await heldBy(device.guestId)).toHaveLength(1);
    // A new press of the same shopper is a new checkout (and replaces the first); another shopper's
    // press with the same key is theirs alone.
    const next = await press(device, [itemLine(piece)], randomUUID());
    expect(next.status).toBe(201);
    const other = await press(newDevice(), [itemLine(piece)], key);
    expect(other.status).toBe(201);
    const refs = [first, next, other].map((a) => (a.body as CheckoutAnswer).checkout.tx_ref);
    expect(new Set(refs).size).toBe(3);
    expect(await stockOf(shop, piece.id)).toBe(1);
  });

  it('PAY-13 twins of one press racing each other open one checkout', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    const device = newDevice();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: kind === 'postgres' ? 8 : 3 }, () => press(device, [itemLine(piece)], key)),
    );
    // One opened it; every twin answers that checkout — even one priced after the piece was held.
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(answers.length - 1);
    expect(new Set(answers.map((a) => (a.body as CheckoutAnswer).checkout.tx_ref)).size).toBe(1);
    expect(await stockOf(shop, piece.id)).toBe(0);
    const rows = await shop.database.db.select().from(checkouts).where(eq(checkouts.guestId, device.guestId));
    expect(rows).toHaveLength(1);
  });

  it('PAY-13 a malformed Idempotency-Key is refused with a clear message', async () => {
    const piece = await addPiece(shop, { price: 1800, stock: 1 });
    for (const bad of [
      'short',
      'x'.repeat(101),
      'spaces are not allowed here',
      '<script>alert(1)</script>',
    ]) {
      const answer = await press(newDevice(), [itemLine(piece)], bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: { code: 'invalid_idempotency_key', message: IDEMPOTENCY_KEY_MESSAGE },
      });
    }
    expect(await stockOf(shop, piece.id)).toBe(1);
  });

  it('INV-9 a new checkout releases the visitor’s previous hold, its stock and its code’s use', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => addPiece(shop, { price: 2000, stock: 1 })));
    const code = `G${randomUUID().slice(0, 8).toUpperCase()}`;
    await shop.database.db.insert(discounts).values({ code, type: 'percentage', value: 10, usageLimit: 1 });
    const device = newDevice();
    const first = (await press(device, [itemLine(a!)], null, undefined, { discount_code: code }))
      .body as CheckoutAnswer;
    expect(first.checkout.discount).toBe(200);
    // The same one-of-a-kind piece again: the previous hold gives it back inside the new checkout.
    const second = await press(device, [itemLine(a!)], null, undefined, { discount_code: code });
    expect(second.status).toBe(201);
    expect(await shop.checkoutRow(first.checkout.tx_ref)).toMatchObject({
      status: 'cancelled',
      holdState: 'released',
      failureReason: REPLACED_REASON,
    });
    expect(await stockOf(shop, a!.id)).toBe(0);
    const uses = await shop.database.db
      .select()
      .from(discountUsage)
      .where(eq(discountUsage.checkoutId, first.checkout.id));
    expect(uses).toHaveLength(0);

    // A new checkout that cannot open (sold out) leaves the one before it held.
    await shop.open(newDevice(), [itemLine(b!)]);
    const refused = await press(device, [itemLine(b!)], null);
    expect(refused.status).toBe(409);
    const [still] = await heldBy(device.guestId);
    expect(still!.txRef).toBe((second.body as CheckoutAnswer).checkout.tx_ref);
    expect(await stockOf(shop, a!.id)).toBe(0);
  });

  it(`INV-9 ${crowd} checkouts of one visitor at once leave at most one held`, async () => {
    const piece = await addPiece(shop, { price: 500, stock: crowd });
    const device = newDevice();
    const ip = `192.0.2.${kind === 'postgres' ? 1 : 2}`;
    const answers = await Promise.all(
      Array.from({ length: crowd }, () => press(device, [itemLine(piece)], randomUUID(), ip)),
    );
    const opened = answers.filter((a) => a.status === 201);
    expect(opened.length).toBeGreaterThanOrEqual(1);
    // The visitor's limit stops the rest, with the shop's message.
    for (const limited of answers.filter((a) => a.status !== 201)) {
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: { code: 'rate_limited', message: RATE_LIMIT_MESSAGE } });
    }
    expect(opened.length).toBeLessThanOrEqual(10);
    expect(await heldBy(device.guestId)).toHaveLength(1);
    // Every other opened checkout was released and gave its piece back.
    expect(await stockOf(shop, piece.id)).toBe(crowd - 1);
  });

  it('INV-9 two shoppers swapping pieces at the same moment both get their new checkout', async () => {
    // Each gives back the piece the other wants: their transactions lock the two pieces in opposite
    // orders, and when PostgreSQL ends one as a deadlock, it is tried again.
    for (let round = 0; round < (kind === 'postgres' ? 5 : 1); round += 1) {
      const [one, two] = await Promise.all([1, 2].map(() => addPiece(shop, { price: 900, stock: 2 })));
      const [a, b] = [newDevice(), newDevice()];
      await shop.open(a, [itemLine(one!)]);
      await shop.open(b, [itemLine(two!)]);
      const [swapA, swapB] = await Promise.all([
        press(a, [itemLine(two!)], null),
        press(b, [itemLine(one!)], null),
      ]);
      expect([swapA.status, swapB.status]).toEqual([201, 201]);
      expect([await stockOf(shop, one!.id), await stockOf(shop, two!.id)]).toEqual([1, 1]);
    }
  });

  it('INV-9 checkouts are limited per visitor (10 a minute) and per address (60 per 15 minutes)', async () => {
    const piece = await addPiece(shop, { price: 500, stock: 200 });
    const device = newDevice();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await press(device, [itemLine(piece)], null)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    // Many shoppers (or one script with a new guest id each time) behind one address: 60 checkouts per
    // hold lifetime between them.
    const ip = '198.51.100.7';
    const shared: number[] = [];
    for (let i = 0; i < 61; i += 1)
      shared.push((await press(newDevice(), [itemLine(piece)], null, ip)).status);
    expect(shared.filter((s) => s === 201)).toHaveLength(60);
    expect(shared[60]).toBe(429);
  });

  it('quotes are limited, and quotes with a code count against the discount tries of validate', async () => {
    const piece = await addPiece(shop, { price: 2000, stock: 1 });
    const quote = (device: Device, ip: string, code: string | null) =>
      shop.send<ErrorAnswer>('POST', '/api/checkout/quote', {
        as: device,
        body: { bag: { items: [itemLine(piece)], bundles: [] }, discount_code: code },
        headers: { 'x-forwarded-for': ip },
      });
    // A guest guessing codes from one address, a new guest id each time: 10 tries a minute in all.
    const ip = '203.0.113.9';
    const guesses: number[] = [];
    for (let i = 0; i < 11; i += 1) guesses.push((await quote(newDevice(), ip, `GUESS${i}`)).status);
    expect(guesses.slice(0, 10).every((s) => s === 409)).toBe(true);
    expect(guesses[10]).toBe(429);
    const validate = await shop.send<ErrorAnswer>('POST', '/api/discounts/validate', {
      as: newDevice(),
      body: { code: 'GUESS11' },
      headers: { 'x-forwarded-for': ip },
    });
    expect(validate.status).toBe(429);
    // Quotes without a code go on; one visitor may ask 60 times a minute.
    const device = newDevice();
    const plain: number[] = [];
    for (let i = 0; i < 61; i += 1) plain.push((await quote(device, '203.0.113.10', null)).status);
    expect(plain.filter((s) => s === 200)).toHaveLength(60);
    expect(plain[60]).toBe(429);
  });
});
