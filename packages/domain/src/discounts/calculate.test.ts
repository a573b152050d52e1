import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { calculateDiscount, isLineEligible, lineAmount, linesSubtotal } from './calculate';
import type { DiscountItemLine, DiscountLines, DiscountRule } from './types';

const item = (id: string, price: number, quantity: number, category = 'clothing'): DiscountItemLine => ({
  product: { id, price, category },
  quantity,
});
const bag: DiscountLines = {
  items: [item('a', 1000, 2), item('b', 500, 1, 'shoes')],
  bundles: [{ bundle: { price: 3000 }, quantity: 1 }],
};

describe('linesSubtotal', () => {
  it('adds items and bundles', () => {
    expect(linesSubtotal(bag)).toBe(5500);
    expect(linesSubtotal({ items: [] })).toBe(0);
  });

  it('counts bad prices and quantities as nothing', () => {
    expect(lineAmount(Number.NaN, 2)).toBe(0);
    expect(lineAmount(100, Number.NaN)).toBe(0);
    expect(lineAmount(-100, 2)).toBe(0);
    expect(lineAmount(100, 2.7)).toBe(200);
    expect(lineAmount(2, 1e308)).toBe(0);
    expect(lineAmount(1e300, 1)).toBe(0);
  });
});

describe('calculateDiscount: order scope', () => {
  it('gives no discount without a code', () => {
    expect(calculateDiscount(bag, null)).toEqual({
      subtotal: 5500,
      eligibleAmount: 0,
      discount: 0,
      total: 5500,
    });
  });

  it('percentage is the rounded share of the subtotal', () => {
    const rule: DiscountRule = { type: 'percentage', value: 15, discount_scope: 'order' };
    expect(calculateDiscount(bag, rule)).toMatchObject({ discount: 825, total: 4675 });
    expect(
      calculateDiscount({ items: [item('x', 333, 1)] }, { type: 'percentage', value: 10 }).discount,
    ).toBe(33);
    expect(
      calculateDiscount({ items: [item('x', 335, 1)] }, { type: 'percentage', value: 10 }).discount,
    ).toBe(34);
  });

  it('percentage is capped by max_discount_amount', () => {
    const rule: DiscountRule = { type: 'percentage', value: 50, max_discount_amount: 1000 };
    expect(calculateDiscount(bag, rule)).toMatchObject({ discount: 1000, total: 4500 });
  });

  it('a non-positive cap means no cap', () => {
    const rule: DiscountRule = { type: 'percentage', value: 50, max_discount_amount: 0 };
    expect(calculateDiscount(bag, rule).discount).toBe(2750);
  });

  it('fixed is the lesser of value and subtotal', () => {
    expect(calculateDiscount(bag, { type: 'fixed', value: 700 })).toMatchObject({
      discount: 700,
      total: 4800,
    });
    expect(calculateDiscount({ items: [item('x', 400, 1)] }, { type: 'fixed', value: 700 })).toMatchObject({
      discount: 400,
      total: 0,
    });
  });

  it('treats nonsense values as no discount and percentages above 100 as 100', () => {
    expect(calculateDiscount(bag, { type: 'fixed', value: Number.NaN }).discount).toBe(0);
    expect(calculateDiscount(bag, { type: 'fixed', value: -50 }).discount).toBe(0);
    expect(calculateDiscount(bag, { type: 'percentage', value: 250 })).toMatchObject({
      discount: 5500,
      total: 0,
    });
  });
});

