interface OfferConditions {
  requiresCart?: boolean | null;
  requiresWishlist?: boolean | null;
  firstTimeOnly?: boolean | null;
  minCartValue?: number | null;
}

/** An offer as the admin configures it; only the fields eligibility reads are required. */
interface ExitOffer {
  id: string;
  discount: number;
  enabled: boolean;
  conditions?: OfferConditions | null;
  offerType?: string;
}

type FallbackOfferType = 'cart' | 'wishlist' | 'welcome' | 'general';

interface FallbackOffer extends ExitOffer {
  offerType: FallbackOfferType;
}

/** Fallback when no offers are configured: 10 % bag (> KES 1,000), 15 % wishlist, 20 % welcome, 12 % general. */
export const FALLBACK_OFFERS: readonly FallbackOffer[] = [
  { id: 'fallback-cart', offerType: 'cart', discount: 10, enabled: true },
  { id: 'fallback-wishlist', offerType: 'wishlist', discount: 15, enabled: true },
  { id: 'fallback-welcome', offerType: 'welcome', discount: 20, enabled: true },
  { id: 'fallback-general', offerType: 'general', discount: 12, enabled: true },
];
