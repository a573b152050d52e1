/** A moment: a Date, epoch milliseconds, or an ISO-8601 string as the database sends it. */
export type Instant = Date | number | string;

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Nairobi keeps UTC+3 all year (no daylight saving), so a fixed offset is exact. */
const EAT_OFFSET_HOURS = 3;

/** Reads a moment as epoch milliseconds; anything unreadable is null so each rule decides what that means. */
export function toEpochMs(value: unknown): number | null {
  if (value instanceof Date) return finiteOrNull(value.getTime());
  if (typeof value === 'number') return finiteOrNull(value);
  if (typeof value === 'string' && value.trim() !== '') return finiteOrNull(Date.parse(value));
  return null;
}

function finiteOrNull(ms: number): number | null {
  return Number.isFinite(ms) ? ms : null;
}

interface EatClock {
  /** 0–23 */
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

/** Wall-clock time in East Africa Time for a moment, or null when the moment is unreadable. */
export function eatClock(now: Instant): EatClock | null {
  const ms = toEpochMs(now);
  if (ms === null) return null;
  const shifted = new Date(ms + EAT_OFFSET_HOURS * HOUR_MS);
  return { hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes(), weekday: shifted.getUTCDay() };
}

/** "YYYY-MM-DD HH:MM" in East Africa Time (exports, file names), or null when unreadable. */
export function eatDateTime(now: Instant): string | null {
  const ms = toEpochMs(now);
  return ms === null
    ? null
    : new Date(ms + EAT_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ');
}