describe('calculateDiscount: per_item scope', () => {
  it('percentage is per unit of eligible lines only, bundles excluded', () => {
    const rule: DiscountRule = {
      type: 'percentage',
      value: 10,
      discount_scope: 'per_item',
      eligible_categories: ['clothing'],
    };
    expect(calculateDiscount(bag, rule)).toEqual({
      subtotal: 5500,
      eligibleAmount: 2000,
      discount: 200,
      total: 5300,
    });
  });

  it('needs both the category and the product id when both lists are set', () => {
    const rule: DiscountRule = {
      type: 'fixed',
      value: 100,
      discount_scope: 'per_item',
      eligible_categories: ['clothing'],
      eligible_product_ids: ['b'],
    };
    expect(calculateDiscount(bag, rule).discount).toBe(0);
    expect(calculateDiscount(bag, { ...rule, eligible_categories: [] }).discount).toBe(100);
    expect(
      calculateDiscount(bag, { ...rule, eligible_categories: null, eligible_product_ids: null }).discount,
    ).toBe(300);
  });

  it('fixed is per unit times quantity, never more than the unit price, then capped', () => {
    const rule: DiscountRule = { type: 'fixed', value: 600, discount_scope: 'per_item' };
    expect(calculateDiscount(bag, rule).discount).toBe(600 * 2 + 500);
    expect(calculateDiscount(bag, { ...rule, max_discount_amount: 1000 }).discount).toBe(1000);
  });

  it('rounds the capped sum', () => {
    const rule: DiscountRule = { type: 'percentage', value: 15, discount_scope: 'per_item' };
    expect(calculateDiscount({ items: [item('a', 333, 3)] }, rule).discount).toBe(150);
  });

  it('reads eligibility from both lists', () => {
    expect(isLineEligible(item('a', 1, 1), { type: 'fixed', value: 1, eligible_categories: ['shoes'] })).toBe(
      false,
    );
    expect(
      isLineEligible(
        { product: { id: 'a', price: 1, category: null }, quantity: 1 },
        {
          type: 'fixed',
          value: 1,
          eligible_categories: ['shoes'],
        },
      ),
    ).toBe(false);
  });
});

const line = fc.record({
  product: fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    price: fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.constant(Number.NaN), fc.double()),
    category: fc.constantFrom('clothing', 'shoes', 'jewelry', null),
  }),
  quantity: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double()),
});
const lines = fc.record({
  items: fc.array(line, { maxLength: 8 }),
  bundles: fc.array(
    fc.record({
      bundle: fc.record({ price: fc.integer({ min: 0, max: 20_000 }) }),
      quantity: fc.integer({ min: 0, max: 5 }),
    }),
    { maxLength: 3 },
  ),
});
const rule = fc.record({
  type: fc.constantFrom('percentage' as const, 'fixed' as const),
  value: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.double()),
  discount_scope: fc.constantFrom('order' as const, 'per_item' as const, null),
  max_discount_amount: fc.option(fc.integer({ min: -10, max: 5_000 })),
  eligible_categories: fc.option(fc.subarray(['clothing', 'shoes', 'jewelry'])),
  eligible_product_ids: fc.option(fc.subarray(['a', 'b', 'c'])),
});

describe('calculateDiscount properties', () => {
  it('never exceeds the cap or the eligible amount; total = max(0, subtotal − discount)', () => {
    fc.assert(
      fc.property(lines, rule, (bagLines, discountRule) => {
        const result = calculateDiscount(bagLines, discountRule);
        const cap = discountRule.max_discount_amount;
        if (cap !== null && cap > 0) expect(result.discount).toBeLessThanOrEqual(cap);
        expect(result.discount).toBeLessThanOrEqual(result.eligibleAmount);
        expect(result.discount).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(result.discount)).toBe(true);
        expect(result.total).toBe(Math.max(0, result.subtotal - result.discount));
        expect(result.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('per_item never touches bundles or ineligible lines', () => {
    fc.assert(
      fc.property(lines, rule, fc.integer({ min: 1, max: 50_000 }), (bagLines, discountRule, bundlePrice) => {
        const perItem = { ...discountRule, discount_scope: 'per_item' as const };
        const base = calculateDiscount(bagLines, perItem);
        const moreBundles = {
          ...bagLines,
          bundles: [...bagLines.bundles, { bundle: { price: bundlePrice }, quantity: 1 }],
        };
        const ineligible = { ...bagLines, items: [...bagLines.items, item('zzz', 9_999, 3, 'outside')] };
        const restricted = { ...perItem, eligible_categories: ['clothing', 'shoes', 'jewelry'] };
        expect(calculateDiscount(moreBundles, perItem).discount).toBe(base.discount);
        expect(calculateDiscount(ineligible, restricted).discount).toBe(
          calculateDiscount(bagLines, restricted).discount,
        );
      }),
    );
  });
});
