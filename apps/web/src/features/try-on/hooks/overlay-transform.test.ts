import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampOverlay,
  keyStep,
  moveBy,
  normaliseDegrees,
  OVERLAY_START,
  overlayPlacement,
  pinch,
  savedSize,
  wheelScale,
  type Overlay,
} from './overlay-transform';

const stage = { width: 400, height: 500 };
const at = (o: Partial<Overlay> = {}): Overlay => ({ ...OVERLAY_START, ...o });

describe('moving the picture', () => {
  it('follows a drag in fractions of the photo, and keeps its centre on the photo', () => {
    expect(moveBy(at({ x: 0.5, y: 0.5 }), 40, -50, stage)).toMatchObject({ x: 0.6, y: 0.4 });
    expect(moveBy(at({ x: 0.5, y: 0.5 }), 4000, 4000, stage)).toMatchObject({ x: 1, y: 1 });
    expect(moveBy(at({ x: 0.5, y: 0.5 }), -4000, -4000, stage)).toMatchObject({ x: 0, y: 0 });
  });
});

describe('pinching', () => {
  const from: [{ x: number; y: number }, { x: number; y: number }] = [
    { x: 100, y: 200 },
    { x: 200, y: 200 },
  ];

  it('grows as the fingers spread and turns as they turn', () => {
    const spread = pinch(
      at({ scale: 0.5 }),
      from,
      [
        { x: 50, y: 200 },
        { x: 250, y: 200 },
      ],
      stage,
    );
    expect(spread.scale).toBeCloseTo(1);
    expect(spread.rotation).toBeCloseTo(0);
    const turned = pinch(
      at(),
      from,
      [
        { x: 150, y: 150 },
        { x: 150, y: 250 },
      ],
      stage,
    );
    expect(turned.rotation).toBeCloseTo(90);
    expect(turned.scale).toBeCloseTo(OVERLAY_START.scale);
  });

  it('follows the midpoint of the fingers', () => {
    const moved = pinch(
      at({ x: 0.5, y: 0.5 }),
      from,
      [
        { x: 140, y: 250 },
        { x: 240, y: 250 },
      ],
      stage,
    );
    expect(moved.x).toBeCloseTo(0.6);
    expect(moved.y).toBeCloseTo(0.6);
  });

  it('with fingers that did not move, changes nothing (property)', () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 400 }), y: fc.integer({ min: 0, max: 500 }) });
    fc.assert(
      fc.property(point, point, (a, b) => {
        fc.pre(a.x !== b.x || a.y !== b.y);
        const start = at({ x: 0.3, y: 0.7, scale: 0.8, rotation: 30 });
        const same = pinch(start, [a, b], [a, b], stage);
        expect(same.x).toBeCloseTo(start.x);
        expect(same.y).toBeCloseTo(start.y);
        expect(same.scale).toBeCloseTo(start.scale);
        expect(same.rotation).toBeCloseTo(start.rotation);
      }),
    );
  });
});

describe('limits', () => {
  it('keeps scale, opacity and turn in range whatever comes in (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.double({ noNaN: true, min: -10, max: 10 }),
          y: fc.double({ noNaN: true, min: -10, max: 10 }),
          scale: fc.double({ noNaN: true, min: -10, max: 10 }),
          rotation: fc.double({ noNaN: true, min: -1e4, max: 1e4 }),
          opacity: fc.double({ noNaN: true, min: -10, max: 10 }),
        }),
        (o) => {
          const c = clampOverlay(o);
          expect(c.x).toBeGreaterThanOrEqual(0);
          expect(c.x).toBeLessThanOrEqual(1);
          expect(c.scale).toBeGreaterThanOrEqual(0.1);
          expect(c.scale).toBeLessThanOrEqual(2);
          expect(c.opacity).toBeGreaterThanOrEqual(0.2);
          expect(c.opacity).toBeLessThanOrEqual(1);
          expect(c.rotation).toBeGreaterThan(-180);
          expect(c.rotation).toBeLessThanOrEqual(180);
        },
      ),
    );
  });

  it('turns angles into (−180, 180]', () => {
    expect(normaliseDegrees(190)).toBe(-170);
    expect(normaliseDegrees(-190)).toBe(170);
    expect(normaliseDegrees(180)).toBe(180);
    expect(normaliseDegrees(-180)).toBe(180);
    expect(normaliseDegrees(720)).toBe(0);
  });
});

describe('keyboard and wheel', () => {
  it('moves with arrows, resizes with + and −, turns with [ and ]', () => {
    const o = at({ x: 0.5, y: 0.5, scale: 1, rotation: 0 });
    expect(keyStep(o, 'ArrowRight')).toMatchObject({ x: 0.52 });
    expect(keyStep(o, 'ArrowLeft', true)).toMatchObject({ x: 0.4 });
    expect(keyStep(o, 'ArrowUp')).toMatchObject({ y: 0.48 });
    expect(keyStep(o, 'ArrowDown')).toMatchObject({ y: 0.52 });
    expect(keyStep(o, '+')!.scale).toBeCloseTo(1.1);
    expect(keyStep(o, '-')!.scale).toBeCloseTo(1 / 1.1);
    expect(keyStep(o, ']')).toMatchObject({ rotation: 5 });
    expect(keyStep(o, '[', true)).toMatchObject({ rotation: -15 });
    expect(keyStep(o, 'a')).toBeNull();
    expect(keyStep(o, 'Tab')).toBeNull();
  });

  it('grows on a wheel up and shrinks on a wheel down', () => {
    expect(wheelScale(at({ scale: 1 }), -100).scale).toBeCloseTo(1.1);
    expect(wheelScale(at({ scale: 1 }), 100).scale).toBeCloseTo(1 / 1.1);
  });
});

describe('the saved picture', () => {
  it("keeps the photo's size, bringing a big photo down to 2048 px on its longer side", () => {
    expect(savedSize({ width: 1200, height: 1600 })).toEqual({ width: 1200, height: 1600 });
    expect(savedSize({ width: 3000, height: 4000 })).toEqual({ width: 1536, height: 2048 });
    expect(savedSize({ width: 4096, height: 1024 })).toEqual({ width: 2048, height: 512 });
  });

  it('places the picture where it showed on screen, in proportion (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 4000 }),
        fc.integer({ min: 100, max: 4000 }),
        fc.integer({ min: 10, max: 2000 }),
        fc.integer({ min: 10, max: 2000 }),
        (w, h, pw, ph) => {
          const o = at({ x: 0.25, y: 0.75, scale: 0.5, rotation: 90 });
          const place = overlayPlacement(o, { width: w, height: h }, { width: pw, height: ph });
          expect(place.cx).toBeCloseTo(w * 0.25);
          expect(place.cy).toBeCloseTo(h * 0.75);
          expect(place.width).toBeCloseTo(w * 0.5);
          expect(place.height / place.width).toBeCloseTo(ph / pw);
          expect(place.radians).toBeCloseTo(Math.PI / 2);
        },
      ),
    );
  });
});
