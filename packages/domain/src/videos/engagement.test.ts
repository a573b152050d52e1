import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyVideoEventCounts,
  engagementRate,
  VIDEO_EVENT_KINDS,
  VIDEO_EVENT_WINDOW_MS,
  videoEventWindowStart,
} from './engagement';

describe('engagementRate', () => {
  it('is the interactions per view, 0 before any view', () => {
    expect(engagementRate(emptyVideoEventCounts())).toBe(0);
    expect(engagementRate({ ...emptyVideoEventCounts(), share: 3 })).toBe(0);
    expect(engagementRate({ view: 4, play_3s: 3, complete: 1, pin_tap: 2, add_to_bag: 1, share: 1 })).toBe(2);
    expect(engagementRate({ ...emptyVideoEventCounts(), view: 3, play_3s: 1 })).toBe(0.3333);
  });

  it('ignores negative and broken counts', () => {
    expect(engagementRate({ ...emptyVideoEventCounts(), view: 2, play_3s: -50, share: Number.NaN })).toBe(0);
  });

  it('never goes below 0 and grows with every interaction', () => {
    const counts = fc.record(
      Object.fromEntries(VIDEO_EVENT_KINDS.map((k) => [k, fc.nat(1000)])) as Record<
        (typeof VIDEO_EVENT_KINDS)[number],
        fc.Arbitrary<number>
      >,
    );
    fc.assert(
      fc.property(
        counts,
        fc.constantFrom('play_3s', 'complete', 'pin_tap', 'add_to_bag', 'share' as const),
        (c, kind) => {
          const rate = engagementRate(c);
          expect(rate).toBeGreaterThanOrEqual(0);
          if (c.view > 0) expect(engagementRate({ ...c, [kind]: c[kind] + 1 })).toBeGreaterThan(rate);
        },
      ),
    );
  });
});

describe('videoEventWindowStart', () => {
  it('puts moments of the same UTC day in one window', () => {
    const start = Date.UTC(2026, 10, 26);
    expect(videoEventWindowStart(start + 5)).toBe(start);
    expect(videoEventWindowStart(start + VIDEO_EVENT_WINDOW_MS - 1)).toBe(start);
    expect(videoEventWindowStart(start + VIDEO_EVENT_WINDOW_MS)).toBe(start + VIDEO_EVENT_WINDOW_MS);
  });
});
