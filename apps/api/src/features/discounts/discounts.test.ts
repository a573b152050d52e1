// POST /api/discounts/validate: the spec's answer fields on the server's prices, every refusal (unknown,
// switched off, window, usage limits, once per customer, minimum order), per-item codes, the rate limit.
import { randomUUID } from 'node:crypto';
import { calculateDiscount } from '@shop/domain/rules';
import { DISCOUNT_INVALID_MESSAGE, RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/use-shop';
import { useDiscountShop, type Answer } from './discount-test-shop';
import { checkouts } from '../checkout/checkout.tables';
import { discounts, discountUsage } from './discounts.tables';

describe.each(databaseKinds())('discount codes on %s', (kind) => {
  const fx = useDiscountShop(kind);
  const { shop, post, bag, validate } = fx;
  let shirt: string;
  let boots: string;
  beforeAll(() => {
    ({ shirt, boots } = fx.ids());
  });

  const used = async (code: string, who: { userId?: string; guestId?: string } = {}) => {
    const [row] = await shop.database.db.select().from(discounts).where(eq(discounts.code, code));
    // A use is held by a checkout (the order's, once paid).
    const [checkout] = await shop.database.db
      .insert(checkouts)
      .values({
        txRef: `TNT-TEST-${randomUUID()}`,
        provider: 'sandbox',
        userId: who.userId ?? null,
        guestId: who.userId ? null : (who.guestId ?? randomUUID()),
        paymentMethod: 'mpesa',
        lines: { items: [], bundles: [] },
        held: { pieces: [], bundles: {} },
        subtotal: 1000,
        deliveryOption: 'standard',
        deliveryFee: 200,
        total: 1100,
        expiresAt: new Date(),
      })
      .returning({ id: checkouts.id });
    await shop.database.db.insert(discountUsage).values({
      discountCodeId: row!.id,
      checkoutId: checkout!.id,
      userId: who.userId ?? null,
      guestId: who.guestId ?? null,
      discountAmount: 100,
    });
  };

  it('validates a code on the server prices and answers the spec fields', async () => {
    const { res, body } = await validate('save10');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      valid: true,
      discount_amount: 700,
      message: 'SAVE10 applied: you save KES 700',
      discount_type: 'percentage',
      discount_value: 10,
      discount_scope: 'order',
      max_discount_amount: null,
      eligible_categories: null,
      eligible_product_ids: null,
      code: 'SAVE10',
      description: '10% off',
      source: 'manual',
      expires_at: null,
      subtotal: 7000,
      total: 6300,
    });
    expect(body.discount_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await validate('  Save10 ')).body.valid).toBe(true);
    expect((await validate('CAPPED')).body.discount_amount).toBe(1000);
  });

  it('ignores the prices and categories the browser claims', async () => {
    const tampered = bag(2, 1, { shirt: 1_000_000, boots: 1 });
    const { body } = await validate('SAVE10', tampered);
    expect(body).toMatchObject({ valid: true, subtotal: 7000, discount_amount: 700 });
    const shoes = await validate('SHOES20', {
      items: [{ product: { id: shirt, price: 1500, category: 'shoes' }, quantity: 1, selectedSize: null }],
      bundles: [],
    });
    expect(shoes.body.valid).toBe(false);
  });

  it('gives the one invalid message for unknown and switched-off codes', async () => {
    for (const code of ['NOPE', 'OFF']) {
      const { body } = await validate(code);
      expect(body).toMatchObject({ valid: false, discount_id: null, discount_amount: 0 });
      expect(body.message).toBe(DISCOUNT_INVALID_MESSAGE);
    }
  });

  it('holds the window, the usage limits and the minimum order', async () => {
    const message = async (code: string, body: unknown = bag(), who = {}) =>
      (await validate(code, body, who)).body;
    expect(await message('SOON')).toMatchObject({
      valid: false,
      message: 'This discount code is not active yet',
    });
    expect(await message('OVER')).toMatchObject({ valid: false, message: 'This discount code has expired' });
    expect((await message('LIMITED')).valid).toBe(true);
    await used('LIMITED');
    expect(await message('LIMITED')).toMatchObject({
      valid: false,
      message: 'This discount code has reached its usage limit',
    });
    expect(await message('FIXED500', bag(1, 0))).toMatchObject({
      valid: false,
      message: 'This discount code needs an order of at least KES 3,000',
    });
    expect(await message('FIXED500', bag(2, 0))).toMatchObject({ valid: true, discount_amount: 500 });
    // 7,000 at the server's prices, whatever the browser says the boots cost.
    expect((await message('BIGSPEND', bag(2, 1, { shirt: 1500, boots: 9000 }))).valid).toBe(false);
  });

  it('refuses a once-per-customer code to whoever used it, by account or by guest id', async () => {
    const ann = await shop.signIn(`ann-${kind}@shop.test`);
    const bob = await shop.signIn(`bob-${kind}@shop.test`);
    const guest = randomUUID();
    expect((await validate('ONCE', bag(), { cookie: ann.cookie })).body.valid).toBe(true);
    await used('ONCE', { userId: ann.id });
    await used('ONCE', { guestId: guest });
    expect((await validate('ONCE', bag(), { cookie: ann.cookie })).body).toMatchObject({
      valid: false,
      message: "You've already used this discount code",
    });
    expect((await validate('ONCE', bag(), { guest })).body.valid).toBe(false);
    expect((await validate('ONCE', bag(), { cookie: bob.cookie })).body.valid).toBe(true);
    expect((await validate('ONCE', bag(), { guest: randomUUID() })).body.valid).toBe(true);
  });

  it('applies per-item codes to eligible lines only, equal to the domain rule', async () => {
    const shoes = (await validate('SHOES20')).body;
    expect(shoes).toMatchObject({ valid: true, discount_amount: 800, eligible_categories: ['shoes'] });
    const shirtOnly = (await validate('SHIRTONLY', bag(3, 1))).body;
    expect(shirtOnly).toMatchObject({ valid: true, discount_amount: 600 });
    expect(shirtOnly.eligible_product_ids).toEqual([shirt]);
    const serverLines = {
      items: [
        { product: { id: shirt, price: 1500, category: 'clothing' }, quantity: 3 },
        { product: { id: boots, price: 4000, category: 'shoes' }, quantity: 1 },
      ],
    };
    expect(shirtOnly.discount_amount).toBe(
      calculateDiscount(serverLines, {
        type: 'fixed',
        value: 200,
        discount_scope: 'per_item',
        eligible_product_ids: [shirt],
      }).discount,
    );
    expect((await validate('SHOES20', bag(2, 0))).body).toMatchObject({
      valid: false,
      message: "This discount code doesn't apply to the items in your bag",
    });
  });

  it('refuses an empty code and malformed input with a 400', async () => {
    const empty = await validate('   ');
    expect(empty.res.status).toBe(400);
    expect(empty.body.error?.message).toBe("Hey! Don't forget to enter your discount code first");
    const bad = await post<Answer>('/api/discounts/validate', { code: 'SAVE10', bag: { items: 'x' } });
    expect(bad.res.status).toBe(400);
  });

  it('allows 10 tries a minute per visitor, then answers 429', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i += 1) expect((await validate(`TRY${i}`, bag(), { ip })).res.status).toBe(200);
    const blocked = await validate('SAVE10', bag(), { ip });
    expect(blocked.res.status).toBe(429);
    expect(blocked.body.error?.message).toBe(RATE_LIMIT_MESSAGE);
    // A new guest id on the same address does not reset it; another address is not affected.
    expect((await validate('SAVE10', bag(), { ip, guest: randomUUID() })).res.status).toBe(429);
    expect((await validate('SAVE10', bag())).res.status).toBe(200);
  });

  it('costs the same few queries however big the bag', async () => {
    const count = async (body: ReturnType<typeof bag>) => {
      const before = shop.database.queryCount();
      await validate('SAVE10', body);
      return shop.database.queryCount() - before;
    };
    const small = await count(bag(1, 0));
    expect(await count(bag(3, 2))).toBeLessThanOrEqual(small + 1);
    // Rate limit (read + write), the bag's products, the code with its use.
    expect(await count(bag(3, 2))).toBeLessThanOrEqual(5);
  });
});
