import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversionPercent, periodStart, wishlistPeriodOf } from './demand';

describe('wishlist demand', () => {
  it('reads the period from the address, falling back to 90 days', () => {
    expect(wishlistPeriodOf('30')).toBe(30);
    expect(wishlistPeriodOf('0')).toBe(0);
    expect(wishlistPeriodOf('365')).toBe(365);
    for (const bad of ['7', '', null, undefined, 'all', '-30', '90.5'])
      expect(wishlistPeriodOf(bad)).toBe(90);
  });

  it('starts a period that many days ago, and "all time" nowhere', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(periodStart(30, now)?.toISOString()).toBe('2026-10-27T12:00:00.000Z');
    expect(periodStart(0, now)).toBeNull();
  });

  it('gives the conversion with one decimal, never above 100 or below 0', () => {
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(2, 3)).toBe(66.7);
    expect(conversionPercent(0, 0)).toBe(0);
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (bought, saved) => {
        const percent = conversionPercent(bought, saved);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(Math.round(percent * 10)).toBe(percent * 10);
      }),
    );
  });
});
