import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, toEpochMs, type Instant } from '../time';

/** The banner refreshes every minute, the drop page every second. */
export const BANNER_COUNTDOWN_REFRESH_MS = 60_000;
export const DROP_COUNTDOWN_REFRESH_MS = 1_000;

const NOW_PUBLIC_TEXT = 'Now Public!';
const PUBLIC_NOW_TEXT = 'PUBLIC NOW';

type CountdownParts =
  { passed: true } | { passed: false; days: number; hours: number; minutes: number; seconds: number };

/** Time left until a moment, split into days, hours, minutes, seconds; passed once it is reached. */
export function countdownParts(target: unknown, now: Instant): CountdownParts {
  const end = toEpochMs(target);
  const at = toEpochMs(now);
  // Without a readable target there is nothing to wait for.
  if (end === null || at === null || end <= at) return { passed: true };
  const left = end - at;
  return {
    passed: false,
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((left % MINUTE_MS) / SECOND_MS),
  };
}

function shortText(parts: Exclude<CountdownParts, { passed: true }>): string {
  if (parts.days > 0) return `${parts.days}d ${parts.hours}h`;
  if (parts.hours > 0) return `${parts.hours}h ${parts.minutes}m`;
  return `${parts.minutes}m`;
}

/** The early-access banner: 'Nd Nh', 'Nh Nm' or 'Nm', then 'Now Public!' once public start has passed. */
export function bannerCountdownText(publicAt: unknown, now: Instant): string {
  const parts = countdownParts(publicAt, now);
  return parts.passed ? NOW_PUBLIC_TEXT : shortText(parts);
}

/** An early-access product's countdown until public ('Nd Nh' / 'Nh Nm' / 'Nm'), then 'PUBLIC NOW'. */
export function productCountdownText(publicAt: unknown, now: Instant): string {
  const parts = countdownParts(publicAt, now);
  return parts.passed ? PUBLIC_NOW_TEXT : shortText(parts);
}
