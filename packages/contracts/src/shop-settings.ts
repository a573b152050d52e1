// The shop settings the owner edits (one record per section). Today: support, the WhatsApp number,
// support hours and social accounts the footer, the order pages and the help links show. More
// sections (delivery fees, tier thresholds, the shop's name) join the same store with their own
// schema here.
import { checkKenyanPhone, SOCIAL_NETWORK_NAMES } from '@shop/domain/rules';
import { PHONE_INVALID_MESSAGE } from '@shop/domain/texts';
import { z } from 'zod';
import { textInput } from './text';

export const SHOP_SETTINGS_SECTIONS = ['support'] as const;
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
  whatsapp: z
    .string({ error: PHONE_INVALID_MESSAGE })
    .trim()
    .transform((value, ctx) => {
      const checked = checkKenyanPhone(value);
      if (checked.ok) return checked.phone;
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }),
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

/** Every section's schema, to read a stored section back (a stored value that no longer fits is
 *  replaced by the section's defaults rather than shown half-broken). */
export const SHOP_SETTINGS_SCHEMAS = { support: supportSettingsInput } as const satisfies Record<
  ShopSettingsSection,
  z.ZodType
>;
