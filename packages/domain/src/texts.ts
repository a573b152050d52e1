// @shop/domain/texts: the words a shopper or the owner reads (the spec's quoted messages word for word,
// and the sentences built around them).

export {
  ADDED_TO_BAG_MESSAGE,
  BAG_EMPTY_MESSAGE,
  bundleAddedMessage,
  buyNowMessage,
  SIZE_REQUIRED_MESSAGE,
} from './bag/messages';
export { offerAcceptedMessage } from './offers/offer-popup';
export { ALMOST_GONE_TEXT, discountBadgeText } from './catalogue/badges';
export { bannerCountdownText, productCountdownText } from './catalogue/countdown';
export { IDEMPOTENCY_KEY_MESSAGE } from './checkout/checkout-guards';
export {
  CHECKOUT_CHANGED_MESSAGE,
  CHECKOUT_EMPTY_BAG_MESSAGE,
  DISCOUNT_CHANGED_MESSAGE,
  GUEST_PHONE_REQUIRED_MESSAGE,
  MPESA_PHONE_HINT,
  MPESA_PHONE_PLACEHOLDER,
  payButtonLabel,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PENDING_MESSAGE,
  soldOutAtCheckoutMessage,
} from './checkout/messages';
export {
  DISCOUNT_CHECKOUT_ERROR_MESSAGE,
  DISCOUNT_DRAWER_ERROR_MESSAGE,
  DISCOUNT_INVALID_MESSAGE,
  DISCOUNT_VALIDATION_FAILED_MESSAGE,
} from './discounts/code-entry';
export { DISCOUNT_ALREADY_USED_MESSAGE, discountAppliedMessage } from './discounts/usability';
export { UNSUBSCRIBE_MESSAGES, welcomeMail, type WelcomeMailInput } from './early-access/list';
export { EARLY_ACCESS_MESSAGES, NAME_TOO_LONG_MESSAGE } from './forms/early-access';
export { RATE_LIMIT_MESSAGE } from './forms/rate-limit';
export { uploadFailedMessage, uploadSucceededMessage } from './media/uploads';
export { markedReadMessage, statusLabel, unreadBadgeText } from './orders/badges';
export {
  MARK_ALL_READ_FAILED_MESSAGE,
  MARK_READ_FAILED_MESSAGE,
  NOTIFICATION_PREFERENCE_LABELS,
  NOTIFICATIONS_EMPTY_MESSAGE,
  NOTIFICATIONS_FETCH_FAILED_MESSAGE,
  NOTIFICATIONS_UNREAD_EMPTY_MESSAGE,
  PREFERENCES_LOAD_FAILED_MESSAGE,
  PREFERENCES_SAVE_FAILED_MESSAGE,
  PREFERENCES_SAVED_MESSAGE,
} from './orders/notifications';
export {
  DELIVERY_ADDRESS_REQUIRED_MESSAGE,
  DELIVERY_NAME_REQUIRED_MESSAGE,
  DELIVERY_SAVED_MESSAGE,
  deliverySaveErrorMessage,
  GEOLOCATION_UNSUPPORTED_MESSAGE,
  LOCATION_CAPTURED_MESSAGE,
  locationErrorMessage,
} from './orders/delivery-details';
export { GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE, ORDER_LINK_INVALID_MESSAGE } from './orders/identity';
export {
  GUEST_LOOKUP_FAILED_MESSAGE,
  MPESA_DECLINED_ADVICE,
  MPESA_TIMED_OUT_ADVICE,
  ORDER_ID_MISSING_MESSAGE,
  ORDERS_LOAD_FAILED_MESSAGE,
  paidNotRecordedMessage,
  PAYMENT_CALLBACK_FAILED_MESSAGE,
  PAYMENT_CANCELLED_MESSAGE,
  PAYMENT_MODAL_LOAD_FAILED_MESSAGE,
  PAYMENT_SUCCESS_MESSAGE,
  paymentFailedAdvice,
  paymentFailedMessage,
  paymentInitFailedMessage,
} from './orders/payment';
export { orderHelpMessage } from './support/support';
export { PHONE_INVALID_MESSAGE } from './phone/phone';
export { SAME_DAY_CLOSED_MESSAGE, sameDayClosedMessage } from './shipping/delivery-fee';
export { deliveryTimeText } from './shipping/policies';
export { dropNotOpenMessage, nairobiMomentText } from './tiers/drops';
export {
  EARLY_ACCESS_DENIED_MESSAGE,
  EARLY_ACCESS_SIGN_IN_MESSAGE,
  VIP_COLLECTION_DENIED_MESSAGE,
  VIP_COLLECTION_SIGN_IN_MESSAGE,
} from './tiers/pages';
export { TIER_BENEFITS } from './tiers/tier';
export { MARQUEE_EARLY_ACCESS_CLAIM } from './tiers/viewer';
export { ITEMS_SOLD_CLAIM, MEMBERS_CLAIM, TAGLINE } from './ui/claims';
export {
  COPY_LINK_FAILED_MESSAGE,
  LINK_COPIED_MESSAGE,
  NO_VIDEOS_MESSAGE,
  PRODUCT_TAGGED_MESSAGE,
  SHARE_VIDEO_FAILED_MESSAGE,
  TAG_FAILED_MESSAGE,
  VIDEO_UNAVAILABLE_MESSAGE,
  VIDEOS_LOAD_FAILED_MESSAGE,
} from './videos/texts';
export { FOMO_OPT_IN_HINT, FOMO_OPT_IN_LABEL, purchaseToastText } from './fomo/purchase-toast';
