import { HOUR_MS, toEpochMs, type Instant } from '../time';

/** Exit-intent defaults (catalogue spec §9). */
export const EXIT_INTENT_DEFAULTS = { enabled: true, sensitivity: 15, delay: 300 } as const;
export const EXIT_INTENT_REARM_HOURS = 24;
export const EXIT_INTENT_CALLBACK_DELAY_MS = 500;

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

export interface OfferContext {
  bagItemCount: number;
  /** Sum of price × quantity, in KES. */
  bagTotal: number;
  wishlistCount: number;
  signedIn: boolean;
}

/** Whether an offer may be shown: enabled, and every condition it sets holds. */
export function isOfferEligible(offer: ExitOffer, context: OfferContext): boolean {
  const c = offer.conditions ?? {};
  const minimum = c.minCartValue;
  return (
    offer.enabled &&
    (!c.requiresCart || context.bagItemCount > 0) &&
    (!c.requiresWishlist || context.wishlistCount > 0) &&
    (!c.firstTimeOnly || !context.signedIn) &&
    (typeof minimum !== 'number' || !Number.isFinite(minimum) || context.bagTotal >= minimum)
  );
}

export type FallbackOfferType = 'cart' | 'wishlist' | 'welcome' | 'general';

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
export const FALLBACK_CART_MIN_TOTAL = 1000;

function fallbackApplies(type: FallbackOfferType, context: OfferContext): boolean {
  if (type === 'cart') return context.bagItemCount > 0 && context.bagTotal > FALLBACK_CART_MIN_TOTAL;
  if (type === 'wishlist') return context.wishlistCount > 0;
  if (type === 'welcome') return !context.signedIn;
  return true;
}

/** The one offer to show: the first eligible configured offer, or without settings the first fallback. */
export function chooseExitOffer<T extends ExitOffer>(
  configured: readonly T[] | null | undefined,
  context: OfferContext,
): T | FallbackOffer | null {
  if (configured && configured.length > 0) {
    return configured.find((offer) => isOfferEligible(offer, context)) ?? null;
  }
  return FALLBACK_OFFERS.find((offer) => fallbackApplies(offer.offerType, context)) ?? null;
}

export interface ExitIntentState {
  enabled: boolean;
  isAdmin: boolean;
  shownThisSession: boolean;
  /** When the popup was last closed for good, or null. */
  lastClosedAt: Instant | null;
  now: Instant;
}

/** The popup opens once per session, never for admins, and not within 24 h of being closed. */
export function canShowExitIntent(state: ExitIntentState): boolean {
  if (!state.enabled || state.isAdmin || state.shownThisSession) return false;
  const closed = toEpochMs(state.lastClosedAt);
  if (closed === null) return true;
  const now = toEpochMs(state.now);
  return now !== null && now - closed >= EXIT_INTENT_REARM_HOURS * HOUR_MS;
}
