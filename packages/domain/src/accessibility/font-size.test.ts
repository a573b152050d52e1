import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { clampFontSize, decreaseFontSize, increaseFontSize, readHighContrast } from './font-size';

describe('font size', () => {
  it('defaults to 100 and moves in steps of 10 within 70–200', () => {
    expect(clampFontSize(undefined)).toBe(100);
    expect(clampFontSize('abc')).toBe(100);
    expect(clampFontSize('')).toBe(100);
    expect(clampFontSize('130')).toBe(130);
    expect(clampFontSize(134)).toBe(130);
    expect(clampFontSize(10)).toBe(70);
    expect(clampFontSize(999)).toBe(200);
    expect(increaseFontSize(100)).toBe(110);
    expect(increaseFontSize(200)).toBe(200);
    expect(decreaseFontSize(70)).toBe(70);
    expect(decreaseFontSize('90')).toBe(80);
  });

  it('always lands on the grid inside the range (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const size = clampFontSize(value);
        expect(size % 10).toBe(0);
        expect(size >= 70 && size <= 200).toBe(true);
      }),
    );
  });

  it('reads the high-contrast flag', () => {
    expect(readHighContrast(true)).toBe(true);
    expect(readHighContrast('true')).toBe(true);
    expect(readHighContrast('1')).toBe(false);
    expect(readHighContrast(null)).toBe(false);
  });
});
