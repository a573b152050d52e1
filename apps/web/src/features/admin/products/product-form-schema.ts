// Reads the product form into the payload the server takes, checked by the contract's own field rules
// (@shop/contracts productFields) so the owner sees the server's words next to each field at once; the
// server still decides. Field by field: a saved product sends only what changed, so a field the owner
// did not touch must not stop the save, and every field that reads well is in the payload.
import {
  EARLY_ACCESS_END_NEEDED,
  MAX_SIZES,
  pieces,
  productFields as f,
  shillings,
  sizeListRules,
  slugField,
  variantInput,
} from '@shop/contracts';
import { z } from 'zod';
import type { ProductPayload } from '../api/products-api';
import { nairobiTime, numberOr, optionalNumber, requiredNumber, textOrNull } from '../form-schema';
import { readWhole } from '../form-values';
import {
  DEFAULT_CATEGORY,
  effectiveSlug,
  type FieldErrors,
  type ProductFormValues,
} from './product-form-values';

const size = variantInput.shape;

/** One size row of the form as the server takes it (an existing size with the count it loaded with). */
const sizeRow = z
  .object({
    id: z.string().nullable(),
    sku: size.sku,
    size: size.size,
    color: size.color,
    stock: requiredNumber(pieces, 'Please enter the pieces'),
    seen: z.number().nullable(),
    price: optionalNumber(shillings),
  })
  .transform(({ id, seen, ...row }) => ({
    ...(id ? { id } : {}),
    ...row,
    ...(id && seen !== null ? { stock_seen: seen } : {}),
  }));

/** Each form field's rule: the contract's, after reading the box the way the owner typed it. */
const FIELDS = z.object({
  name: f.name,
  description: f.description,
  price: requiredNumber(shillings, 'Please enter a price'),
  original_price: optionalNumber(shillings),
  discount_percentage: numberOr(f.discount_percentage, 0),
  category: z
    .string()
    .transform((v) => v.trim().toLowerCase() || DEFAULT_CATEGORY)
    .pipe(f.category),
  styles: z
    .array(z.string())
    .transform((list) => list.map((s) => s.trim()).filter(Boolean))
    .pipe(f.styles),
  images: f.images,
  video_url: textOrNull.pipe(f.video_url),
  vip_only: f.vip_only,
  early_access_only: f.early_access_only,
  early_access_until: nairobiTime.pipe(f.early_access_until),
  tier_required: z.enum(['', 'vip', 'premium']).transform((tier) => tier || null),
  is_new: f.is_new,
  is_bestseller: f.is_bestseller,
  featured: f.featured,
  drop_name: f.drop_name,
  is_active: f.is_active,
  sku: f.sku,
  fabric_details: f.fabric_details,
  variants: z
    .array(sizeRow)
    .max(MAX_SIZES, 'At most 100 sizes')
    // Beside each row's own problems, so the owner sees them all at once.
    .superRefine(sizeListRules, { when: () => true }),
}).shape;

type Field = keyof typeof FIELDS;

/**
 * Where a problem shows in the form: a cell of a size or fabric row, or the field; the pictures and
 * styles as a whole; a size's id (not this product's) under the sizes, with its row.
 */
export function productProblem(path: string, message: string): { field: string; message: string } | null {
  const [top = '', index, cell] = path.split('.');
  if (!(top in FIELDS) && top !== 'slug' && top !== 'stock') return null;
  if ((top === 'variants' || top === 'fabric_details') && index !== undefined) {
    if (cell && cell !== 'id') return { field: `${top}.${index}.${cell}`, message };
    return { field: top, message: `Row ${Number(index) + 1}: ${message}` };
  }
  return { field: top, message };
}

/** Every field as the server takes it (those that read well), and what the server would refuse. */
export function readProduct(values: ProductFormValues): { payload: ProductPayload; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const payload: Record<string, unknown> = {};
  const problem = (path: string, message: string) => {
    const at = productProblem(path, message);
    if (at) errors[at.field] ??= at.message;
  };
  for (const [name, rule] of Object.entries(FIELDS)) {
    const result = rule.safeParse(values[name as Field]);
    if (result.success) payload[name] = result.data;
    else for (const issue of result.error.issues) problem([name, ...issue.path].join('.'), issue.message);
  }
  // Sizes with problems: the rows that read, as the server would take them.
  payload.variants ??= values.variants.flatMap((row) => {
    const read = sizeRow.safeParse(row);
    return read.success ? [read.data] : [];
  });

  payload.slug = effectiveSlug(values);
  if (values.slug_edited) {
    const slug = slugField.safeParse(payload.slug);
    if (!slug.success) problem('slug', slug.error.issues[0]!.message);
  }
  if (values.early_access_only && !payload.early_access_until)
    problem('early_access_until', EARLY_ACCESS_END_NEEDED);

  // With sizes the box is hidden and the count follows the sizes: read it, but it is not asked for.
  if (values.variants.length === 0) {
    const stock = requiredNumber(pieces, 'Please enter the pieces on sale').safeParse(values.stock);
    if (stock.success) payload.stock = stock.data;
    else problem('stock', stock.error.issues[0]!.message);
  } else payload.stock = Math.max(0, Math.trunc(readWhole(values.stock)) || 0);

  return { payload: payload as ProductPayload, errors };
}
