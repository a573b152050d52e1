import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketStart, nairobiDay, periodWindows, SALES_BUCKETS, salesBuckets } from './periods';

describe('analytics periods', () => {
  it('puts the previous period right before the current one, of the same length', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const { current, previous } = periodWindows('7d', now);
    expect(current.end).toEqual(now);
    expect(current.start.toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(previous.end).toEqual(current.start);
    expect(previous.start.toISOString()).toBe('2026-02-24T12:00:00.000Z');
  });

  it('counts days in Nairobi: 21:30 UTC is already the next day', () => {
    expect(nairobiDay(new Date('2026-03-10T21:30:00Z'))).toBe('2026-03-11');
    expect(nairobiDay(new Date('2026-03-10T20:59:59Z'))).toBe('2026-03-10');
  });

  it('starts weeks on Monday and months on the first', () => {
    expect(bucketStart('2026-03-11', 'week')).toBe('2026-03-09');
    expect(bucketStart('2026-03-09', 'week')).toBe('2026-03-09');
    expect(bucketStart('2026-03-08', 'week')).toBe('2026-03-02');
    expect(bucketStart('2026-03-31', 'month')).toBe('2026-03-01');
  });

  it('gives each interval its buckets, oldest first, the last holding today, each a bucket start', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom('day', 'week', 'month' as const),
        (now, interval) => {
          const buckets = salesBuckets(interval, now);
          expect(buckets).toHaveLength(SALES_BUCKETS[interval]);
          expect(buckets.at(-1)).toBe(bucketStart(nairobiDay(now), interval));
          expect([...buckets].sort()).toEqual(buckets);
          expect(new Set(buckets).size).toBe(buckets.length);
          for (const b of buckets) expect(bucketStart(b, interval)).toBe(b);
        },
      ),
    );
  });
});
