// Interface distances and device storage names from the spec (§9 of both documents).

/** Scrolled this far (px), the back-to-top button shows. */
export const SCROLL_TOP_THRESHOLD = 300;
export const SWIPE_THRESHOLD_PX = 50;
export const CACHE_KEY_PREFIX = 'tnt:';
export const QUICK_PURCHASE_STORAGE_KEY = 'quick_purchase';
