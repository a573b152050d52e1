// The accessibility settings a shopper keeps on the device (spec §9 of both documents): high
// contrast on or off, and the text size — 100 % by default, in steps of 10, from 70 to 200 %.
// The server writes the same rule into the tiny script in every page's head that applies the stored
// settings before the first paint (apps/api/src/web/accessibility-head-script.ts); its tests hold the
// two to the same answers.

export const A11Y_HIGH_CONTRAST_STORAGE_KEY = 'a11y-high-contrast';
export const A11Y_FONT_SIZE_STORAGE_KEY = 'a11y-font-size';
/** The class on <html> that turns the high-contrast palette on (apps/web/src/styles/app.css). */
export const A11Y_HIGH_CONTRAST_CLASS = 'high-contrast';
/** The CSS variable the root font size reads (apps/web/src/styles/app.css). */
export const A11Y_FONT_SIZE_VARIABLE = '--a11y-font-size';

/** The text size in percent: default, bounds and step. */
export const FONT_SIZE = { default: 100, min: 70, max: 200, step: 10 } as const;

/**
 * A text size the shop can show: the nearest step (halves round up), kept within 70–200 %. Anything
 * that is not a finite number is the default.
 */
export function clampFontSize(percent: number): number {
  if (!Number.isFinite(percent)) return FONT_SIZE.default;
  const stepped = Math.round(percent / FONT_SIZE.step) * FONT_SIZE.step;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, stepped));
}

/** The size `steps` steps away (negative: smaller), never past the bounds. */
export const stepFontSize = (percent: number, steps: number): number =>
  clampFontSize(clampFontSize(percent) + steps * FONT_SIZE.step);

/** The size stored on the device; nothing stored, or not a positive number, is the default. */
export function parseStoredFontSize(stored: string | null): number {
  const percent = Number(stored);
  return Number.isFinite(percent) && percent > 0 ? clampFontSize(percent) : FONT_SIZE.default;
}

/** High contrast is on only when the device stored exactly 'true'. */
export const parseStoredHighContrast = (stored: string | null): boolean => stored === 'true';

/** Whether the size can go a step further that way (the buttons are disabled at the bounds). */
export const canStepFontSize = (percent: number, steps: number): boolean =>
  stepFontSize(percent, steps) !== clampFontSize(percent);
