import { describe, expect, it } from 'vitest';
import { isoToNairobiLocal, nairobiLocalToIso, readWhole } from './form-values';

describe('admin form inputs', () => {
  it('converts Nairobi wall-clock time both ways', () => {
    expect(nairobiLocalToIso('')).toBeNull();
    expect(nairobiLocalToIso('2026-01-05T00:15')).toBe('2026-01-05T00:15:00+03:00');
    expect(isoToNairobiLocal('2026-01-04T21:15:00Z')).toBe('2026-01-05T00:15');
    expect(isoToNairobiLocal(null)).toBe('');
  });

  it('reads amounts typed the way people type them', () => {
    expect(readWhole('KES 3,500')).toBe(3500);
    expect(readWhole(' 2 000 ')).toBe(2000);
    expect(readWhole('abc')).toBeNaN();
    expect(readWhole('')).toBeNaN();
  });
});
