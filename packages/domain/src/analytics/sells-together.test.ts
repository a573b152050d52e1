import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lift } from './sells-together';

describe('lift of two pieces sold together', () => {
  it('is 1 when they sell together as often as chance says, more when more often', () => {
    // 100 orders; A in 20, B in 10; by chance 2 hold both.
    expect(lift({ together: 2, aOrders: 20, bOrders: 10, totalOrders: 100 })).toBe(1);
    expect(lift({ together: 8, aOrders: 20, bOrders: 10, totalOrders: 100 })).toBe(4);
    expect(lift({ together: 1, aOrders: 3, bOrders: 3, totalOrders: 10 })).toBe(1.11);
  });

  it('is 0 when a count is missing', () => {
    expect(lift({ together: 0, aOrders: 2, bOrders: 2, totalOrders: 5 })).toBe(0);
    expect(lift({ together: 1, aOrders: 0, bOrders: 2, totalOrders: 5 })).toBe(0);
    expect(lift({ together: 1, aOrders: 1, bOrders: 1, totalOrders: 0 })).toBe(0);
  });

  it('is the same both ways round, never negative, and at most total ÷ the larger count', () => {
    const counts = fc
      .record({ total: fc.integer({ min: 1, max: 500 }), a: fc.nat(500), b: fc.nat(500), both: fc.nat(500) })
      .map(({ total, a, b, both }) => {
        const aOrders = Math.min(a, total);
        const bOrders = Math.min(b, total);
        return { totalOrders: total, aOrders, bOrders, together: Math.min(both, aOrders, bOrders) };
      });
    fc.assert(
      fc.property(counts, (c) => {
        const value = lift(c);
        expect(value).toBe(lift({ ...c, aOrders: c.bOrders, bOrders: c.aOrders }));
        expect(value).toBeGreaterThanOrEqual(0);
        if (value > 0)
          expect(value).toBeLessThanOrEqual(c.totalOrders / Math.max(c.aOrders, c.bOrders) + 0.005);
      }),
    );
  });
});
