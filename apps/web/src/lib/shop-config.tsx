// Settings the server hands the page (the shop's name, support address, and the owner's support and
// delivery settings), the same on both sides.
import type { DeliverySettings, SupportSettings, TierSettings } from '@shop/domain/rules';
import { createContext, useContext } from 'react';

export type ShopConfig = {
  shopName: string;
  supportEmail: string;
  /** The owner's support settings as the server read them; absent when it could not (defaults then). */
  support?: SupportSettings;
  /** The owner's delivery fees, for display (the server charges by its own copy). */
  delivery?: DeliverySettings;
  /** The owner's tier thresholds (the terms page states them). */
  tiers?: TierSettings;
};

export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  shopName: 'TNT Thrift',
  supportEmail: 'support@tntthrift.co.ke',
};

export const ShopConfigContext = createContext<ShopConfig>(DEFAULT_SHOP_CONFIG);

/** The shop's configuration as the server gave it. */
export const useShopConfig = () => useContext(ShopConfigContext);
