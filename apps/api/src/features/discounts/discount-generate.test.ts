// POST /api/discounts/generate: the exit-intent offer's code, one per visitor and offer, 24 hours, its
// percentage from the server; and how the codes it mints validate.
import { randomUUID } from 'node:crypto';
import { DISCOUNT_INVALID_MESSAGE } from '@shop/domain/texts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/use-shop';
import { useDiscountShop } from './discount-test-shop';
import { discounts } from './discounts.tables';

type Generated = {
  discount: { code: string; value: number; description: string; expiresAt: string; source: string };
  created: boolean;
  error?: { code: string };
};

describe.each(databaseKinds())('exit-intent discount codes on %s', (kind) => {
  const fx = useDiscountShop(kind);
  const { shop, post, bag, validate } = fx;

  it('mints one exit-intent code per visitor and offer, 24 hours, percentage from the server', async () => {
    const guest = randomUUID();
    const first = await post<Generated>(
      '/api/discounts/generate',
      { offer_id: 'fallback-welcome', percent: 90 },
      { guest },
    );
    expect(first.res.status).toBe(201);
    expect(first.body.discount).toMatchObject({
      type: 'percentage',
      value: 20,
      description: '20% off your order',
      source: 'generated',
      discount_scope: 'order',
    });
    expect(first.body.discount.code).toMatch(/^EXIT20-[A-Z2-9]{6}$/);
    const hours = (Date.parse(first.body.discount.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const again = await post<Generated>(
      '/api/discounts/generate',
      { offer_id: 'fallback-welcome' },
      { guest },
    );
    expect(again.res.status).toBe(200);
    expect(again.body.discount.code).toBe(first.body.discount.code);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        post<Generated>('/api/discounts/generate', { offer_id: 'fallback-cart' }, { guest }),
      ),
    );
    expect(new Set(racing.map((r) => r.body.discount.code)).size).toBe(1);

    // Only its owner can use it.
    const code = first.body.discount.code;
    expect((await validate(code, bag(), { guest })).body).toMatchObject({
      valid: true,
      discount_amount: 1400,
      source: 'generated',
    });
    expect((await validate(code, bag(), { guest: randomUUID() })).body.message).toBe(
      DISCOUNT_INVALID_MESSAGE,
    );
    expect((await validate(code, bag())).body.valid).toBe(false);

    // Once it has run out it is not handed out again.
    await shop.database.db
      .update(discounts)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(discounts.code, code));
    expect((await validate(code, bag(), { guest })).body.message).toBe('This discount code has expired');
    expect(
      (await post<Generated>('/api/discounts/generate', { offer_id: 'fallback-welcome' }, { guest })).res
        .status,
    ).toBe(409);
  });

  it('refuses to mint without a visitor or for an unknown offer', async () => {
    expect(
      (await post<Generated>('/api/discounts/generate', { offer_id: 'fallback-welcome' })).res.status,
    ).toBe(400);
    expect(
      (
        await post<Generated>(
          '/api/discounts/generate',
          { offer_id: 'fallback-welcome' },
          { guest: 'not-a-uuid' },
        )
      ).res.status,
    ).toBe(400);
    expect(
      (await post<Generated>('/api/discounts/generate', { offer_id: 'free-stuff' }, { guest: randomUUID() }))
        .res.status,
    ).toBe(404);
    const ann = await shop.signIn(`gen-${kind}@shop.test`);
    const signedIn = await post<Generated>('/api/discounts/generate', { offer_id: 'fallback-general' }, ann);
    expect(signedIn.res.status).toBe(201);
    expect(signedIn.body.discount.value).toBe(12);
  });
});
