// The owner's shop settings every visitor sees (support and delivery): the server puts them in every
// page it renders, so the first paint already has them; a tab kept open for long asks GET
// /api/settings again, and the owner's own save shows at once. Delivery figures here are only for
// display: the server charges by its own copy.
import {
  DEFAULT_DELIVERY_SETTINGS,
  DEFAULT_SUPPORT_SETTINGS,
  type DeliverySettings,
  type SupportSettings,
} from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useShopConfig } from './shop-config';

export type PublicShopSettings = { support: SupportSettings; delivery: DeliverySettings };

export const SHOP_SETTINGS_KEY = ['shop-settings'] as const;

// A plain request: the typed client would only add weight to the pages that show these settings.
async function fetchSettings(): Promise<PublicShopSettings> {
  const res = await fetch('/api/settings', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`/api/settings: ${res.status}`);
  return (await res.json()) as PublicShopSettings;
}

/** The public settings: the server's copy in the page, refreshed after five minutes. */
export function usePublicShopSettings(): PublicShopSettings {
  const { support = DEFAULT_SUPPORT_SETTINGS, delivery = DEFAULT_DELIVERY_SETTINGS } = useShopConfig();
  return useQuery({
    queryKey: SHOP_SETTINGS_KEY,
    queryFn: fetchSettings,
    initialData: { support, delivery },
    staleTime: 5 * 60_000,
  }).data;
}

/** The delivery fees to show (the checkout's own amounts come from the server's quote). */
export const useDeliverySettings = (): DeliverySettings => usePublicShopSettings().delivery;
