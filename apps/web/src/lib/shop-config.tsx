// Settings the server hands the page (the shop's name, support address), the same on both sides.
import { createContext, useContext } from 'react';

export type ShopConfig = { shopName: string; supportEmail: string };

export const DEFAULT_SHOP_CONFIG: ShopConfig = {
  shopName: 'TNT Thrift',
  supportEmail: 'support@tntthrift.co.ke',
};

export const ShopConfigContext = createContext<ShopConfig>(DEFAULT_SHOP_CONFIG);

/** The shop's configuration as the server gave it. */
export const useShopConfig = () => useContext(ShopConfigContext);
