// Where the product's picture sits on the shopper's photo, independent of how big the photo shows:
// its centre as a fraction of the photo's width and height, its width as a fraction of the photo's
// width, its turn in degrees and its opacity. The same numbers place it on the screen and on the
// saved picture, so what is saved is what was seen.

export type Overlay = { x: number; y: number; scale: number; rotation: number; opacity: number };
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

export const OVERLAY_START: Overlay = { x: 0.5, y: 0.45, scale: 0.6, rotation: 0, opacity: 0.9 };
export const SCALE_RANGE = [0.1, 2] as const;
export const OPACITY_RANGE = [0.2, 1] as const;
/** The saved picture's longer side at most (a phone photo is often 4000 px). */
export const SAVE_MAX_SIDE = 2048;

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));

/** Turns to (−180, 180]. */
export const normaliseDegrees = (degrees: number) => {
  const turned = ((degrees % 360) + 360) % 360;
  return turned > 180 ? turned - 360 : turned;
};

/** Keeps the centre on the photo and scale and opacity in their ranges. */
export function clampOverlay(o: Overlay): Overlay {
  return {
    x: clamp(o.x, [0, 1]),
    y: clamp(o.y, [0, 1]),
    scale: clamp(o.scale, SCALE_RANGE),
    rotation: normaliseDegrees(o.rotation),
    opacity: clamp(o.opacity, OPACITY_RANGE),
  };
}

/** Moved by a drag of (dx, dy) screen pixels on a stage of `stage` pixels. */
export const moveBy = (o: Overlay, dx: number, dy: number, stage: Size): Overlay =>
  clampOverlay({ ...o, x: o.x + dx / stage.width, y: o.y + dy / stage.height });

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
const angle = (a: Point, b: Point) => (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;

/**
 * Two fingers: from where they started (with the overlay as it was then) to where they are now. The
 * picture grows as they spread, turns as they turn and follows their midpoint.
 */
export function pinch(start: Overlay, from: [Point, Point], to: [Point, Point], stage: Size): Overlay {
  const before = distance(...from);
  const ratio = before > 0 ? distance(...to) / before : 1;
  const mid = (p: [Point, Point]) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 });
  const [m0, m1] = [mid(from), mid(to)];
  return clampOverlay({
    ...start,
    x: start.x + (m1.x - m0.x) / stage.width,
    y: start.y + (m1.y - m0.y) / stage.height,
    scale: start.scale * ratio,
    rotation: start.rotation + angle(...to) - angle(...from),
  });
}

/** A mouse wheel or trackpad: each notch grows or shrinks by 10 %. */
export const wheelScale = (o: Overlay, deltaY: number): Overlay =>
  clampOverlay({ ...o, scale: o.scale * (deltaY < 0 ? 1.1 : 1 / 1.1) });

/**
 * The keyboard on the focused picture: arrows move it (2 % of the photo, 10 % with Shift), + and −
 * resize, [ and ] turn by 5° (15° with Shift). Null for keys it does not use.
 */
export function keyStep(o: Overlay, key: string, shift = false): Overlay | null {
  const step = shift ? 0.1 : 0.02;
  const turn = shift ? 15 : 5;
  const next: Partial<Record<string, Overlay>> = {
    ArrowLeft: { ...o, x: o.x - step },
    ArrowRight: { ...o, x: o.x + step },
    ArrowUp: { ...o, y: o.y - step },
    ArrowDown: { ...o, y: o.y + step },
    '+': { ...o, scale: o.scale * 1.1 },
    '=': { ...o, scale: o.scale * 1.1 },
    '-': { ...o, scale: o.scale / 1.1 },
    '[': { ...o, rotation: o.rotation - turn },
    ']': { ...o, rotation: o.rotation + turn },
  };
  const moved = next[key];
  return moved ? clampOverlay(moved) : null;
}

/** The saved picture's size: the photo's own, its longer side brought down to SAVE_MAX_SIDE. */
export function savedSize(photo: Size): Size {
  const factor = Math.min(1, SAVE_MAX_SIDE / Math.max(photo.width, photo.height));
  return { width: Math.round(photo.width * factor), height: Math.round(photo.height * factor) };
}

/** Where to draw the product's picture on a canvas of `canvas` size: centre, size, turn in radians. */
export function overlayPlacement(o: Overlay, canvas: Size, picture: Size) {
  const width = o.scale * canvas.width;
  const height = picture.width > 0 ? (width * picture.height) / picture.width : width;
  return {
    cx: o.x * canvas.width,
    cy: o.y * canvas.height,
    width,
    height,
    radians: (o.rotation * Math.PI) / 180,
    opacity: o.opacity,
  };
}
