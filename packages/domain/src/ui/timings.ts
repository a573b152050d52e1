// Interface timings and limits from the spec (§9 of both documents), in one place for the server and the web.

/** Toast durations in milliseconds. */
export const TOAST_DURATIONS = {
  addToBag: 5_000,
  default: 4_000,
  error: 5_000,
  notification: 5_000,
} as const;
export const BUY_NOW_DELAY_MS = 1_500;
export const FETCH_TIMEOUT_MS = 10_000;
export const SCROLL_TOP_THRESHOLD = 300;
export const SWIPE_THRESHOLD_PX = 50;
export const DOUBLE_TAP_MS = 300;
export const TNT_ROTATION_MS = 3_000;
/** Local cache lifetimes in seconds. */
export const CACHE_TTL_SECONDS = { short: 300, medium: 3_600, long: 86_400, session: 604_800 } as const;
export const CACHE_KEY_PREFIX = 'tnt:';
export const QUICK_PURCHASE_STORAGE_KEY = 'quick_purchase';
export const ITEMS_SOLD_CLAIM = '17,800+';
export const MEMBERS_CLAIM = 'Join 200+ members who bag it first';
export const TAGLINE = 'Limited Drops | Unlimited Style.';
