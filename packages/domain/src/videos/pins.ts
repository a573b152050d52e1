// Product pins on a shop video (spec §4, §5, §9): a pin sits at x/y percent of the frame and shows
// from show_at for the tag window (5 s unless the owner sets hide_at), so the storefront player and
// the owner's tagging tool agree on when and where a pin is.

/** Seconds a pin shows when no hide_at is given (spec §9: "Video tag visible window default 5 seconds"). */
export const PIN_WINDOW_SECONDS = 5;
/** The latest second a pin may start: longer than any shop video, short enough to catch typos. */
export const PIN_MAX_SECONDS = 3 * 60 * 60;

export type PinWindow = { show_at: number; hide_at: number };

/** Whether a pin shows at `time` seconds: show_at <= time < hide_at. */
export function pinVisibleAt(pin: PinWindow, time: number): boolean {
  return Number.isFinite(time) && pin.show_at <= time && time < pin.hide_at;
}

/** The pins showing at `time`, in their given order. */
export function visiblePins<P extends PinWindow>(pins: readonly P[], time: number): P[] {
  return pins.filter((pin) => pinVisibleAt(pin, time));
}

/** A position in percent of the frame, kept inside 0–100 (NaN goes to 0); one decimal is plenty. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

/** Where a click lands on the frame, in percent of its box (the owner's "click to place"). */
export function pointToPercent(
  point: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  if (!(box.width > 0) || !(box.height > 0)) return { x: 0, y: 0 };
  return {
    x: clampPercent(((point.x - box.left) / box.width) * 100),
    y: clampPercent(((point.y - box.top) / box.height) * 100),
  };
}

/** Why a pin's window cannot be kept, or null when it can. */
export function pinWindowProblem(showAt: number, hideAt: number): string | null {
  if (!Number.isFinite(showAt) || showAt < 0) return 'The pin must start at 0 seconds or later.';
  if (showAt > PIN_MAX_SECONDS) return 'The pin must start within the first 3 hours.';
  if (!Number.isFinite(hideAt) || hideAt <= showAt) return 'The pin must hide after it shows.';
  if (hideAt > PIN_MAX_SECONDS + PIN_WINDOW_SECONDS) return 'The pin must hide within the first 3 hours.';
  return null;
}

/** The window of a new pin: from `showAt` to `hideAt`, or for the tag window when none is given. */
export function pinWindow(showAt: number, hideAt?: number | null): PinWindow {
  const show = Math.round(showAt * 10) / 10;
  return { show_at: show, hide_at: hideAt ?? show + PIN_WINDOW_SECONDS };
}

/** Percent a pin moves per arrow key press (Shift moves ten times as far). */
export const PIN_KEY_STEP = 1;

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Where an arrow key moves a pin (kept on the frame), or null for any other key. */
export function nudgePin(
  at: { x: number; y: number },
  key: string,
  step: number = PIN_KEY_STEP,
): { x: number; y: number } | null {
  const move = KEY_MOVES[key];
  if (!move) return null;
  return { x: clampPercent(at.x + move[0] * step), y: clampPercent(at.y + move[1] * step) };
}
