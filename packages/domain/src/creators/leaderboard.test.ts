import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collabNeedsReminder, LEADERBOARD_SORTS, leaderboardPeriodStart, rankCreators } from './leaderboard';

describe('leaderboardPeriodStart', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  it('goes back the period’s days, or nowhere for all time', () => {
    expect(leaderboardPeriodStart('7d', now)?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(leaderboardPeriodStart('90d', now)?.toISOString()).toBe('2026-08-29T00:00:00.000Z');
    expect(leaderboardPeriodStart('all', now)).toBeNull();
  });
});

describe('rankCreators', () => {
  const row = fc.record({
    creator_id: fc.uuid(),
    name: fc.string({ maxLength: 8 }),
    revenue: fc.nat(100_000),
    orders: fc.nat(50),
    views: fc.nat(1000),
    clicks: fc.nat(1000),
    conversion: fc.nat(100),
  });
  it('puts the highest of the chosen figure first and loses nobody', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), fc.constantFrom(...LEADERBOARD_SORTS), (rows, sort) => {
        const ranked = rankCreators(rows, sort);
        expect(ranked).toHaveLength(rows.length);
        for (let i = 1; i < ranked.length; i += 1)
          expect(ranked[i - 1]![sort]).toBeGreaterThanOrEqual(ranked[i]![sort]);
      }),
    );
  });
});

describe('collabNeedsReminder', () => {
  it('reminds open collaborations due within two days or late, never finished ones', () => {
    const today = '2026-11-27';
    expect(collabNeedsReminder({ status: 'sent', dueOn: '2026-11-29' }, today)).toBe(true);
    expect(collabNeedsReminder({ status: 'sent', dueOn: '2026-11-20' }, today)).toBe(true);
    expect(collabNeedsReminder({ status: 'sent', dueOn: '2026-11-30' }, today)).toBe(false);
    expect(collabNeedsReminder({ status: 'delivered', dueOn: '2026-11-20' }, today)).toBe(false);
    expect(collabNeedsReminder({ status: 'planned', dueOn: null }, today)).toBe(false);
  });
});
