import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatAnalytics, quantile, type ChatConversationFacts } from './chat-analytics';

const eat = (local: string) => new Date(`${local}+03:00`);
const MIN = 60_000;

function conversation(over: Partial<ChatConversationFacts> & { startedAt: Date }): ChatConversationFacts {
  return {
    tier: 'regular',
    firstCustomerAt: over.startedAt,
    firstResponseAt: null,
    closedAt: null,
    ledToOrder: false,
    ...over,
  };
}

describe('quantile', () => {
  it('interpolates between ranks', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([4], 0.9)).toBe(4);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 1, 5], 0.5)).toBe(5);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
  });
  it('lies between the smallest and largest and grows with q (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const qa = quantile(values, lo)!;
          const qb = quantile(values, hi)!;
          expect(qa).toBeGreaterThanOrEqual(Math.min(...values));
          expect(qb).toBeLessThanOrEqual(Math.max(...values));
          expect(qa).toBeLessThanOrEqual(qb + 1e-9);
        },
      ),
    );
  });
});

describe('chatAnalytics', () => {
  const days = ['2026-11-23', '2026-11-24'];

  it('counts per Nairobi day and hour, measures answers against each tier’s promise', () => {
    const start = eat('2026-11-24T10:00:00');
    const facts = [
      conversation({ startedAt: start, tier: 'vip', firstResponseAt: new Date(start.getTime() + 1 * MIN) }),
      conversation({ startedAt: start, tier: 'vip', firstResponseAt: new Date(start.getTime() + 4 * MIN) }),
      conversation({
        startedAt: eat('2026-11-23T23:30:00'),
        tier: 'premium',
        // Asked at night: the clock starts at 9 AM, so 3 minutes.
        firstResponseAt: eat('2026-11-24T09:03:00'),
        closedAt: eat('2026-11-24T09:30:00'),
        ledToOrder: true,
      }),
      conversation({ startedAt: eat('2026-11-24T10:30:00'), tier: 'regular' }),
      // Before the period: counted in totals, not in a day.
      conversation({ startedAt: eat('2026-11-20T10:30:00'), firstCustomerAt: null }),
    ];
    const result = chatAnalytics(facts, days);
    expect(result.perDay).toEqual([
      { day: '2026-11-23', conversations: 1 },
      { day: '2026-11-24', conversations: 3 },
    ]);
    expect(result.busiestHours[10]).toEqual({ hour: 10, conversations: 4 });
    expect(result.busiestHours[23]).toEqual({ hour: 23, conversations: 1 });
    const vip = result.byTier.find((t) => t.tier === 'vip')!;
    expect(vip).toMatchObject({ conversations: 2, promiseMinutes: 2, withinPromise: 0.5, unanswered: 0 });
    expect(vip.firstResponse).toEqual({ count: 2, median: 2.5, p90: 3.7 });
    const premium = result.byTier.find((t) => t.tier === 'premium')!;
    expect(premium).toMatchObject({ withinPromise: 1, ledToOrder: 1 });
    expect(premium.firstResponse.median).toBe(3);
    const regular = result.byTier.find((t) => t.tier === 'regular')!;
    expect(regular).toMatchObject({
      conversations: 2,
      promiseMinutes: null,
      withinPromise: null,
      unanswered: 1,
    });
    expect(result.resolution).toEqual({ count: 1, median: 600, p90: 600 });
    expect(result.ledToOrder).toEqual({ count: 1, share: 0.2 });
  });

  it('answers an empty period with zeros and nulls', () => {
    const result = chatAnalytics([], days);
    expect(result.perDay.every((d) => d.conversations === 0)).toBe(true);
    expect(result.firstResponse).toEqual({ count: 0, median: null, p90: null });
    expect(result.ledToOrder).toEqual({ count: 0, share: null });
  });

  it('adds up: tiers sum to the whole and hours to the conversations (property)', () => {
    const fact = fc
      .record({
        start: fc.integer({ min: 1_790_000_000_000, max: 1_800_000_000_000 }),
        tier: fc.constantFrom('regular', 'premium', 'vip' as const),
        answerAfter: fc.option(fc.integer({ min: 0, max: 600 * MIN })),
        ledToOrder: fc.boolean(),
      })
      .map(({ start, tier, answerAfter, ledToOrder }) =>
        conversation({
          startedAt: new Date(start),
          tier: tier as 'regular',
          firstResponseAt: answerAfter === null ? null : new Date(start + answerAfter),
          ledToOrder,
        }),
      );
    fc.assert(
      fc.property(fc.array(fact, { maxLength: 40 }), (facts) => {
        const result = chatAnalytics(facts, days);
        expect(result.byTier.reduce((n, t) => n + t.conversations, 0)).toBe(facts.length);
        expect(result.busiestHours.reduce((n, h) => n + h.conversations, 0)).toBe(facts.length);
        expect(result.byTier.reduce((n, t) => n + t.firstResponse.count, 0)).toBe(result.firstResponse.count);
        for (const t of result.byTier)
          if (t.withinPromise !== null) expect(t.withinPromise).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
