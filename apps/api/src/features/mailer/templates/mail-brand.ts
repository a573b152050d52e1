// Who a mail comes from, as the templates show it: the shop's name, its address (links) and its logo —
// the owner's uploaded one when there is one, else the built-in mark.
import { logoBox, logoSource } from '@shop/domain/rules';
import type { AppDeps } from '../../../app-deps';
import { shopUrl } from '../../../lib/shop-url';
import { shopIdentity } from '../../settings/settings.service';

export type MailLogo = { src: string; width: number; height: number };
export type MailBrand = { shopName: string; shopUrl: string; logo?: MailLogo };

/** A PNG (mail programs such as Gmail drop SVG), served from the web app's public folder. */
export const MAIL_LOGO_PATH = '/mail-logo.png';

export type BrandDeps = Pick<AppDeps, 'config' | 'database' | 'logger'>;

/** The brand of a mail sent now: the owner's current name and logo (the settings' cached read). */
export async function mailBrand(deps: BrandDeps): Promise<MailBrand> {
  const shop = await shopIdentity(deps);
  const url = shopUrl(deps.config);
  if (!shop.logo) return { shopName: shop.name, shopUrl: url };
  return {
    shopName: shop.name,
    shopUrl: url,
    logo: { src: `${url}${logoSource(shop.logo)}`, ...logoBox(shop.logo_width, shop.logo_height, 40, 160) },
  };
}

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
