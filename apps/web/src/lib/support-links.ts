// How shoppers reach a person, used by the footer, the order pages and the help sections of the
// static pages. The owner sets the WhatsApp number, hours and social accounts (admin → Settings →
// Support); they come with the other public settings (shop-settings.ts).
import { whatsappLink, type SupportSettings } from '@shop/domain/rules';
import { usePublicShopSettings } from './shop-settings';

/** The shop's support settings as the page has them. */
export const useSupportSettings = (): SupportSettings => usePublicShopSettings().support;

/** The support chat on WhatsApp, with `text` typed in when given. */
export const useSupportChatUrl = (text?: string) => whatsappLink(useSupportSettings().whatsapp, text);
