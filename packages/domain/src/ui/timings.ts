// Interface timings from the spec (§9 of both documents), in one place for the server and the web.

/** Toast durations in milliseconds. */
export const TOAST_DURATIONS = {
  addToBag: 5_000,
  default: 4_000,
  error: 5_000,
  notification: 5_000,
} as const;
export const BUY_NOW_DELAY_MS = 1_500;
export const FETCH_TIMEOUT_MS = 10_000;
export const DOUBLE_TAP_MS = 300;
export const TNT_ROTATION_MS = 3_000;
/** Local cache lifetimes in seconds. */
export const CACHE_TTL_SECONDS = { short: 300, medium: 3_600, long: 86_400, session: 604_800 } as const;
