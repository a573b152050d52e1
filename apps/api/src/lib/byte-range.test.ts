import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteRange, etagMatches } from './byte-range';

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=500-', 1000, { start: 500, end: 999 }],
    ['bytes=900-5000', 1000, { start: 900, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=0-0', 1, { start: 0, end: 0 }],
  ])('%s of %i bytes is a range', (header, size, range) => {
    expect(byteRange(header, size)).toEqual(range);
  });

  it.each([
    [undefined, 1000],
    ['', 1000],
    ['items=0-9', 1000],
    ['bytes=0-9,20-29', 1000],
    ['bytes=-', 1000],
    ['bytes=9-3', 1000],
    ['bytes=a-b', 1000],
  ])('%s means the whole file', (header, size) => {
    expect(byteRange(header, size)).toBeNull();
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=1000-2000', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
    ['bytes=-10', 0],
  ])('%s of %i bytes cannot be satisfied', (header, size) => {
    expect(byteRange(header, size)).toBe('unsatisfiable');
  });

  it('answers a range inside the file, or none at all', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.option(fc.integer({ min: 0, max: 2e9 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 2e9 }), { nil: undefined }),
        (size, first, last) => {
          const range = byteRange(`bytes=${first ?? ''}-${last ?? ''}`, size);
          if (range === null || range === 'unsatisfiable') return;
          expect(range.start).toBeGreaterThanOrEqual(0);
          expect(range.start).toBeLessThanOrEqual(range.end);
          expect(range.end).toBeLessThan(size);
        },
      ),
    );
  });
});

describe('etagMatches', () => {
  it('compares weakly and reads lists and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
