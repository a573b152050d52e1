import { describe, it, expect } from 'vitest';
import { isRecord, readId, readIdList, readNumber, readStrings, readText } from './read';

describe('readers', () => {
  it('read only what they promise', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(readText('  a ')).toBe('a');
    expect(readText('  ')).toBeNull();
    expect(readText(3)).toBeNull();
    expect(readId(12)).toBe('12');
    expect(readId(Number.NaN)).toBeNull();
    expect(readNumber('1')).toBeNull();
    expect(readNumber(1.5)).toBe(1.5);
    expect(readStrings(['a', 1, 'b'])).toEqual(['a', 'b']);
    expect(readStrings('a')).toEqual([]);
    expect(readIdList([1, 'x', null])).toEqual(['1', 'x']);
    expect(readIdList(undefined)).toBeNull();
  });
});
