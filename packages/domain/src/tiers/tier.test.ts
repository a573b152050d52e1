import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  TIER_BENEFITS,
  TIER_THRESHOLDS,
  countsTowardTier,
  nextTier,
  tierFor,
  tierProgress,
  vipSinceFor,
  type CustomerTier,
} from './tier';

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

describe('tierFor at the exact thresholds (property)', () => {
  const rank: Record<CustomerTier, number> = { regular: 0, premium: 1, vip: 2 };
  const tiers: CustomerTier[] = ['premium', 'vip'];

  it('a shilling or an order short of a tier stays below it; meeting both reaches it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tiers), fc.nat(200_000), fc.nat(20), (tier, extraSpent, extraOrders) => {
        const need = TIER_THRESHOLDS[tier];
        const spent = need.totalSpent + extraSpent;
        const orders = need.totalOrders + extraOrders;
        expect(rank[tierFor(spent, orders)]).toBeGreaterThanOrEqual(rank[tier]);
        expect(rank[tierFor(need.totalSpent - 1, orders)]).toBeLessThan(rank[tier]);
        expect(rank[tierFor(spent, need.totalOrders - 1)]).toBeLessThan(rank[tier]);
      }),
    );
  });

  it('19,999 vs 20,000 and 2 vs 3 orders; 49,999 vs 50,000 and 4 vs 5', () => {
    expect(tierFor(19_999, 3)).toBe('regular');
    expect(tierFor(20_000, 3)).toBe('premium');
    expect(tierFor(20_000, 2)).toBe('regular');
    expect(tierFor(49_999, 5)).toBe('premium');
    expect(tierFor(50_000, 5)).toBe('vip');
    expect(tierFor(50_000, 4)).toBe('premium');
  });

  it('goes down again when totals shrink (a cancel or refund), by the same rule (property)', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(10), fc.nat(100_000), fc.nat(10), (spent, orders, less, fewer) => {
        const after = tierFor(Math.max(0, spent - less), Math.max(0, orders - fewer));
        expect(rank[after]).toBeLessThanOrEqual(rank[tierFor(spent, orders)]);
      }),
    );
  });
});

describe('what counts toward a tier', () => {
  it('paid and fulfilled orders with no refund owed or made', () => {
    expect(countsTowardTier({ status: 'paid', refundStatus: null })).toBe(true);
    expect(countsTowardTier({ status: 'fulfilled', refundStatus: null })).toBe(true);
    expect(countsTowardTier({ status: 'cancelled', refundStatus: 'owed' })).toBe(false);
    expect(countsTowardTier({ status: 'paid', refundStatus: 'owed' })).toBe(false);
    expect(countsTowardTier({ status: 'paid', refundStatus: 'refunded' })).toBe(false);
    expect(countsTowardTier({ status: 'pending', refundStatus: null })).toBe(false);
  });
});

describe('vipSinceFor', () => {
  const then = new Date('2026-01-05T09:00:00Z');
  const now = new Date('2026-03-01T12:00:00Z');
  it('starts on entering vip, is kept while vip, and is cleared on leaving', () => {
    expect(vipSinceFor('vip', null, now)).toEqual(now);
    expect(vipSinceFor('vip', then, now)).toEqual(then);
    expect(vipSinceFor('premium', then, now)).toBeNull();
    expect(vipSinceFor('regular', null, now)).toBeNull();
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

  it('measures from the tier held when it is given (the badge and the bars agree)', () => {
    expect(tierProgress(0, 0, 'vip')).toMatchObject({ tier: 'vip', next: null, spendPercent: 100 });
    expect(tierProgress(10_000, 1, 'premium')).toMatchObject({
      tier: 'premium',
      next: 'vip',
      spendPercent: 20,
      ordersPercent: 20,
      spendRemaining: 40_000,
      ordersRemaining: 4,
    });
  });

  it('is 100 % exactly at the next threshold and below it one shilling or order short (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom<CustomerTier>('regular', 'premium'), (tier) => {
        const next = nextTier(tier)!;
        const need = TIER_THRESHOLDS[next];
        const at = tierProgress(need.totalSpent, need.totalOrders, tier);
        expect(at).toMatchObject({
          spendPercent: 100,
          ordersPercent: 100,
          spendRemaining: 0,
          ordersRemaining: 0,
        });
        const short = tierProgress(need.totalSpent - 1, need.totalOrders - 1, tier);
        expect(short.spendPercent).toBeLessThan(100);
        expect(short.ordersPercent).toBeLessThan(100);
        expect(short).toMatchObject({ spendRemaining: 1, ordersRemaining: 1 });
      }),
    );
  });

  it('keeps percentages within 0–100 and never promises a negative remainder (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(200_000),
        fc.nat(20),
        fc.constantFrom<CustomerTier>('regular', 'premium', 'vip'),
        (spent, orders, tier) => {
          const progress = tierProgress(spent, orders, tier);
          expect(progress.next).toBe(nextTier(tier));
          for (const value of [progress.spendPercent, progress.ordersPercent]) {
            expect(value >= 0 && value <= 100).toBe(true);
          }
          expect(progress.spendRemaining).toBeGreaterThanOrEqual(0);
          expect(progress.ordersRemaining).toBeGreaterThanOrEqual(0);
        },
      ),
    );
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
