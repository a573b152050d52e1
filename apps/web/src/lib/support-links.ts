// How shoppers reach a person, used by the footer and the help sections of the static pages.

/** WhatsApp is how most Kenyan shoppers reach a shop; wa.me opens the app or WhatsApp Web. */
export const SUPPORT_CHAT_URL = 'https://wa.me/254700000000';
