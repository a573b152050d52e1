import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changePercent, CUSTOMER_SEGMENTS, SEGMENT_RULES, segmentFor, type SegmentInput } from './segments';

const DAY = 86_400_000;
const now = new Date('2026-06-15T09:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const customer = (over: Partial<SegmentInput> = {}): SegmentInput => ({
  totalSpent: 2_000,
  orderCount: 1,
  lastOrderAt: daysAgo(40),
  firstOrderAt: daysAgo(40),
  ...over,
});

const anyCustomer = fc
  .record({
    totalSpent: fc.integer({ min: 0, max: 200_000 }),
    orderCount: fc.integer({ min: 1, max: 40 }),
    lastDaysAgo: fc.integer({ min: 0, max: 400 * 24 }).map((h) => h / 24),
    extraDays: fc.integer({ min: 0, max: 400 * 24 }).map((h) => h / 24),
  })
  .map(({ totalSpent, orderCount, lastDaysAgo, extraDays }): SegmentInput => ({
    totalSpent,
    orderCount,
    lastOrderAt: daysAgo(lastDaysAgo),
    firstOrderAt: daysAgo(lastDaysAgo + (orderCount > 1 ? extraDays : 0)),
  }));

describe('segmentFor', () => {
  it('names each segment at its edges', () => {
    expect(segmentFor(customer({ firstOrderAt: daysAgo(30), lastOrderAt: daysAgo(30) }), now)).toBe('new');
    expect(segmentFor(customer({ firstOrderAt: daysAgo(30.01), lastOrderAt: daysAgo(30.01) }), now)).toBe(
      'active',
    );
    expect(segmentFor(customer({ lastOrderAt: daysAgo(90), firstOrderAt: daysAgo(90) }), now)).toBe('active');
    expect(segmentFor(customer({ lastOrderAt: daysAgo(90.01), firstOrderAt: daysAgo(91) }), now)).toBe(
      'at_risk',
    );
    expect(segmentFor(customer({ lastOrderAt: daysAgo(180), firstOrderAt: daysAgo(200) }), now)).toBe(
      'at_risk',
    );
    expect(segmentFor(customer({ lastOrderAt: daysAgo(180.01), firstOrderAt: daysAgo(200) }), now)).toBe(
      'lost',
    );
    expect(
      segmentFor(customer({ orderCount: 3, firstOrderAt: daysAgo(5), lastOrderAt: daysAgo(1) }), now),
    ).toBe('loyal');
    expect(
      segmentFor(customer({ orderCount: 2, firstOrderAt: daysAgo(5), lastOrderAt: daysAgo(1) }), now),
    ).toBe('new');
    expect(segmentFor(customer({ totalSpent: 20_000, orderCount: 5 }), now)).toBe('big_spenders');
    expect(segmentFor(customer({ totalSpent: 19_999 }), now)).toBe('active');
    // Recency wins: a big spender who stopped buying is at risk, then lost.
    expect(segmentFor(customer({ totalSpent: 90_000, lastOrderAt: daysAgo(100) }), now)).toBe('at_risk');
    expect(segmentFor(customer({ totalSpent: 90_000, lastOrderAt: daysAgo(365) }), now)).toBe('lost');
  });

  it('reaches every segment, exhaustively over a grid of spend, orders and recency', () => {
    const seen = new Map<string, number>();
    for (const totalSpent of [0, 19_999, 20_000, 80_000])
      for (const orderCount of [1, 2, 3, 10])
        for (const last of [0, 29, 31, 89, 91, 179, 181, 500])
          for (const extra of [0, 1, 30, 400]) {
            const segment = segmentFor(
              { totalSpent, orderCount, lastOrderAt: daysAgo(last), firstOrderAt: daysAgo(last + extra) },
              now,
            );
            seen.set(segment, (seen.get(segment) ?? 0) + 1);
          }
    expect([...seen.keys()].sort()).toEqual([...CUSTOMER_SEGMENTS].sort());
  });

  it('gives every customer exactly one known segment, decided by its rule', () => {
    fc.assert(
      fc.property(anyCustomer, (c) => {
        const segment = segmentFor(c, now);
        expect(CUSTOMER_SEGMENTS).toContain(segment);
        const sinceLast = (now.getTime() - c.lastOrderAt.getTime()) / DAY;
        if (segment === 'lost') expect(sinceLast).toBeGreaterThan(SEGMENT_RULES.lostAfterDays);
        if (segment === 'at_risk') expect(sinceLast).toBeGreaterThan(SEGMENT_RULES.atRiskAfterDays);
        if (segment !== 'lost' && segment !== 'at_risk')
          expect(sinceLast).toBeLessThanOrEqual(SEGMENT_RULES.atRiskAfterDays);
        if (segment === 'big_spenders')
          expect(c.totalSpent).toBeGreaterThanOrEqual(SEGMENT_RULES.bigSpenderKes);
        if (segment === 'loyal') expect(c.orderCount).toBeGreaterThanOrEqual(SEGMENT_RULES.loyalOrders);
        if (segment === 'new') expect(c.orderCount).toBeLessThan(SEGMENT_RULES.loyalOrders);
      }),
    );
  });

  it('never moves a recent customer down by spending more or ordering more', () => {
    const rank = { new: 0, active: 0, loyal: 1, big_spenders: 2, at_risk: -1, lost: -2 } as const;
    fc.assert(
      fc.property(
        anyCustomer,
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5 }),
        (c, more, orders) => {
          const before = segmentFor(c, now);
          const after = segmentFor(
            { ...c, totalSpent: c.totalSpent + more, orderCount: c.orderCount + orders },
            now,
          );
          expect(rank[after]).toBeGreaterThanOrEqual(rank[before]);
        },
      ),
    );
  });
});

describe('changePercent', () => {
  it('compares with the period before, and says nothing when there was nothing before', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(1, 3)).toBe(-67);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });

  it('is symmetric in sign and zero when nothing changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (previous, current) => {
        const change = changePercent(current, previous)!;
        expect(Object.is(change, -0)).toBe(false);
        if (current === previous) expect(change).toBe(0);
        if (current > previous) expect(change).toBeGreaterThanOrEqual(0);
        if (current < previous) expect(change).toBeLessThanOrEqual(0);
      }),
    );
  });
});
