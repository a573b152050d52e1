// The bag a browser sends to be priced: ids, sizes and quantities inside the spec's bounds. Prices and
// names are accepted only to tell the shopper what changed; nothing the browser says is charged.
import { BAG_LINE_MAX, BAG_LINE_MIN, BUNDLE_LINE_MAX, BUNDLE_LINE_MIN } from '@shop/domain/rules';
import { z } from 'zod';

const id = z.string().trim().min(1).max(64);
const size = z.string().trim().max(40);
const shownPrice = z.number().int().min(0).max(100_000_000);
const name = z.string().max(300).optional();

export const bagItemInput = z.object({
  product: z.object({ id, price: shownPrice, name }),
  quantity: z.number().int().min(BAG_LINE_MIN).max(BAG_LINE_MAX),
  selectedSize: size.nullish(),
});

export const bagBundleInput = z.object({
  bundle: z.object({ id, price: shownPrice.min(1), name }),
  quantity: z.number().int().min(BUNDLE_LINE_MIN).max(BUNDLE_LINE_MAX),
  selectedSizes: z.record(id, size).optional(),
});

/** Up to 50 single lines and 20 bundle lines: more than any real bag, few enough to price at once. */
export const bagInput = z.object({
  items: z.array(bagItemInput).max(50).default([]),
  bundles: z.array(bagBundleInput).max(20).default([]),
});

export type BagInput = z.infer<typeof bagInput>;
