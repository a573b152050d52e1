// What a save sends. A new product: every field (the slug only when the owner typed one, so the
// server can pick a free one). A saved product: only the fields that changed, because the server
// changes only the fields sent and an old form must never reset what it did not touch. A product
// without sizes sends its stock only when the owner changed it (the server sets it to that number);
// sizes go with the count the form loaded, and the server moves each by the owner's change, so pieces
// sold while the form was open stay sold (docs/decisions/0006).
import type { ProductChangePayload, ProductPayload } from '../api/products-api';
import {
  effectiveSlug,
  EMPTY_PRODUCT,
  type FieldErrors,
  type ProductFormValues,
} from './product-form-values';
import { productProblem, readProduct } from './product-form-schema';
import { slugFromName } from '@shop/domain/rules';

export type SaveResult<P> = { ok: true; payload: P } | { ok: false; errors: FieldErrors };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const topField = (key: string) => key.split('.')[0]!;

/** The payload for POST: everything, or what the form must fix first. */
export function createPayload(values: ProductFormValues): SaveResult<ProductPayload> {
  const { payload, errors } = readProduct(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { slug, stock, variants, ...rest } = payload;
  return {
    ok: true,
    payload: {
      ...rest,
      ...(values.slug_edited ? { slug } : {}),
      ...(variants && variants.length > 0 ? { variants } : { stock }),
    },
  };
}

/** The fields of `after` that differ from `before`, as PUT takes them. */
export function changedFields(before: ProductPayload, after: ProductPayload): ProductChangePayload {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (key === 'stock') continue;
    if (!same(before[key as keyof ProductPayload], value)) out[key] = value;
  }
  const sized = (after.variants?.length ?? 0) > 0;
  if (!sized && after.stock !== before.stock) out.stock = after.stock;
  return out as ProductChangePayload;
}

/**
 * The payload for PUT: only what changed since the form opened. Only problems in what is sent stop
 * the save (a field the owner did not touch is the server's business, as it was before).
 */
export function changePayload(
  initial: ProductFormValues,
  values: ProductFormValues,
): SaveResult<ProductChangePayload> {
  const before = readProduct(initial).payload;
  const { payload, errors } = readProduct(values);
  const changes = changedFields(before, payload);
  // What is sent, and what the owner changed that does not read (so it cannot be sent as it is).
  const sent = new Set(Object.keys(changes));
  for (const key of Object.keys(values) as (keyof ProductFormValues)[])
    if (!same(initial[key], values[key])) sent.add(key);
  // Early access needs its end: switching it on without one is the end's problem.
  if (sent.has('early_access_only')) sent.add('early_access_until');
  const relevant: FieldErrors = Object.fromEntries(
    Object.entries(errors).filter(([key]) => sent.has(topField(key))),
  );
  if (Object.keys(relevant).length > 0) return { ok: false, errors: relevant };
  return { ok: true, payload: changes };
}

/** The name changed: a slug the owner has not typed follows it. */
export function withName(values: ProductFormValues, name: string): ProductFormValues {
  return values.slug_edited ? { ...values, name } : { ...values, name, slug: slugFromName(name) };
}

/** The slug box changed: the owner's own slug from now on (an emptied box follows the name again). */
export function withSlug(values: ProductFormValues, slug: string): ProductFormValues {
  return slug.trim() === ''
    ? { ...values, slug: effectiveSlug({ ...values, slug_edited: false }), slug_edited: false }
    : { ...values, slug, slug_edited: true };
}

/** Whether the form differs from what it opened with. */
export const isDirty = (initial: ProductFormValues, values: ProductFormValues) => !same(initial, values);

/**
 * The product changed on the server while the form was open (switched off or on from the header):
 * fields the owner has not touched take the new value, the owner's edits stay.
 */
export function rebase(
  oldInitial: ProductFormValues,
  newInitial: ProductFormValues,
  values: ProductFormValues,
): ProductFormValues {
  const out = { ...values } as Record<string, unknown>;
  for (const key of Object.keys(EMPTY_PRODUCT) as (keyof ProductFormValues)[]) {
    if (same(values[key], oldInitial[key])) out[key] = newInitial[key];
  }
  return out as ProductFormValues;
}

// The server's 409 codes for a value another product already has.
const TAKEN_FIELDS: Record<string, string | null> = {
  slug_taken: 'slug',
  sku_taken: 'sku',
  variant_sku_taken: 'variants',
  taken: null,
};

/** Where the server's answer shows: by the field or cell its issue names, a taken slug or SKU by its box. */
export function placeProductProblem(path: string, message: string, code: string) {
  const taken = TAKEN_FIELDS[code];
  if (taken !== undefined) return taken ? { field: taken, message } : null;
  return productProblem(path, message);
}
