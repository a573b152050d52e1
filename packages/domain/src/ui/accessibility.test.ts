import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canStepFontSize,
  clampFontSize,
  FONT_SIZE,
  parseStoredFontSize,
  parseStoredHighContrast,
  stepFontSize,
} from './accessibility';

const anySize = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom(Infinity, -Infinity, NaN, 0, 65, 75, 205),
);

describe('clampFontSize', () => {
  it('keeps the spec sizes as they are: 70 to 200 in steps of 10', () => {
    const sizes = Array.from({ length: 14 }, (_, i) => 70 + i * 10);
    expect(sizes.map(clampFontSize)).toEqual(sizes);
  });

  it('moves other sizes to the nearest step within the bounds', () => {
    expect(clampFontSize(154)).toBe(150);
    expect(clampFontSize(155)).toBe(160);
    expect(clampFontSize(64)).toBe(70);
    expect(clampFontSize(10)).toBe(70);
    expect(clampFontSize(-20)).toBe(70);
    expect(clampFontSize(201)).toBe(200);
    expect(clampFontSize(5000)).toBe(200);
    expect(clampFontSize(NaN)).toBe(100);
    expect(clampFontSize(Infinity)).toBe(100);
  });

  it('always answers a step between 70 and 200, and changes nothing the second time', () => {
    fc.assert(
      fc.property(anySize, (size) => {
        const clamped = clampFontSize(size);
        expect(clamped).toBeGreaterThanOrEqual(FONT_SIZE.min);
        expect(clamped).toBeLessThanOrEqual(FONT_SIZE.max);
        expect(clamped % FONT_SIZE.step).toBe(0);
        expect(clampFontSize(clamped)).toBe(clamped);
      }),
    );
  });

  it('never moves an in-range size by more than half a step', () => {
    fc.assert(
      fc.property(fc.double({ min: FONT_SIZE.min, max: FONT_SIZE.max, noNaN: true }), (size) => {
        expect(Math.abs(clampFontSize(size) - size)).toBeLessThanOrEqual(FONT_SIZE.step / 2);
      }),
    );
  });
});

describe('stepFontSize', () => {
  it('goes up and down by 10 and stops at the bounds', () => {
    expect(stepFontSize(100, 1)).toBe(110);
    expect(stepFontSize(100, -1)).toBe(90);
    expect(stepFontSize(200, 1)).toBe(200);
    expect(stepFontSize(70, -1)).toBe(70);
    expect(stepFontSize(100, 5)).toBe(150);
  });

  it('one step up then one down comes back, unless a bound was in the way', () => {
    fc.assert(
      fc.property(anySize, fc.integer({ min: -20, max: 20 }), (size, steps) => {
        const start = clampFontSize(size);
        const moved = stepFontSize(start, steps);
        const free = start + steps * FONT_SIZE.step;
        if (free >= FONT_SIZE.min && free <= FONT_SIZE.max) {
          expect(moved).toBe(free);
          expect(stepFontSize(moved, -steps)).toBe(start);
        } else {
          expect(moved).toBe(steps > 0 ? FONT_SIZE.max : FONT_SIZE.min);
        }
      }),
    );
  });

  it('can step only when the size would change', () => {
    expect(canStepFontSize(200, 1)).toBe(false);
    expect(canStepFontSize(200, -1)).toBe(true);
    expect(canStepFontSize(70, -1)).toBe(false);
    expect(canStepFontSize(70, 1)).toBe(true);
    fc.assert(
      fc.property(anySize, fc.constantFrom(-1, 1), (size, steps) => {
        expect(canStepFontSize(size, steps)).toBe(stepFontSize(size, steps) !== clampFontSize(size));
      }),
    );
  });
});

describe('stored settings', () => {
  it('reads the stored size, or the default when there is none or it is not a positive number', () => {
    expect(parseStoredFontSize('150')).toBe(150);
    expect(parseStoredFontSize('153')).toBe(150);
    expect(parseStoredFontSize('900')).toBe(200);
    expect(parseStoredFontSize(null)).toBe(100);
    expect(parseStoredFontSize('')).toBe(100);
    expect(parseStoredFontSize('big')).toBe(100);
    expect(parseStoredFontSize('-150')).toBe(100);
    expect(parseStoredFontSize('Infinity')).toBe(100);
  });

  it('turns high contrast on only for the stored word true', () => {
    expect(parseStoredHighContrast('true')).toBe(true);
    expect(parseStoredHighContrast('false')).toBe(false);
    expect(parseStoredHighContrast(null)).toBe(false);
    expect(parseStoredHighContrast('1')).toBe(false);
  });
});
