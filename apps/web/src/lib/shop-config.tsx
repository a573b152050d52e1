// Settings the server hands the page (the shop's name, support address, and the owner's support,
// delivery and shop settings), the same on both sides.
import type { DeliverySettings, ShopIdentity, SupportSettings, TierSettings } from '@shop/domain/rules';
import { createContext, useContext } from 'react';

export type ShopConfig = {
  /** The owner's saved name, else the configured SHOP_NAME (the server decides). */
  shopName: string;
  supportEmail: string;
  /** The owner's support settings as the server read them; absent when it could not (defaults then). */
  support?: SupportSettings;
  /** The owner's delivery fees, for display (the server charges by its own copy). */
  delivery?: DeliverySettings;
  /** The owner's tier thresholds (the terms page states them). */
  tiers?: TierSettings;
  /** The owner's shop section: the logo (absent or '' for none) and its measured size. */
  shop?: ShopIdentity;
};

export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  shopName: 'TNT Thrift',
  supportEmail: 'support@tntthrift.co.ke',
};

export const ShopConfigContext = createContext<ShopConfig>(DEFAULT_SHOP_CONFIG);

/** The shop's configuration as the server gave it. */
export const useShopConfig = () => useContext(ShopConfigContext);

/**
 * The shop's logo (its small WebP copy, the name as its text; 36 px tall, at most 144 px wide) or,
 * without one, the name itself: the navbar's and the admin top bar's.
 */
export function ShopMark() {
  const { shopName, shop } = useShopConfig();
  // The width and height are the small copy's own: the box is reserved before it loads (no shift).
  // A stored key has no dot, so the first '-1024w.webp' is the address's end.
  return shop?.logo ? (
    <img
      src={shop.logo.replace('-1024w.webp', '-320w.webp')}
      alt={shopName}
      width={shop.logo_width}
      height={shop.logo_height}
      className="h-9 w-auto max-w-36 object-contain object-left"
    />
  ) : (
    shopName
  );
}
