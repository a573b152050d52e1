// The shop settings the owner edits (one record per section): support (the WhatsApp number, support
// hours and social accounts the footer, the order pages and the help links show), delivery (the
// fees the checkout charges and the shipping page states), low stock (the owner's dashboard), tiers
// and the shop itself (its name and logo). Each section has its schema here.
import {
  clockHour,
  DELIVERY_FEE_MAX,
  formatKes,
  FREE_DELIVERY_FROM_MAX,
  hasControlCharacter,
  isUploadedLogo,
  LOW_STOCK_MAX,
  SHOP_NAME_MAX,
  SHOP_NAME_MIN,
  SOCIAL_NETWORK_NAMES,
} from '@shop/domain/rules';
import { z } from 'zod';
import { wholeNumber } from './admin-fields';
import { kenyanPhoneInput, textInput } from './text';

export const SHOP_SETTINGS_SECTIONS = ['support', 'delivery', 'low_stock', 'tiers', 'shop'] as const;
/** Every section the store's CHECK accepts (written ahead of the screens, so adding one needed no new
 *  migration). */
export const SHOP_SETTINGS_STORED_SECTIONS = ['support', 'delivery', 'low_stock', 'tiers', 'shop'] as const;
export type ShopSettingsSection = (typeof SHOP_SETTINGS_SECTIONS)[number];

export const shopSettingsSectionParam = z.object({
  section: z.enum(SHOP_SETTINGS_SECTIONS, {
    error: `must be one of ${SHOP_SETTINGS_SECTIONS.join(', ')}`,
  }),
});

const URL_MAX = 300;

/** An https address of the shop's account on that network, or '' for none. */
const socialUrl = (name: string) =>
  textInput()
    .trim()
    .max(URL_MAX, `An address has at most ${URL_MAX} characters`)
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, `Please enter the ${name} address starting with https://, or leave it empty`);

/** PUT /api/admin/settings/support: every field of the section (the form sends them all). */
export const supportSettingsInput = z.object({
  whatsapp: kenyanPhoneInput(),
  hours: textInput()
    .trim()
    .min(1, 'Please say when support answers')
    .max(120, 'Support hours have at most 120 characters'),
  instagram: socialUrl(SOCIAL_NETWORK_NAMES.instagram),
  tiktok: socialUrl(SOCIAL_NETWORK_NAMES.tiktok),
  facebook: socialUrl(SOCIAL_NETWORK_NAMES.facebook),
  x: socialUrl(SOCIAL_NETWORK_NAMES.x),
});
export type SupportSettingsInput = z.input<typeof supportSettingsInput>;

/** An amount of whole KES from 0 up to `max`, named in the owner's words. */
const kes = (label: string, max: number) =>
  wholeNumber(`${label} must be a number of shillings`, `${label} must be whole shillings`)
    .min(0, `${label} cannot be below 0`)
    .max(max, `${label} is at most ${formatKes(max)}`);

/** PUT /api/admin/settings/delivery: the fees in whole KES and the same-day cut-off hour (EAT). */
export const deliverySettingsInput = z.object({
  free_from: kes('Free delivery from', FREE_DELIVERY_FROM_MAX),
  standard_fee: kes('The fee below that', DELIVERY_FEE_MAX),
  same_day_fee: kes('The same-day fee', DELIVERY_FEE_MAX),
  // A whole hour: 0 would close same-day all day, so the earliest cut-off is 1 AM.
  same_day_cutoff_hour: wholeNumber(
    'The cut-off must be an hour of the day',
    'The cut-off must be a whole hour',
  )
    .min(1, `The cut-off is ${clockHour(1)} at the earliest`)
    .max(23, `The cut-off is ${clockHour(23)} at the latest`),
});
export type DeliverySettingsInput = z.input<typeof deliverySettingsInput>;

/** PUT /api/admin/settings/low_stock: a size with this many pieces or fewer shows as low stock. */
export const lowStockSettingsInput = z.object({
  at_most: wholeNumber('The low-stock level must be a number of pieces', 'Whole pieces only')
    .min(0, 'The low-stock level cannot be below 0')
    .max(LOW_STOCK_MAX, `The low-stock level is at most ${LOW_STOCK_MAX}`),
});
export type LowStockSettingsInput = z.input<typeof lowStockSettingsInput>;

const orders = (label: string) =>
  wholeNumber(`${label} must be a number of orders`, `${label} must be whole orders`)
    .min(1, `${label} needs at least 1 order`)
    .max(1000, `${label} is at most 1,000 orders`);

/** PUT /api/admin/settings/tiers: what premium and VIP need (spent AND orders); VIP at least premium. */
export const tierSettingsInput = z
  .object({
    premium_spent: kes('Premium spend', 10_000_000),
    premium_orders: orders('Premium'),
    vip_spent: kes('VIP spend', 10_000_000),
    vip_orders: orders('VIP'),
  })
  .superRefine((t, ctx) => {
    if (t.vip_spent < t.premium_spent)
      ctx.addIssue({
        code: 'custom',
        path: ['vip_spent'],
        message: 'VIP spend must be at least premium spend',
      });
    if (t.vip_orders < t.premium_orders)
      ctx.addIssue({
        code: 'custom',
        path: ['vip_orders'],
        message: 'VIP orders must be at least premium orders',
      });
  });
export type TierSettingsInput = z.input<typeof tierSettingsInput>;

/** PUT /api/admin/settings/shop: the shop's name and its logo (an uploaded picture's address, or ''). */
export const shopIdentityInput = z.object({
  name: textInput()
    .trim()
    .min(SHOP_NAME_MIN, `The shop's name needs at least ${SHOP_NAME_MIN} characters`)
    .max(SHOP_NAME_MAX, `The shop's name has at most ${SHOP_NAME_MAX} characters`)
    .refine(
      (v) => !hasControlCharacter(v),
      "The shop's name cannot contain line breaks, tabs or other control characters",
    ),
  logo: textInput()
    .trim()
    .refine(
      (v) => v === '' || isUploadedLogo(v),
      'Please upload the logo here (the address of a picture this shop stored), or remove it',
    ),
});
export type ShopIdentityInput = z.input<typeof shopIdentityInput>;

/** The shop section as it is stored: the owner's input and the logo's size the server measured. */
export const storedShopIdentity = z.object({
  ...shopIdentityInput.shape,
  logo_width: z.number().int().min(0),
  logo_height: z.number().int().min(0),
});

/** Every section's schema, to read a stored section back (a stored value that no longer fits is
 *  replaced by the section's defaults rather than shown half-broken). */
export const SHOP_SETTINGS_SCHEMAS = {
  support: supportSettingsInput,
  delivery: deliverySettingsInput,
  low_stock: lowStockSettingsInput,
  tiers: tierSettingsInput,
  shop: storedShopIdentity,
} as const satisfies Record<ShopSettingsSection, z.ZodType>;
