// @shop/domain/timings: durations, intervals, rate limits and other limits in time.

export { CHECKOUT_VISITOR_LIMIT, QUOTE_ADDRESS_LIMIT, QUOTE_VISITOR_LIMIT } from './checkout/checkout-guards';
export { RECONCILE_WINDOW_MS } from './checkout/references';
export { DISCOUNT_RATE_LIMIT } from './discounts/usability';
export { EARLY_ACCESS_SUCCESS_PANEL_MS } from './forms/early-access';
export { EARLY_ACCESS_RATE_LIMIT } from './forms/rate-limit';
export { WELCOME_MAIL_MAX_ATTEMPTS, welcomeRetryDelayMinutes } from './early-access/list';
export {
  PAYMENT_CALLBACK_REDIRECT_MS,
  PAYMENT_SCRIPT_ATTEMPTS,
  PAYMENT_SCRIPT_RETRY_MS,
} from './orders/payment';
export {
  DAMAGE_REPORT_HOURS,
  DELIVERY_DAYS_RANGE,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SUPPORT_HOURS,
} from './shipping/policies';
export { BANNER_COUNTDOWN_REFRESH_MS, DROP_COUNTDOWN_REFRESH_MS } from './catalogue/countdown';
export { EARLY_ACCESS_HOURS } from './tiers/viewer';
export { HOUR_MS, MINUTE_MS } from './time/instant';
export {
  BUY_NOW_DELAY_MS,
  CACHE_TTL_SECONDS,
  DOUBLE_TAP_MS,
  FETCH_TIMEOUT_MS,
  TNT_ROTATION_MS,
  TOAST_DURATIONS,
} from './ui/timings';
export {
  NEW_DROP_NOTICE_WINDOW_MS,
  WISHLIST_ALERT_GATHER_MS,
  WISHLIST_ALERT_INTERVAL_MS,
  WISHLIST_REMINDER_INTERVAL_MS,
  WISHLIST_REMINDER_MIN_SAVED_MS,
} from './wishlist/alerts';
export {
  VIDEO_EVENT_ADDRESS_LIMIT,
  VIDEO_EVENT_VISITOR_LIMIT,
  VIDEO_EVENT_WINDOW_MS,
} from './videos/engagement';
