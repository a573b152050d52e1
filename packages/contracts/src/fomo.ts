// The recent-purchase toast (document 2 §2, §3, §7 get_active_fomo_notifications): the public answer
// the storefront's toast reads, and the owner's settings and hide/unhide of one entry.
import { FOMO_DELAY_RANGE, FOMO_INTERVAL_RANGE } from '@shop/domain/rules';
import { z } from 'zod';
import { wholeNumber } from './admin-fields';

/** One real recent purchase as the toast says it. */
export type FomoEntry = {
  /** The buyer's first name with their consent, otherwise 'Someone'. */
  name: string;
  area: string;
  product_name: string;
  /** The product, for the admin's link; null for a bundle. */
  product_id: string | null;
  minutes_ago: number;
  purchased_at: string;
};

/** GET /api/fomo: the owner's timing and at most 10 entries (none when switched off or nothing is real). */
export type FomoAnswer = {
  enabled: boolean;
  delay_seconds: number;
  interval_seconds: number;
  entries: FomoEntry[];
};

const flag = z.boolean({ error: 'must be true or false' });
const seconds = (range: { min: number; max: number }) =>
  wholeNumber('must be a number of seconds', 'Whole seconds only')
    .min(range.min, `At least ${range.min} seconds`)
    .max(range.max, `At most ${range.max} seconds`);

/** PUT /api/admin/fomo/settings */
export const fomoSettingsInput = z.object({
  enabled: flag,
  delay_seconds: seconds(FOMO_DELAY_RANGE),
  interval_seconds: seconds(FOMO_INTERVAL_RANGE),
});
export type FomoSettingsInput = z.infer<typeof fomoSettingsInput>;

/** PUT /api/admin/fomo/entries/:id { hidden } — an entry is an order. */
export const fomoEntryParam = z.object({
  id: z.uuid('must be an order id').transform((id) => id.toLowerCase()),
});
export const fomoHiddenInput = z.object({ hidden: flag });
