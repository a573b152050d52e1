// Which exit-intent offer a visitor sees (document 2 §5): the owner's offers in their order, the first
// one whose conditions the visitor meets; with no offers configured, the spec's fallbacks in order.
// Also where the offer may appear at all and the owner's settings with the spec's defaults (§9).

export interface OfferConditions {
  requiresCart?: boolean | null;
  requiresWishlist?: boolean | null;
  firstTimeOnly?: boolean | null;
  minCartValue?: number | null;
}

/** An offer as the admin configures it; only the fields eligibility reads are required. */
export interface ExitOffer {
  id: string;
  discount: number;
  enabled: boolean;
  conditions?: OfferConditions | null;
  offerType?: string;
}

type FallbackOfferType = 'cart' | 'wishlist' | 'welcome' | 'general';

export interface FallbackOffer extends ExitOffer {
  offerType: FallbackOfferType;
}

/** Fallback when no offers are configured: 10 % bag (> KES 1,000), 15 % wishlist, 20 % welcome, 12 % general. */
export const FALLBACK_OFFERS: readonly FallbackOffer[] = [
  { id: 'fallback-cart', offerType: 'cart', discount: 10, enabled: true },
  { id: 'fallback-wishlist', offerType: 'wishlist', discount: 15, enabled: true },
  { id: 'fallback-welcome', offerType: 'welcome', discount: 20, enabled: true },
  { id: 'fallback-general', offerType: 'general', discount: 12, enabled: true },
];

/** The bag fallback needs a bag total above this (KES). */
export const FALLBACK_CART_MIN_TOTAL = 1000;

/** What eligibility knows about the visitor, all read on the device (or from /api/me). */
export interface OfferVisitor {
  /** Sum of price × quantity over the bag's lines (items and bundles), whole KES. */
  bagTotal: number;
  /** Number of lines in the bag. */
  bagLines: number;
  wishlistCount: number;
  signedIn: boolean;
}

/** The bag total as the spec reads it: the sum of price times quantity. */
export function offerBagTotal(lines: readonly { price: number; quantity: number }[]): number {
  let total = 0;
  for (const line of lines) {
    if (Number.isFinite(line.price) && Number.isFinite(line.quantity) && line.quantity > 0)
      total += line.price * line.quantity;
  }
  return total;
}

/** Whether one of the owner's offers applies to this visitor. */
export function isOfferEligible(offer: ExitOffer, visitor: OfferVisitor): boolean {
  if (!offer.enabled) return false;
  const c = offer.conditions ?? {};
  if (c.requiresCart && visitor.bagLines <= 0) return false;
  if (c.requiresWishlist && visitor.wishlistCount <= 0) return false;
  if (c.firstTimeOnly && visitor.signedIn) return false;
  if (typeof c.minCartValue === 'number' && c.minCartValue > 0 && visitor.bagTotal < c.minCartValue)
    return false;
  return true;
}

function fallbackApplies(offer: FallbackOffer, visitor: OfferVisitor): boolean {
  switch (offer.offerType) {
    case 'cart':
      return visitor.bagLines > 0 && visitor.bagTotal > FALLBACK_CART_MIN_TOTAL;
    case 'wishlist':
      return visitor.wishlistCount > 0;
    case 'welcome':
      return !visitor.signedIn;
    case 'general':
      return true;
  }
}

/**
 * The one offer to show: the first eligible of the owner's switched-on offers (in their order), or —
 * when the owner has none switched on — the first fallback that applies. An owner whose offers all
 * miss this visitor shows nothing: their choice wins over the spec's fallbacks.
 */
export function chooseExitOffer<T extends ExitOffer>(
  offers: readonly T[],
  visitor: OfferVisitor,
): T | FallbackOffer | null {
  if (offers.length === 0) return FALLBACK_OFFERS.find((o) => fallbackApplies(o, visitor)) ?? null;
  return offers.find((o) => isOfferEligible(o, visitor)) ?? null;
}

