import { describe, it, expect } from 'vitest';
import { buildGeneratedDiscount, generatedCodeDescription } from './generated-code';

describe('generated codes', () => {
  it('describes the code', () => {
    expect(generatedCodeDescription(15)).toBe('15% off your order');
  });

  it('builds a 24-hour percentage discount', () => {
    expect(buildGeneratedDiscount(' exit15 ', 15, '2024-01-01T00:00:00Z')).toEqual({
      ok: true,
      discount: {
        code: 'EXIT15',
        type: 'percentage',
        value: 15,
        description: '15% off your order',
        source: 'generated',
        discount_scope: 'order',
        max_discount_amount: null,
        eligible_categories: null,
        eligible_product_ids: null,
        expiresAt: '2024-01-02T00:00:00.000Z',
      },
    });
  });

  it('refuses bad input', () => {
    expect(buildGeneratedDiscount('', 10, 0)).toEqual({ ok: false, error: 'invalid_code' });
    expect(buildGeneratedDiscount('X', 0, 0)).toEqual({ ok: false, error: 'invalid_percent' });
    expect(buildGeneratedDiscount('X', 10.5, 0)).toEqual({ ok: false, error: 'invalid_percent' });
    expect(buildGeneratedDiscount('X', 10, 'never')).toEqual({ ok: false, error: 'invalid_time' });
  });
});
