import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateDiscount } from './calculate';
import { DISCOUNT_INVALID_MESSAGE } from './code-entry';
import {
  checkDiscount,
  DISCOUNT_ALREADY_USED_MESSAGE,
  DISCOUNT_EMPTY_BAG_MESSAGE,
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_NOT_APPLICABLE_MESSAGE,
  DISCOUNT_NOT_STARTED_MESSAGE,
  DISCOUNT_USED_UP_MESSAGE,
  type StoredDiscount,
} from './usability';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const code = (over: Partial<StoredDiscount> = {}): StoredDiscount => ({
  type: 'percentage',
  value: 10,
  discount_scope: 'order',
  isActive: true,
  startsAt: null,
  endsAt: null,
  minOrderAmount: 0,
  usageLimit: null,
  usedCount: 0,
  oncePerCustomer: false,
  usedByCustomer: 0,
  ownerKey: null,
  ...over,
});
const bag = {
  items: [
    { product: { id: 'shirt', price: 1500, category: 'clothing' }, quantity: 2 },
    { product: { id: 'boots', price: 4000, category: 'shoes' }, quantity: 1 },
  ],
  bundles: [{ bundle: { price: 3000 }, quantity: 1 }],
};
const ctx = { now: NOW, customerKeys: ['u:ann'] };

describe('checkDiscount', () => {
  it('applies a good code with the spec calculation', () => {
    const result = checkDiscount(code(), bag, ctx);
    expect(result).toEqual({
      ok: true,
      breakdown: { subtotal: 10_000, eligibleAmount: 10_000, discount: 1000, total: 9000 },
    });
  });

  it('refuses unknown, switched-off and other people’s codes with the one invalid message', () => {
    for (const discount of [null, undefined, code({ isActive: false }), code({ ownerKey: 'g:someone' })]) {
      expect(checkDiscount(discount, bag, ctx)).toEqual({
        ok: false,
        reason: 'invalid',
        message: DISCOUNT_INVALID_MESSAGE,
      });
    }
    expect(checkDiscount(code({ ownerKey: 'u:ann' }), bag, ctx).ok).toBe(true);
  });

  it('holds the window: not before the start, not from the end on', () => {
    const refusal = (over: Partial<StoredDiscount>) => {
      const r = checkDiscount(code(over), bag, ctx);
      return r.ok ? null : r.message;
    };
    expect(refusal({ startsAt: NOW + 1 })).toBe(DISCOUNT_NOT_STARTED_MESSAGE);
    expect(refusal({ startsAt: NOW })).toBeNull();
    expect(refusal({ endsAt: NOW })).toBe(DISCOUNT_EXPIRED_MESSAGE);
    expect(refusal({ endsAt: new Date(NOW + 1).toISOString() })).toBeNull();
    expect(checkDiscount(code(), bag, { ...ctx, now: 'not a time' }).ok).toBe(false);
  });

  it('holds the usage limits', () => {
    expect(checkDiscount(code({ usageLimit: 3, usedCount: 3 }), bag, ctx)).toMatchObject({
      message: DISCOUNT_USED_UP_MESSAGE,
    });
    expect(checkDiscount(code({ usageLimit: 3, usedCount: 2 }), bag, ctx).ok).toBe(true);
    expect(checkDiscount(code({ oncePerCustomer: true, usedByCustomer: 1 }), bag, ctx)).toMatchObject({
      message: DISCOUNT_ALREADY_USED_MESSAGE,
    });
    expect(checkDiscount(code({ usedByCustomer: 4 }), bag, ctx).ok).toBe(true);
  });

  it('needs the minimum order, a bag, and something the code applies to', () => {
    expect(checkDiscount(code({ minOrderAmount: 10_001 }), bag, ctx)).toMatchObject({
      reason: 'minimum_not_met',
      message: 'This discount code needs an order of at least KES 10,001',
    });
    expect(checkDiscount(code({ minOrderAmount: 10_000 }), bag, ctx).ok).toBe(true);
    expect(checkDiscount(code(), { items: [] }, ctx)).toMatchObject({ message: DISCOUNT_EMPTY_BAG_MESSAGE });
    const hats = code({ discount_scope: 'per_item', eligible_categories: ['hats'] });
    expect(checkDiscount(hats, bag, ctx)).toMatchObject({ message: DISCOUNT_NOT_APPLICABLE_MESSAGE });
  });

  it('is the calculation whenever it accepts (property)', () => {
    const rule = fc.record({
      type: fc.constantFrom('percentage' as const, 'fixed' as const),
      value: fc.integer({ min: 1, max: 5000 }),
      discount_scope: fc.constantFrom('order' as const, 'per_item' as const),
      max_discount_amount: fc.option(fc.integer({ min: 1, max: 5000 })),
      eligible_categories: fc.option(fc.subarray(['clothing', 'shoes'])),
      minOrderAmount: fc.integer({ min: 0, max: 20_000 }),
    });
    fc.assert(
      fc.property(rule, (r) => {
        const result = checkDiscount(code(r), bag, ctx);
        const expected = calculateDiscount(bag, r);
        if (result.ok) {
          expect(result.breakdown).toEqual(expected);
          expect(result.breakdown.discount).toBeGreaterThan(0);
          expect(result.breakdown.total).toBeGreaterThanOrEqual(0);
          expect(10_000).toBeGreaterThanOrEqual(r.minOrderAmount);
        } else {
          expect(expected.discount === 0 || 10_000 < r.minOrderAmount).toBe(true);
        }
      }),
    );
  });
});
