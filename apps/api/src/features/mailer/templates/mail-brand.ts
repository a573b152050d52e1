// Who a mail comes from, as the templates show it: the shop's name and its address (links, logo).
import type { Config } from '../../../config';
import { shopUrl } from '../../../lib/shop-url';

export type MailBrand = { shopName: string; shopUrl: string };

/** A PNG (mail programs such as Gmail drop SVG), served from the web app's public folder. */
export const MAIL_LOGO_PATH = '/mail-logo.png';

export const mailBrand = (config: Pick<Config, 'SHOP_NAME' | 'PUBLIC_URL' | 'PORT'>): MailBrand => ({
  shopName: config.SHOP_NAME,
  shopUrl: shopUrl(config),
});

/** The shop's colours (apps/web/src/styles/app.css), written out: mail programs know no variables. */
export const COLOURS = {
  ink: '#111111',
  paper: '#faf7f2',
  accent: '#f5c542',
  accentInk: '#3b2f00',
  muted: '#6b6459',
  line: '#e8e2d8',
} as const;

export const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
