// Reads the product form into the payload the server takes, checking what the server would refuse (in
// the server's words, catalogue-admin.validators.ts and products-admin.validators.ts) so the owner sees
// it next to the field at once; the server still decides. Money is whole shillings; early access ends
// at a Nairobi wall-clock time sent with its +03:00 offset.
import { slugProblem } from '@shop/domain';
import type { ProductPayload } from '../api/products-api';
import { nairobiLocalToIso, readWhole } from '../form-values';
import {
  DEFAULT_CATEGORY,
  effectiveSlug,
  MAX_FABRICS,
  MAX_SIZES,
  MAX_STYLES,
  type FieldErrors,
  type ProductFormValues,
  type VariantField,
} from './product-form-values';
import { MAX_IMAGES, mediaProblem } from './product-media';

type NumberRule = { required?: string; kind: 'shillings' | 'pieces' | 'percent' };

const RULES = {
  shillings: (n: number) =>
    !Number.isInteger(n)
      ? 'Whole shillings only'
      : n <= 0
        ? 'Must be above 0'
        : n > 10_000_000
          ? 'At most KES 10,000,000'
          : null,
  pieces: (n: number) =>
    !Number.isInteger(n)
      ? 'Whole pieces only'
      : n < 0
        ? 'Cannot be below 0'
        : n > 100_000
          ? 'At most 100,000 pieces'
          : null,
  percent: (n: number) =>
    !Number.isInteger(n)
      ? 'Whole percent only'
      : n < 0
        ? 'Cannot be below 0'
        : n > 100
          ? 'A percentage is at most 100'
          : null,
};

