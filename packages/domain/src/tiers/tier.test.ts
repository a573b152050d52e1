import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { TIER_BENEFITS, nextTier, promotedTier, tierFor, tierProgress } from './tier';

describe('tierFor', () => {
  it('needs both spend and orders', () => {
    expect(tierFor(0, 0)).toBe('regular');
    expect(tierFor(20_000, 3)).toBe('premium');
    expect(tierFor(20_000, 2)).toBe('regular');
    expect(tierFor(19_999, 10)).toBe('regular');
    expect(tierFor(50_000, 5)).toBe('vip');
    expect(tierFor(50_000, 4)).toBe('premium');
    expect(tierFor(Number.NaN, 10)).toBe('regular');
  });

  it('never goes down when spend or orders grow (property)', () => {
    const rank = { regular: 0, premium: 1, vip: 2 };
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(10),
        fc.nat(50_000),
        fc.nat(5),
        (spent, orders, more, moreOrders) => {
          expect(rank[tierFor(spent + more, orders + moreOrders)]).toBeGreaterThanOrEqual(
            rank[tierFor(spent, orders)],
          );
        },
      ),
    );
  });
});

describe('promotedTier', () => {
  it('raises a customer whose totals earn a higher tier, and never lowers one', () => {
    expect(promotedTier('regular', 20_000, 3)).toBe('premium');
    expect(promotedTier('premium', 50_000, 5)).toBe('vip');
    expect(promotedTier('regular', 19_999, 3)).toBeNull();
    expect(promotedTier('premium', 20_000, 3)).toBeNull();
    // The owner made them VIP by hand: a small purchase keeps them there.
    expect(promotedTier('vip', 100, 1)).toBeNull();
  });
});

describe('tierProgress', () => {
  it('measures toward the next tier, capped at 100', () => {
    expect(tierProgress(10_000, 6)).toEqual({
      tier: 'regular',
      next: 'premium',
      spendPercent: 50,
      ordersPercent: 100,
      spendRemaining: 10_000,
      ordersRemaining: 0,
    });
    expect(tierProgress(25_000, 4)).toMatchObject({
      tier: 'premium',
      next: 'vip',
      spendPercent: 50,
      ordersPercent: 80,
    });
    expect(tierProgress(90_000, 9)).toEqual({
      tier: 'vip',
      next: null,
      spendPercent: 100,
      ordersPercent: 100,
      spendRemaining: 0,
      ordersRemaining: 0,
    });
  });

  it('keeps percentages within 0–100 (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (spent, orders) => {
        const progress = tierProgress(spent, orders);
        for (const value of [progress.spendPercent, progress.ordersPercent]) {
          expect(value >= 0 && value <= 100).toBe(true);
        }
      }),
    );
  });

  it('knows the order of tiers and their benefits', () => {
    expect(nextTier('regular')).toBe('premium');
    expect(nextTier('vip')).toBeNull();
    expect(TIER_BENEFITS.vip).toContain('Free express shipping');
    expect(TIER_BENEFITS.premium).toContain('36-hour access');
    expect(TIER_BENEFITS.regular).toEqual(['Full catalogue', 'Standard support']);
  });
});
