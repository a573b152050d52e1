// A product as the owner writes it: every field of the spec's Product plus its sizes (variants).
// Creating needs a name and a price; changing takes only the fields sent, so an old form never
// resets a field it did not show. Unknown fields (popularity, created_at, ids) are ignored (AC-4).
import { z } from 'zod';
import { textInput } from './text';
import {
  activeFilter,
  mediaUrl,
  optionalText,
  paging,
  pieces,
  shillings,
  slugField,
  wholeNumber,
} from './admin-fields';

/** One size of a product. */
export const variantInput = z.object({
  // Present for a size that already exists: it keeps its id, which past order lines point at.
  id: z.uuid('must be the id of one of this product’s sizes').optional(),
  sku: optionalText(64, 'A SKU'),
  size: optionalText(20, 'A size'),
  color: optionalText(40, 'A colour'),
  // Pieces of this size on sale.
  stock: pieces,
  // The count the form showed when it loaded: the save then moves the size by the owner's change,
  // so a piece held or sold while the form was open stays taken.
  stock_seen: pieces.optional(),
  price: shillings.nullish().transform((v) => v ?? null),
});

type SizeLike = { id?: unknown; sku?: unknown; size?: unknown };
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The rules across a product's sizes: each is named, no size or SKU twice. A form runs them beside
 * each row's own problems, so a cell that did not read as text counts as empty here.
 */
export function sizeListRules(list: readonly SizeLike[], ctx: z.RefinementCtx) {
  const seen = { ids: new Set<string>(), skus: new Set<string>(), sizes: new Set<string>() };
  list.forEach((v, i) => {
    const [id, sku, size] = [textOf(v.id), textOf(v.sku).toLowerCase(), textOf(v.size).toLowerCase()];
    // The size is the unit of stock: each has its own count, so each needs a name of its own.
    if (!size) ctx.addIssue({ code: 'custom', path: [i, 'size'], message: 'Give each size a size' });
    if (size && seen.sizes.has(size))
      ctx.addIssue({ code: 'custom', path: [i, 'size'], message: 'This size is listed twice' });
    if (sku && seen.skus.has(sku))
      ctx.addIssue({ code: 'custom', path: [i, 'sku'], message: 'Two sizes have the same SKU' });
    if (id && seen.ids.has(id))
      ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'This size is listed twice' });
    seen.sizes.add(size);
    if (sku) seen.skus.add(sku);
    if (id) seen.ids.add(id);
  });
}

export const MAX_SIZES = 100;
const variants = z.array(variantInput).max(MAX_SIZES, 'At most 100 sizes').superRefine(sizeListRules);

/** Early access needs its end (checked on the product as it will be saved). */
export const EARLY_ACCESS_END_NEEDED = 'Please say when early access ends and the product goes public';

const fabricDetail = z.object({
  type: textInput()
    .trim()
    .min(1, 'Please name the fabric')
    .max(60, 'A fabric name has at most 60 characters'),
  description: textInput().trim().max(500, 'A description has at most 500 characters').default(''),
  mainImage: mediaUrl,
  closeupImage: mediaUrl,
});

export const productFields = {
  name: textInput().trim().min(1, 'Please enter a name').max(200, 'A name has at most 200 characters'),
  slug: slugField,
  description: textInput().trim().max(10_000, 'A description has at most 10,000 characters'),
  price: shillings,
  original_price: shillings.nullable(),
  discount_percentage: wholeNumber('must be a number', 'Whole percent only')
    .min(0, 'Cannot be below 0')
    .max(100, 'A percentage is at most 100'),
  category: textInput()
    .trim()
    .toLowerCase()
    .min(1, 'Please choose a category')
    .max(60, 'A category has at most 60 characters'),
  styles: z
    .array(textInput().trim().min(1, 'A style cannot be empty').max(40))
    .max(20, 'At most 20 styles')
    .transform((list) => [...new Set(list)]),
  images: z.array(mediaUrl).max(20, 'At most 20 pictures'),
  video_url: mediaUrl.nullable(),
  vip_only: z.boolean(),
  early_access_only: z.boolean(),
  early_access_until: z.iso
    .datetime({ offset: true, message: 'must be a date and time (ISO 8601)' })
    .nullable(),
  tier_required: z.enum(['vip', 'premium']).nullable(),
  is_new: z.boolean(),
  is_bestseller: z.boolean(),
  featured: z.boolean(),
  drop_name: optionalText(100, 'A drop name'),
  is_active: z.boolean(),
  sku: optionalText(64, 'A SKU'),
  fabric_details: z.array(fabricDetail).max(20, 'At most 20 fabric details'),
  // Pieces on sale for a product without sizes; with sizes the count follows them.
  stock: pieces,
  variants,
};

const productShape = z.object(productFields).partial();
export const productChangeInput = productShape;
export const productCreateInput = productShape.required({ name: true, price: true });

export type ProductChange = z.infer<typeof productChangeInput>;
export type ProductCreate = z.infer<typeof productCreateInput>;
export type VariantInput = z.infer<typeof variantInput>;

export const productIdParam = z.object({ id: z.uuid('must be a product id') });

export const adminProductsQuery = z.object({
  // A name, slug or SKU, or part of one.
  q: textInput().trim().max(100).optional(),
  category: textInput().trim().toLowerCase().max(60).optional(),
  active: activeFilter,
  // low: a size with 5 or fewer left (the dashboard's low-stock list, sold-out sizes included); out:
  // none left in any size; recount: sizes the owner must count again (older data that did not add up).
  stock: z.enum(['low', 'out', 'recount']).optional(),
  sort: z.enum(['newest', 'oldest', 'name', 'price-asc', 'price-desc', 'stock-asc']).default('newest'),
  ...paging,
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

/** A product spreadsheet to check (apply false: the dry run) or to apply in one go. */
export const productImportInput = z.object({
  csv: z.string().min(1, 'Please choose a CSV file').max(900_000, 'At most 900 KB: split the file'),
  apply: z.boolean().default(false),
});
export type ProductImport = z.infer<typeof productImportInput>;