/** Every field as the server takes it, and what the server would refuse. Always gives a payload. */
export function readValues(values: ProductFormValues): { payload: ProductPayload; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const number = (field: string, raw: string, rule: NumberRule): number | null => {
    if (raw.trim() === '') {
      if (rule.required) errors[field] = rule.required;
      return null;
    }
    const n = readWhole(raw);
    const problem = Number.isNaN(n) ? 'Please enter a number' : RULES[rule.kind](n);
    if (problem) errors[field] = problem;
    return problem ? null : n;
  };
  const optional = (field: string, raw: string, max: number, label: string): string | null => {
    const value = raw.trim();
    if (value.length > max) errors[field] = `${label} has at most ${max} characters`;
    return value || null;
  };
  const media = (field: string, raw: string): string => {
    const value = raw.trim();
    const problem = mediaProblem(value);
    if (problem) errors[field] ??= problem;
    return value;
  };

  const name = values.name.trim();
  if (!name) errors.name = 'Please enter a name';
  else if (name.length > 200) errors.name = 'A name has at most 200 characters';

  const slug = effectiveSlug(values);
  const badSlug = values.slug_edited ? slugProblem(slug) : null;
  if (badSlug) errors.slug = badSlug;

  const description = values.description.trim();
  if (description.length > 10_000) errors.description = 'A description has at most 10,000 characters';

  const price = number('price', values.price, { kind: 'shillings', required: 'Please enter a price' });
  const originalPrice = number('original_price', values.original_price, { kind: 'shillings' });
  const discount = number('discount_percentage', values.discount_percentage, { kind: 'percent' });

  const category = values.category.trim().toLowerCase() || DEFAULT_CATEGORY;
  if (category.length > 60) errors.category = 'A category has at most 60 characters';

  const styles = [...new Set(values.styles.map((s) => s.trim()).filter(Boolean))];
  if (styles.length > MAX_STYLES) errors.styles = 'At most 20 styles';
  else if (styles.some((s) => s.length > 40)) errors.styles = 'A style has at most 40 characters';

  const images = values.images.map((url, i) => media(`images.${i}`, url));
  const imageProblem = images.map((_, i) => errors[`images.${i}`]).find(Boolean);
  images.forEach((_, i) => delete errors[`images.${i}`]);
  if (images.length > MAX_IMAGES) errors.images = 'At most 20 pictures';
  else if (imageProblem) errors.images = imageProblem;

  const videoUrl = values.video_url.trim() ? media('video_url', values.video_url) : null;

  const earlyAccessUntil = nairobiLocalToIso(values.early_access_until);
  if (values.early_access_only && !earlyAccessUntil)
    errors.early_access_until = 'Please say when early access ends and the product goes public';

  const dropName = optional('drop_name', values.drop_name, 100, 'A drop name');
  const sku = optional('sku', values.sku, 64, 'A SKU');

  if (values.fabric_details.length > MAX_FABRICS) errors.fabric_details = 'At most 20 fabric details';
  const fabricDetails = values.fabric_details.map((f, i) => {
    const type = f.type.trim();
    if (!type) errors[`fabric_details.${i}.type`] = 'Please name the fabric';
    else if (type.length > 60) errors[`fabric_details.${i}.type`] = 'A fabric name has at most 60 characters';
    const fabricDescription = f.description.trim();
    if (fabricDescription.length > 500)
      errors[`fabric_details.${i}.description`] = 'A description has at most 500 characters';
    return {
      type,
      description: fabricDescription,
      mainImage: media(`fabric_details.${i}.mainImage`, f.mainImage),
      closeupImage: media(`fabric_details.${i}.closeupImage`, f.closeupImage),
    };
  });

  if (values.variants.length > MAX_SIZES) errors.variants = 'At most 100 sizes';
  const seen = { sizes: new Set<string>(), skus: new Set<string>() };
  const variants = values.variants.map((v, i) => {
    const at = (field: VariantField) => `variants.${i}.${field}`;
    const size = optional(at('size'), v.size, 20, 'A size');
    const color = optional(at('color'), v.color, 40, 'A colour');
    const variantSku = optional(at('sku'), v.sku, 64, 'A SKU');
    // Each size has its own count of pieces, so each needs a name of its own (the server says the same).
    if (!size) errors[at('size')] = 'Give each size a size';
    else if (seen.sizes.has(size.toLowerCase())) errors[at('size')] = 'This size is listed twice';
    if (variantSku && seen.skus.has(variantSku.toLowerCase()))
      errors[at('sku')] = 'Two sizes have the same SKU';
    if (size) seen.sizes.add(size.toLowerCase());
    if (variantSku) seen.skus.add(variantSku.toLowerCase());
    const stock = number(at('stock'), v.stock, { kind: 'pieces', required: 'Please enter the pieces' });
    const variantPrice = number(at('price'), v.price, { kind: 'shillings' });
    return {
      ...(v.id ? { id: v.id } : {}),
      sku: variantSku,
      size,
      color,
      stock: stock ?? 0,
      ...(v.id && v.seen !== null ? { stock_seen: v.seen } : {}),
      price: variantPrice,
    };
  });

  // With sizes the box is hidden and the count follows the sizes: read it, but it is not asked for.
  const stock =
    values.variants.length === 0
      ? number('stock', values.stock, { kind: 'pieces', required: 'Please enter the pieces on sale' })
      : Math.max(0, Math.trunc(readWhole(values.stock)) || 0);

  return {
    errors,
    payload: {
      name,
      slug,
      description,
      price: price ?? 0,
      original_price: originalPrice,
      discount_percentage: discount ?? 0,
      category,
      styles,
      images,
      video_url: videoUrl,
      vip_only: values.vip_only,
      early_access_only: values.early_access_only,
      early_access_until: earlyAccessUntil,
      tier_required: values.tier_required || null,
      is_new: values.is_new,
      is_bestseller: values.is_bestseller,
      featured: values.featured,
      drop_name: dropName,
      is_active: values.is_active,
      sku,
      fabric_details: fabricDetails,
      stock: stock ?? 0,
      variants,
    },
  };
}

/** The pieces the sizes add up to (what the product's stock becomes with sizes). */
