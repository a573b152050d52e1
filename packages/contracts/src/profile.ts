import { PROFILE_STYLE_OPTIONS } from '@shop/domain/rules';
import { z } from 'zod';

// What a customer may change on their own profile, and nothing else: tier, totals, early-access
// and admin fields are not in this schema, so sent values are dropped (AC-4). The form itself has no
// rules (free text); the bounds only keep one profile from filling the database.
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const short = text(100).optional();

export const profileUpdate = z.object({
  fullName: text(200).trim().optional(),
  stylePreferences: z
    .array(z.string())
    .max(PROFILE_STYLE_OPTIONS.length * 2)
    .transform((styles) => PROFILE_STYLE_OPTIONS.filter((option) => styles.includes(option)))
    .optional(),
  bodySize: z
    .object({
      height: short,
      weight: short,
      measurements: z
        .object({ chest: short, waist: short, hips: short, inseam: short, shoe_size: short })
        .optional(),
    })
    .optional(),
  deliveryPreferences: text(5000).optional(),
  additionalPreferences: z.object({ notes: text(5000).optional() }).optional(),
});

export type ProfileUpdate = z.infer<typeof profileUpdate>;
