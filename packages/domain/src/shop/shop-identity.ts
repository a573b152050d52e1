// Who the shop is to its visitors: the owner's name for it and, optionally, a logo uploaded through
// the admin (stored like every other picture: WebP and AVIF at the shop's widths). Until the owner
// saves their own, the name is the server's configured one (SHOP_NAME) and there is no logo.
import { imageVariantUrl } from '../media/image-variants';

/**
 * The shop section of the shop settings. `logo` is the stored 1024 px WebP address of an uploaded
 * picture, or '' for none; `logo_width` × `logo_height` is the size of its 320 px copy (measured by
 * the server when the owner saves; 0 × 0 without a logo), so pages can reserve its box.
 */
export type ShopIdentity = { name: string; logo: string; logo_width: number; logo_height: number };

export const SHOP_NAME_MIN = 2;
export const SHOP_NAME_MAX = 60;

/** The shop with no logo of its own, named `name` (the configured SHOP_NAME). */
export const defaultShopIdentity = (name: string): ShopIdentity => ({
  name,
  logo: '',
  logo_width: 0,
  logo_height: 0,
});

// C0 and C1 control characters (line breaks, tabs, NUL, escapes): a name goes into mail subjects,
// SMS texts, page titles and the app manifest, where any of them breaks the line or the header.
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/** Does the text hold a control character? */
export const hasControlCharacter = (text: string): boolean =>
  [...text].some((ch) => isControl(ch.charCodeAt(0)));

// Only a picture the admin upload wrote (`/uploads/images/<random key>-1024w.webp`): no outside
// address (it could change under the shop or track its visitors) and no path that climbs folders.
const UPLOADED_LOGO = /^\/uploads\/images\/[A-Za-z0-9_-]+-1024w\.webp$/;

/** Is this the address of a picture the admin upload stored (what a logo must be)? */
export const isUploadedLogo = (url: string): boolean => UPLOADED_LOGO.test(url);

/** The logo's small WebP copy (320 px wide at most): what the navbar, slips and mails show. */
export const logoSource = (logo: string): string => imageVariantUrl(logo, 320);

/**
 * The box a logo of `width` × `height` is shown in: as tall as `maxHeight` unless that makes it wider
 * than `maxWidth`, keeping its proportions, whole pixels, at least 1 × 1.
 */
export function logoBox(
  width: number,
  height: number,
  maxHeight: number,
  maxWidth: number,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: maxHeight, height: maxHeight };
  const scale = Math.min(maxHeight / height, maxWidth / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
