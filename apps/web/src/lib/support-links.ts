// How shoppers reach a person, used by the footer, the order pages and the help sections of the
// static pages. The owner sets the WhatsApp number, hours and social accounts (admin → Content →
// Support); the server puts them in every page it renders, so the first paint already has them. A
// tab kept open for long asks GET /api/settings again, and the owner's own save shows at once.
import { DEFAULT_SUPPORT_SETTINGS, whatsappLink, type SupportSettings } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useShopConfig } from './shop-config';

export type PublicShopSettings = { support: SupportSettings };

export const SHOP_SETTINGS_KEY = ['shop-settings'] as const;

// A plain request: the typed client would only add weight to the pages that show support links.
async function fetchSettings(): Promise<PublicShopSettings> {
  const res = await fetch('/api/settings', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /api/settings answered ${res.status}`);
  return (await res.json()) as PublicShopSettings;
}

/** The shop's support settings: the server's copy in the page, refreshed after five minutes. */
export function useSupportSettings(): SupportSettings {
  const { support = DEFAULT_SUPPORT_SETTINGS } = useShopConfig();
  return useQuery({
    queryKey: SHOP_SETTINGS_KEY,
    queryFn: fetchSettings,
    initialData: { support },
    staleTime: 5 * 60_000,
    select: (settings) => settings.support,
  }).data;
}

/** The support chat on WhatsApp, with `text` typed in when given. */
export const useSupportChatUrl = (text?: string) => whatsappLink(useSupportSettings().whatsapp, text);
