export const FONT_SIZE_MIN = 70;
export const FONT_SIZE_MAX = 200;
export const FONT_SIZE_STEP = 10;
export const FONT_SIZE_DEFAULT = 100;
export const FONT_SIZE_STORAGE_KEY = 'a11y-font-size';
export const HIGH_CONTRAST_STORAGE_KEY = 'a11y-high-contrast';

/** A font size in percent: on the 10 % grid within 70–200; anything unreadable is the 100 % default. */
export function clampFontSize(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return FONT_SIZE_DEFAULT;
  const stepped = Math.round(number / FONT_SIZE_STEP) * FONT_SIZE_STEP;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, stepped));
}

/** One step (10 %) larger, stopping at 200 %. */
export function increaseFontSize(current: unknown): number {
  return clampFontSize(clampFontSize(current) + FONT_SIZE_STEP);
}

/** One step (10 %) smaller, stopping at 70 %. */
export function decreaseFontSize(current: unknown): number {
  return clampFontSize(clampFontSize(current) - FONT_SIZE_STEP);
}

/** The stored high-contrast flag: only a true value (or the text 'true') switches it on. */
export function readHighContrast(value: unknown): boolean {
  return value === true || value === 'true';
}
