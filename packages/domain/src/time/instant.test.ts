import { describe, it, expect } from 'vitest';
import { eatClock, eatDateTime, toEpochMs } from './instant';

describe('toEpochMs', () => {
  it('reads dates, numbers and ISO strings', () => {
    expect(toEpochMs(new Date(1000))).toBe(1000);
    expect(toEpochMs(42)).toBe(42);
    expect(toEpochMs('1970-01-01T00:00:01Z')).toBe(1000);
  });

  it('gives null for anything unreadable', () => {
    expect(toEpochMs(new Date('nope'))).toBeNull();
    expect(toEpochMs(Number.NaN)).toBeNull();
    expect(toEpochMs(Infinity)).toBeNull();
    expect(toEpochMs('   ')).toBeNull();
    expect(toEpochMs('tomorrow-ish')).toBeNull();
    expect(toEpochMs(null)).toBeNull();
    expect(toEpochMs({})).toBeNull();
  });
});

describe('eatClock', () => {
  it('shifts UTC by three hours', () => {
    expect(eatClock('2024-05-06T08:59:00Z')).toEqual({ hour: 11, minute: 59, weekday: 1 });
    expect(eatClock('2024-05-05T22:30:00Z')).toEqual({ hour: 1, minute: 30, weekday: 1 });
  });

  it('is null for an unreadable moment', () => {
    expect(eatClock('x')).toBeNull();
  });
});

describe('eatDateTime', () => {
  it('writes the Nairobi date and time, across midnight UTC', () => {
    expect(eatDateTime('2026-11-26T21:30:00Z')).toBe('2026-11-27 00:30');
    expect(eatDateTime(new Date('2026-01-01T05:07:00Z'))).toBe('2026-01-01 08:07');
    expect(eatDateTime('not a date')).toBeNull();
  });
});
