import { describe, it, expect } from 'vitest';
import { DISCOUNT_CODE_EMPTY_MESSAGE, isDiscountExpired, normaliseDiscountCode } from './code-entry';
import { parseAppliedDiscount } from './parse-discount';

describe('normaliseDiscountCode', () => {
  it('trims and upper-cases', () => {
    expect(normaliseDiscountCode('  save10 ')).toEqual({ ok: true, code: 'SAVE10' });
  });

  it('reminds when empty', () => {
    expect(normaliseDiscountCode('   ')).toEqual({
      ok: false,
      error: "Hey! Don't forget to enter your discount code first",
    });
    expect(normaliseDiscountCode(undefined as unknown as string)).toEqual({
      ok: false,
      error: DISCOUNT_CODE_EMPTY_MESSAGE,
    });
  });
});

describe('isDiscountExpired', () => {
  const expiresAt = '2024-01-02T00:00:00Z';
  it('expires generated codes at expiresAt', () => {
    expect(isDiscountExpired({ expiresAt }, '2024-01-01T23:59:59Z')).toBe(false);
    expect(isDiscountExpired({ expiresAt }, Date.parse(expiresAt))).toBe(true);
    expect(isDiscountExpired({ expiresAt }, 'garbage')).toBe(true);
  });

  it('never expires codes without a date', () => {
    expect(isDiscountExpired({ expiresAt: null }, 0)).toBe(false);
    expect(isDiscountExpired({}, 0)).toBe(false);
  });
});

describe('parseAppliedDiscount', () => {
  it('keeps a well-formed discount', () => {
    expect(
      parseAppliedDiscount({
        code: 'save10',
        type: 'percentage',
        value: 10,
        discount_scope: 'per_item',
        max_discount_amount: 500,
        eligible_categories: ['shoes'],
        eligible_product_ids: [4],
        source: 'generated',
        expiresAt: '2024-01-01T00:00:00Z',
        description: '10% off your order',
        discount_id: 'd1',
      }),
    ).toEqual({
      code: 'SAVE10',
      type: 'percentage',
      value: 10,
      discount_scope: 'per_item',
      max_discount_amount: 500,
      eligible_categories: ['shoes'],
      eligible_product_ids: ['4'],
      source: 'generated',
      expiresAt: '2024-01-01T00:00:00Z',
      description: '10% off your order',
      discount_id: 'd1',
    });
  });

  it('fills safe defaults', () => {
    expect(
      parseAppliedDiscount({ code: 'X', type: 'fixed', value: 5, max_discount_amount: -1, source: 'odd' }),
    ).toEqual({
      code: 'X',
      type: 'fixed',
      value: 5,
      discount_scope: 'order',
      max_discount_amount: null,
      eligible_categories: null,
      eligible_product_ids: null,
      description: null,
      discount_id: null,
      expiresAt: null,
    });
  });

  it('drops what cannot be priced', () => {
    expect(parseAppliedDiscount('SAVE10')).toBeNull();
    expect(parseAppliedDiscount({ code: '', type: 'fixed', value: 1 })).toBeNull();
    expect(parseAppliedDiscount({ code: 'A', type: 'bogus', value: 1 })).toBeNull();
    expect(parseAppliedDiscount({ code: 'A', type: 'fixed', value: '1' })).toBeNull();
    expect(parseAppliedDiscount({ code: 'A', type: 'fixed', value: -1 })).toBeNull();
  });
});
