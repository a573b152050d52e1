// What the wishlist endpoints accept: product ids in the database's UUID form. Anything else is a
// 400 that names the field, before any query runs.
import { z } from 'zod';

/** The most ids one merge or lookup carries (a device sends its newest ones). */
export const WISHLIST_BATCH_MAX = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const productId = z
  .string({ error: 'must be a product id' })
  .regex(UUID, 'must be a product id')
  .transform((id) => id.toLowerCase());

const productIds = z
  .array(productId, { error: 'must be a list of product ids' })
  .max(WISHLIST_BATCH_MAX, `must hold at most ${WISHLIST_BATCH_MAX} ids`)
  .transform((ids) => [...new Set(ids)]);

export const addBody = z.object({ product_id: productId });
export const productParam = z.object({ productId });
export const mergeBody = z.object({ product_ids: productIds });
/** ids=a,b,c — the device list of a visitor, to show as cards. */
export const idsQuery = z.object({
  ids: z
    .string()
    .max(WISHLIST_BATCH_MAX * 37)
    .default('')
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(productIds),
});