/** A fallback by its id (minted only while the owner has no offer switched on). */
export const fallbackOfferById = (id: string) => FALLBACK_OFFERS.find((o) => o.id === id) ?? null;

/** The owner's exit-intent settings (document 2 §3) and the spec's defaults (§9). */
export interface ExitIntentSettings {
  enabled: boolean;
  /** How close to the top edge (px) the pointer must leave the page. */
  sensitivity: number;
  /** How long (ms) the pointer must stay outside before it counts. */
  delay: number;
  /** How long (s) an offer stays open to take, counted down on the minimised tab. */
  countdown_duration: number;
}

export const EXIT_INTENT_DEFAULTS: ExitIntentSettings = {
  enabled: true,
  sensitivity: 15,
  delay: 300,
  countdown_duration: 600,
};

export const EXIT_INTENT_LIMITS = {
  sensitivity: { min: 0, max: 200 },
  delay: { min: 0, max: 10_000 },
  countdown_duration: { min: 30, max: 86_400 },
  discount: { min: 1, max: 90 },
} as const;

// Pages where an interruption costs a sale or makes no sense: admin, paying, just paid.
const NO_OFFER_PREFIXES = [
  '/admin',
  '/upload',
  '/checkout',
  '/payment-callback',
  '/order-confirmation',
  '/delivery-details',
];

/** Whether the offer may appear on this path (never on admin, checkout or payment pages). */
export function isOfferPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !NO_OFFER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));
}

/** The pictures an offer may show (drawn by the web app), and the kinds of offer the owner labels. */
export const EXIT_OFFER_ICONS = [
  'gift',
  'sparkles',
  'tag',
  'heart',
  'shopping-bag',
  'percent',
  'zap',
] as const;
export type ExitOfferIcon = (typeof EXIT_OFFER_ICONS)[number];
export const EXIT_OFFER_TYPES = ['cart', 'wishlist', 'welcome', 'general'] as const;

/** What an offer says and how it looks. */
export interface ExitOfferCopy {
  title: string;
  description: string;
  icon: ExitOfferIcon;
  colour_from: string;
  colour_to: string;
  urgency: string;
  cta: string;
}

/** The fallbacks' own words (the spec gives their percentages; the words are the shop's). */
export const FALLBACK_OFFER_COPY: Record<FallbackOfferType, ExitOfferCopy> = {
  cart: {
    title: 'Wait! Your bag misses you already',
    description: 'Finish your order now and take 10% off everything in your bag.',
    icon: 'shopping-bag',
    colour_from: '#be123c',
    colour_to: '#ea580c',
    urgency: 'One-of-a-kind pieces sell fast. This offer ends soon.',
    cta: 'Claim 10% off',
  },
  wishlist: {
    title: 'Your wishlist is calling',
    description: 'Take 15% off and bag the pieces you saved before someone else does.',
    icon: 'heart',
    colour_from: '#9d174d',
    colour_to: '#7c3aed',
    urgency: 'Saved pieces are still one of a kind. Grab them while they last.',
    cta: 'Claim 15% off',
  },
  welcome: {
    title: 'Karibu! A welcome gift',
    description: 'New here? Take 20% off your first order of thrifted finds.',
    icon: 'gift',
    colour_from: '#047857',
    colour_to: '#0e7490',
    urgency: 'Your welcome code is valid for 24 hours.',
    cta: 'Claim 20% off',
  },
  general: {
    title: 'Before you go…',
    description: 'Here is 12% off your order, on us.',
    icon: 'sparkles',
    colour_from: '#1e293b',
    colour_to: '#4338ca',
    urgency: 'Your code is valid for 24 hours.',
    cta: 'Claim 12% off',
  },
};

/** A fallback offer with its words, as the storefront shows it. */
export const fallbackOfferCopy = (offer: FallbackOffer): ExitOfferCopy =>
  FALLBACK_OFFER_COPY[offer.offerType];
