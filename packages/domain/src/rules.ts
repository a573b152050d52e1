// @shop/domain/rules: the shop's rules as pure functions, with their types and the constants they use
// (analytics, money, bag, discounts, checkout, orders, phone, stock, tiers, catalogue, media, shipping).

export * from './analytics';
export { addBundleToBag, removeBundleFromBag, setBagDiscount, setBundleQuantity } from './bag/bundles';
export { addToBag, changeItemSize, removeFromBag, setItemQuantity } from './bag/items';
export { bundleLineKey, itemKeyOf, itemLineKey } from './bag/lines';
export { parseStoredBag, serialiseBag } from './bag/parse';
export {
  type BagChange,
  bundleQuantityCeiling,
  itemQuantityCeiling,
  quoteBag,
  type QuoteBundle,
  type QuoteCatalogue,
  type QuoteProduct,
} from './bag/quote';
export { checkSizeChosen, initialSize } from './bag/size-choice';
export { bagItemCount, bagSubtotal, bagTotals, isBagEmpty } from './bag/totals';
export {
  type Bag,
  BAG_LINE_MAX,
  BAG_LINE_MIN,
  BAG_STORAGE_KEY,
  type BagBundleInput,
  type BagBundleLine,
  type BagItem,
  type BagProductInput,
  BUNDLE_LINE_MAX,
  BUNDLE_LINE_MIN,
  emptyBag,
} from './bag/types';
export {
  accessBadges,
  canBuyStock,
  isAlmostGone,
  showsCrossedOutPrice,
  stockBadge,
  type StockTone,
} from './catalogue/badges';
export { bundlePreview, pushRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY } from './catalogue/browsing';
export { countdownParts } from './catalogue/countdown';
export {
  ACCESS_OPTIONS,
  type AccessOption,
  ALMOST_GONE_THRESHOLD,
  AVAILABILITY_OPTIONS,
  type AvailabilityOption,
  CATALOGUE_FILTER_STYLES,
  CATEGORIES,
  FEATURED_BUNDLES_LIMIT,
  FEATURED_VIDEOS_LIMIT,
  LOW_STOCK_THRESHOLD,
  pickOption,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRODUCT_FETCH_LIMIT,
  PROFILE_STYLE_OPTIONS,
  RECENTLY_VIEWED_MAX,
  SEARCH_RESULTS_LIMIT,
  SORT_OPTIONS,
  type SortOption,
  TNT_MAX_WIDTH,
  type ViewMode,
} from './catalogue/constants';
export {
  activeFilterCount,
  type CatalogueFilters,
  type CatalogueProduct,
  clearAllFilters,
  DEFAULT_CATALOGUE_FILTERS,
  filterProducts,
  parsePriceBound,
} from './catalogue/filters';
export { placeGridItems } from './catalogue/grid';
export { sizesOf, sortSizes } from './catalogue/sizes';
export { slugFromName, slugProblem } from './catalogue/slugs';
export { seededShuffle, sortProducts } from './catalogue/sort';
export { checkoutAmounts, type CheckoutAmounts } from './checkout/amounts';
export {
  checkIdempotencyKey,
  checkoutAddressLimit,
  codeUsedUpRefundReason,
  lateUseFits,
  refusedPaymentNote,
} from './checkout/checkout-guards';
export { PROVIDER_PAYMENT_OPTIONS } from './checkout/messages';
export { canSubmitPayment, checkPaymentPhone, needsPaymentPhone } from './checkout/payment-phone';
export {
  isPendingPaymentStale,
  parsePendingPayment,
  PENDING_PAYMENT_KEY_PREFIX,
  type PendingPayment,
  pendingPaymentItems,
  pendingPaymentKey,
} from './checkout/pending-payment';
export { buildTxRef, TX_REF_INPUT_PATTERN, TX_REF_PATTERN } from './checkout/references';
export { judgeVerification, type PaymentJudgement } from './checkout/verification';
export { calculateDiscount } from './discounts/calculate';
export { isDiscountExpired, normaliseDiscountCode } from './discounts/code-entry';
export { parseAppliedDiscount } from './discounts/parse-discount';
export {
  type AppliedDiscount,
  DISCOUNT_SCOPES,
  DISCOUNT_TYPES,
  type DiscountLines,
  type DiscountScope,
  type DiscountType,
} from './discounts/types';
export { checkDiscount, type StoredDiscount } from './discounts/usability';
export {
  checkEarlyAccessSignup,
  earlyAccessSignupOutcome,
  EMAIL_MAX_LENGTH,
  FIRST_NAME_MAX_LENGTH,
} from './forms/early-access';
export { checkRateLimit, type RateLimit } from './forms/rate-limit';
export { csvCell, toCsv } from './shared/csv';
export { greetingNameOf } from './shared/greeting-name';
export { IMAGE_SNIFF_BYTES, type RasterImageType, sniffImageType } from './media/image-types';
export {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  imageSources,
  imageSrcSet,
  imageVariantName,
  imageVariantUrl,
  type ImageWidth,
  LARGEST_IMAGE_WIDTH,
} from './media/image-variants';
export { DEFAULT_KNOWN_IMAGE_HOSTS } from './media/images';
export { uploadBucketFor, VIDEO_BUCKET } from './media/uploads';
export { isYoutubeUrl, youtubeEmbedUrl, youtubeThumbnailUrls, youtubeVideoId } from './media/youtube';
export {
  clampPercent,
  nudgePin,
  PIN_KEY_STEP,
  PIN_MAX_SECONDS,
  PIN_WINDOW_SECONDS,
  type PinWindow,
  pinVisibleAt,
  pinWindow,
  pinWindowProblem,
  pointToPercent,
  visiblePins,
} from './videos/pins';
export {
  classifyVideoUrl,
  isPlayableVideoUrl,
  UPLOADED_VIDEO_URL,
  type VideoSource,
} from './videos/video-urls';
export {
  emptyVideoEventCounts,
  engagementRate,
  VIDEO_EVENT_KINDS,
  type VideoEventCounts,
  type VideoEventKind,
  videoEventWindowStart,
} from './videos/engagement';
export { CURRENCY, formatKes } from './money/money';
export { eatDateTime } from './time/instant';
// Exit-intent offers (offers/index.ts) and orders (orders/index.ts), each area's own list.
export * from './offers';
// The creators programme: referral attribution, commission, the leaderboard's periods.
export * from './creators';
export * from './orders';
export {
  checkKenyanPhone,
  formatPhoneForDisplay,
  isValidKenyanPhone,
  NORMALISED_PHONE_PATTERN,
  normalisePhone,
} from './phone/phone';
// The shop's name and logo (every export of the module is a rule the app and the server share).
export * from './shop/shop-identity';
export {
  DEFAULT_SUPPORT_SETTINGS,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialLinks,
  type SupportSettings,
  whatsappLink,
} from './support/support';
export * from './support/chat';
export {
  availableDeliveryOptions,
  clockHour,
  DEFAULT_DELIVERY_SETTINGS,
  DELIVERY_FEE_MAX,
  DELIVERY_OPTIONS,
  type DeliveryOption,
  type DeliverySettings,
  FREE_DELIVERY_FROM_MAX,
  standardDeliveryFee,
} from './shipping/delivery-fee';
export { DELIVERY_AREAS } from './shipping/policies';
export { bundleAvailability, type BundleStockFacts } from './stock/bundle-availability';
export { DEFAULT_LOW_STOCK_SETTINGS, LOW_STOCK_MAX, type LowStockSettings } from './stock/low-stock';
export { demandEntries, stockDemand } from './stock/demand';
export { NO_SIZE, pieceKey, sizesInStock, type SizeStock, wholePieces } from './stock/pieces';
export {
  type AccessDecision,
  type AccessProduct,
  isVipCollectionItemVisible,
  productAccess,
  requiredTier,
} from './tiers/access';
export {
  DROP_AUDIENCES,
  dropAudienceOf,
  dropStatus,
  type DropAudience,
  type DropStatus,
  openAudiences,
  windowOpensAt,
} from './tiers/drops';
export {
  earlyAccessPageAccess,
  type PageAccess,
  showsEarlyAccessBanner,
  vipCollectionAccess,
} from './tiers/pages';
export {
  countsTowardTier,
  CUSTOMER_TIERS,
  type CustomerTier,
  nextTier,
  TIER_COUNTED_ORDER_STATUSES,
  TIER_THRESHOLDS,
  type TierThresholds,
  tierFor,
  tierProgress,
  type TierProgress,
  vipSinceFor,
} from './tiers/tier';
export { DEFAULT_TIER_SETTINGS, tierThresholds, type TierSettings } from './tiers/tier-settings';
export { earlyAccessHours, effectiveTier, GUEST_VIEWER, showsVipLounge, type Viewer } from './tiers/viewer';
export {
  A11Y_FONT_SIZE_STORAGE_KEY,
  A11Y_FONT_SIZE_VARIABLE,
  A11Y_HIGH_CONTRAST_CLASS,
  A11Y_HIGH_CONTRAST_STORAGE_KEY,
  canStepFontSize,
  clampFontSize,
  FONT_SIZE,
  parseStoredFontSize,
  parseStoredHighContrast,
  stepFontSize,
} from './ui/accessibility';
export {
  CACHE_KEY_PREFIX,
  QUICK_PURCHASE_STORAGE_KEY,
  SCROLL_TOP_THRESHOLD,
  SWIPE_THRESHOLD_PX,
} from './ui/interface';
export {
  type AlertLine,
  alertBatchDue,
  alertLines,
  type CurrentPiece,
  isNewlyPublic,
  namedSizes,
  type PendingChange,
  PREFERENCE_OF_CHANGE,
  type ProductChange,
  type ProductChangeKind,
  productChanges,
  wishlistReminderDue,
} from './wishlist/alerts';
export {
  areaOf,
  buyerLabel,
  DEFAULT_FOMO_SETTINGS,
  FOMO_DEFAULT_AREA,
  FOMO_DELAY_RANGE,
  FOMO_INTERVAL_RANGE,
  FOMO_LIMIT,
  FOMO_SEEN_STORAGE_KEY,
  FOMO_WINDOW_HOURS,
  type FomoSettings,
  firstNameOf,
  KNOWN_AREAS,
  minutesSince,
  swipeDismisses,
  toastAllowedOn,
} from './fomo/purchase-toast';
// Wishlist demand (the owner's wishlist analytics).
export {
  conversionPercent,
  DEFAULT_WISHLIST_PERIOD,
  periodStart,
  WISHLIST_PERIOD_LABELS,
  WISHLIST_PERIODS,
  wishlistPeriodOf,
  type WishlistPeriod,
} from './wishlist/demand';
