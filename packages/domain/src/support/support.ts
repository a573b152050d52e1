// How shoppers reach a person: the owner's support settings (WhatsApp number, hours, social
// accounts), what a shop that never saved them shows, and the WhatsApp links built from them.
import { SUPPORT_HOURS } from '../shipping/policies';

/** The social accounts the footer can show, in its order. */
export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'facebook', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  x: 'X',
};

/**
 * The support section of the shop settings. `whatsapp` is a Kenyan number in +254 form; each social
 * account is an https address, or '' when the shop has none there (not shown).
 */
export type SupportSettings = { whatsapp: string; hours: string } & Record<SocialNetwork, string>;

/** Until the owner saves their own: the demo shop's placeholder number, hours and accounts. */
export const DEFAULT_SUPPORT_SETTINGS: SupportSettings = {
  whatsapp: '+254700000000',
  hours: SUPPORT_HOURS.text,
  instagram: 'https://www.instagram.com/tntthrift',
  tiktok: 'https://www.tiktok.com/@tntthrift',
  facebook: 'https://www.facebook.com/tntthrift',
  x: 'https://x.com/tntthrift',
};

/**
 * The wa.me link that opens a chat with the number (the app on a phone, WhatsApp Web elsewhere),
 * with `text` already typed when given. wa.me wants the number as digits only, country code first.
 */
export function whatsappLink(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  const message = text?.trim();
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** The message a shopper asking about an order starts with, so support knows which order it is. */
export const orderHelpMessage = (shortId: string) => `Hi, I need help with my order #${shortId}.`;

/** The social accounts the shop has, in the footer's order. */
export const socialLinks = (settings: SupportSettings) =>
  SOCIAL_NETWORKS.filter((network) => settings[network] !== '').map((network) => ({
    network,
    name: SOCIAL_NETWORK_NAMES[network],
    href: settings[network],
  }));
