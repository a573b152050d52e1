// Honest engagement (issue #18): a video's engagement_rate comes from what visitors really did, each
// visitor counted at most once per video, per kind, per day, so one person cannot inflate it.
import { HOUR_MS, MINUTE_MS } from '../time/instant';
import type { RateLimit } from '../forms/rate-limit';

export const VIDEO_EVENT_KINDS = ['view', 'play_3s', 'complete', 'pin_tap', 'add_to_bag', 'share'] as const;
export type VideoEventKind = (typeof VIDEO_EVENT_KINDS)[number];

/** One visitor counts once per video and kind within this window (a calendar day in UTC). */
export const VIDEO_EVENT_WINDOW_MS = 24 * HOUR_MS;
/** Events one visitor may send in a minute (a feed of many videos sends a few per video). */
export const VIDEO_EVENT_VISITOR_LIMIT: RateLimit = { maxAttempts: 60, windowMs: MINUTE_MS };
/** Events one address may send in a minute (guest ids are the browser's to change). */
export const VIDEO_EVENT_ADDRESS_LIMIT: RateLimit = { maxAttempts: 240, windowMs: MINUTE_MS };

export type VideoEventCounts = Record<VideoEventKind, number>;

export const emptyVideoEventCounts = (): VideoEventCounts => ({
  view: 0,
  play_3s: 0,
  complete: 0,
  pin_tap: 0,
  add_to_bag: 0,
  share: 0,
});

/** The start of the window an event at `now` (ms since epoch) falls in. */
export function videoEventWindowStart(now: number): number {
  return Math.floor(now / VIDEO_EVENT_WINDOW_MS) * VIDEO_EVENT_WINDOW_MS;
}

/**
 * (plays past 3 s + completions + pin taps + bag adds + shares) / views; 0 before the first view.
 * Rounded to 4 decimals so the same counts always give the same order.
 */
export function engagementRate(counts: VideoEventCounts): number {
  const safe = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
  const views = safe(counts.view);
  if (views === 0) return 0;
  const acts =
    safe(counts.play_3s) +
    safe(counts.complete) +
    safe(counts.pin_tap) +
    safe(counts.add_to_bag) +
    safe(counts.share);
  return Math.round((acts / views) * 10_000) / 10_000;
}
