import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPercent,
  nudgePin,
  PIN_WINDOW_SECONDS,
  pinVisibleAt,
  pinWindow,
  pinWindowProblem,
  pointToPercent,
  visiblePins,
} from './pins';

describe('pin windows', () => {
  it('shows a pin from show_at up to, not including, hide_at', () => {
    const pin = { show_at: 3, hide_at: 8 };
    expect(pinVisibleAt(pin, 2.99)).toBe(false);
    expect(pinVisibleAt(pin, 3)).toBe(true);
    expect(pinVisibleAt(pin, 7.99)).toBe(true);
    expect(pinVisibleAt(pin, 8)).toBe(false);
    expect(pinVisibleAt(pin, Number.NaN)).toBe(false);
  });

  it('gives a new pin the 5 second tag window unless hide_at is set', () => {
    expect(PIN_WINDOW_SECONDS).toBe(5);
    expect(pinWindow(12)).toEqual({ show_at: 12, hide_at: 17 });
    expect(pinWindow(12.34)).toEqual({ show_at: 12.3, hide_at: 17.3 });
    expect(pinWindow(2, 30)).toEqual({ show_at: 2, hide_at: 30 });
  });

  it('picks the pins showing at a moment, in order', () => {
    const pins = [
      { id: 'a', show_at: 0, hide_at: 5 },
      { id: 'b', show_at: 4, hide_at: 9 },
      { id: 'c', show_at: 9, hide_at: 14 },
    ];
    expect(visiblePins(pins, 4.5).map((p) => p.id)).toEqual(['a', 'b']);
    expect(visiblePins(pins, 9).map((p) => p.id)).toEqual(['c']);
    expect(visiblePins(pins, 20)).toEqual([]);
  });

  it('refuses windows that never show or start before the video', () => {
    expect(pinWindowProblem(0, 5)).toBeNull();
    expect(pinWindowProblem(-1, 4)).toBe('The pin must start at 0 seconds or later.');
    expect(pinWindowProblem(5, 5)).toBe('The pin must hide after it shows.');
    expect(pinWindowProblem(6, 5)).toBe('The pin must hide after it shows.');
    expect(pinWindowProblem(Number.NaN, 5)).toBe('The pin must start at 0 seconds or later.');
    expect(pinWindowProblem(99_999, 100_000)).toBe('The pin must start within the first 3 hours.');
  });

  it('a default window is always valid and holds exactly 5 seconds of time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1000 }), (tenths, probe) => {
        const w = pinWindow(tenths / 10);
        expect(pinWindowProblem(w.show_at, w.hide_at)).toBeNull();
        const t = w.show_at + probe / 100;
        expect(pinVisibleAt(w, t)).toBe(t < w.show_at + PIN_WINDOW_SECONDS);
      }),
    );
  });
});

describe('pin positions', () => {
  it('keeps x and y inside 0–100', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(104)).toBe(100);
    expect(clampPercent(42.26)).toBe(42.3);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(Infinity)).toBe(100);
    fc.assert(
      fc.property(fc.double(), (v) => {
        const c = clampPercent(v);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('turns a click on the frame into percentages of its box', () => {
    const box = { left: 100, top: 50, width: 200, height: 400 };
    expect(pointToPercent({ x: 200, y: 150 }, box)).toEqual({ x: 50, y: 25 });
    expect(pointToPercent({ x: 90, y: 500 }, box)).toEqual({ x: 0, y: 100 });
    expect(pointToPercent({ x: 5, y: 5 }, { ...box, width: 0 })).toEqual({ x: 0, y: 0 });
  });
});

describe('moving a pin with the arrow keys', () => {
  it('moves one percent per press the way the arrow points, and ignores other keys', () => {
    const at = { x: 40, y: 60 };
    expect(nudgePin(at, 'ArrowLeft')).toEqual({ x: 39, y: 60 });
    expect(nudgePin(at, 'ArrowRight')).toEqual({ x: 41, y: 60 });
    expect(nudgePin(at, 'ArrowUp')).toEqual({ x: 40, y: 59 });
    expect(nudgePin(at, 'ArrowDown', 10)).toEqual({ x: 40, y: 70 });
    expect(nudgePin(at, 'Enter')).toBeNull();
  });

  it('never leaves the frame, and moves exactly one step when there is room', () => {
    const percent = fc.double({ min: 0, max: 100, noNaN: true }).map(clampPercent);
    const key = fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown');
    fc.assert(
      fc.property(percent, percent, key, (x, y, k) => {
        const to = nudgePin({ x, y }, k)!;
        for (const v of [to.x, to.y]) expect(v >= 0 && v <= 100).toBe(true);
        const moved = Math.abs(to.x - x) + Math.abs(to.y - y);
        const room = k === 'ArrowLeft' ? x : k === 'ArrowRight' ? 100 - x : k === 'ArrowUp' ? y : 100 - y;
        expect(moved).toBeCloseTo(Math.min(1, room), 5);
      }),
    );
  });
});
