import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatKes, groupThousands, toWholeShillings } from './money';

describe('formatKes', () => {
  it('prints the spec examples', () => {
    expect(formatKes(3500)).toBe('KES 3,500');
    expect(formatKes(100000)).toBe('KES 100,000');
    expect(formatKes(999)).toBe('KES 999');
    expect(formatKes(0)).toBe('KES 0');
    expect(formatKes(1234567)).toBe('KES 1,234,567');
  });

  it('rounds to whole shillings and keeps the sign', () => {
    expect(formatKes(1999.6)).toBe('KES 2,000');
    expect(formatKes(-1200)).toBe('KES -1,200');
    expect(formatKes(-0.2)).toBe('KES 0');
  });

  it('shows unreadable amounts as zero instead of NaN', () => {
    expect(formatKes(Number.NaN)).toBe('KES 0');
    expect(formatKes(Infinity)).toBe('KES 0');
    expect(groupThousands(1e300)).toBe('0');
  });

  it('keeps every digit of the amount (property)', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(formatKes(n).replace(/\D/g, '')).toBe(String(n));
      }),
    );
  });
});

describe('toWholeShillings', () => {
  it('rounds finite numbers and refuses the rest', () => {
    expect(toWholeShillings(10.5)).toBe(11);
    expect(toWholeShillings(-0.4)).toBe(0);
    expect(Object.is(toWholeShillings(-0.4), 0)).toBe(true);
    expect(toWholeShillings('10')).toBeNull();
    expect(toWholeShillings(Number.NaN)).toBeNull();
    expect(toWholeShillings(2 ** 60)).toBeNull();
  });
});
