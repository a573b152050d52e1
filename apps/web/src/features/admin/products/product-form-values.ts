// The product form's values and the payload the server takes. The form checks what the server would
// refuse (in the server's words, catalogue-admin.validators.ts and products-admin.validators.ts) so
// the owner sees it next to the field at once; the server still decides. Money is whole shillings;
// early access ends at a Nairobi wall-clock time sent with its +03:00 offset.
import type { AdminProduct, ProductPayload } from '../api/products-api';
import { isoToNairobiLocal, nairobiLocalToIso, readWhole } from '../form-values';
import { MAX_IMAGES, mediaProblem } from './product-media';
import { slugFromName, slugProblem } from '@shop/domain';

export type Tier = '' | 'vip' | 'premium';

/** One size as a row of the form; `id` is kept for a size that exists, so order lines keep it. */
export type VariantRow = {
  key: string;
  id: string | null;
  size: string;
  color: string;
  sku: string;
  stock: string;
  price: string;
};

export type FabricRow = {
  key: string;
  type: string;
  description: string;
  mainImage: string;
  closeupImage: string;
};

export type ProductFormValues = {
  name: string;
  slug: string;
  /** The owner typed the slug (or the product is saved): it no longer follows the name. */
  slug_edited: boolean;
  description: string;
  price: string;
  original_price: string;
  discount_percentage: string;
  category: string;
  styles: string[];
  images: string[];
  video_url: string;
  vip_only: boolean;
  early_access_only: boolean;
  early_access_until: string;
  tier_required: Tier;
  is_new: boolean;
  is_bestseller: boolean;
  featured: boolean;
  drop_name: string;
  is_active: boolean;
  sku: string;
  fabric_details: FabricRow[];
  /** Pieces on sale for a product without sizes; with sizes the count follows them. */
  stock: string;
  variants: VariantRow[];
};

export type ProductField = keyof ProductFormValues;
export type VariantField = 'size' | 'color' | 'sku' | 'stock' | 'price';
export type FabricField = 'type' | 'description' | 'mainImage' | 'closeupImage';
/** Problems by field: 'price', or a row's cell: 'variants.2.sku', 'fabric_details.0.mainImage'. */
export type FieldErrors = Partial<Record<string, string>>;

export const DEFAULT_CATEGORY = 'uncategorized';
export const MAX_SIZES = 100;
export const MAX_FABRICS = 20;
export const MAX_STYLES = 20;

let lastKey = 0;
/** A key for a new row (React's list key; never sent). */
export const rowKey = () => `row-${++lastKey}`;

export const emptyVariant = (): VariantRow => ({
  key: rowKey(),
  id: null,
  size: '',
  color: '',
  sku: '',
  stock: '1',
  price: '',
});

export const emptyFabric = (): FabricRow => ({
  key: rowKey(),
  type: '',
  description: '',
  mainImage: '',
  closeupImage: '',
});

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  slug: '',
  slug_edited: false,
  description: '',
  price: '',
  original_price: '',
  discount_percentage: '',
  category: '',
  styles: [],
  images: [],
  video_url: '',
  vip_only: false,
  early_access_only: false,
  early_access_until: '',
  tier_required: '',
  is_new: false,
  is_bestseller: false,
  featured: false,
  drop_name: '',
  is_active: true,
  sku: '',
  fabric_details: [],
  // Most pieces in a thrift shop are one of a kind.
  stock: '1',
  variants: [],
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function productToValues(p: AdminProduct): ProductFormValues {
  return {
    name: p.name,
    slug: p.slug,
    slug_edited: true,
    description: p.description ?? '',
    price: String(p.price),
    original_price: text(p.original_price),
    discount_percentage: p.discount_percentage ? String(p.discount_percentage) : '',
    category: p.category,
    styles: [...p.styles],
    images: [...p.images],
    video_url: p.video_url ?? '',
    vip_only: p.vip_only,
    early_access_only: p.early_access_only,
    early_access_until: isoToNairobiLocal(p.early_access_until),
    tier_required: p.tier_required ?? '',
    is_new: p.is_new,
    is_bestseller: p.is_bestseller,
    featured: p.featured,
    drop_name: p.drop_name ?? '',
    is_active: p.is_active,
    sku: p.sku ?? '',
    fabric_details: p.fabric_details.map((f) => ({
      key: rowKey(),
      type: f.type,
      description: f.description ?? '',
      mainImage: f.mainImage,
      closeupImage: f.closeupImage,
    })),
    stock: String(p.stock),
    variants: p.variants.map((v) => ({
      key: v.id,
      id: v.id,
      size: v.size ?? '',
      color: v.color ?? '',
      sku: v.sku ?? '',
      stock: String(v.stock),
      price: text(v.price),
    })),
  };
}

/** The slug the product will have: typed, or made from the name. */
export const effectiveSlug = (values: Pick<ProductFormValues, 'name' | 'slug' | 'slug_edited'>) =>
  values.slug_edited ? values.slug.trim().toLowerCase() : values.name.trim() ? slugFromName(values.name) : '';

/** The percentage off the original price, when the original is above the price; else null. */
export function discountFromPrices(price: string, original: string): number | null {
  const now = readWhole(price);
  const before = readWhole(original);
  if (!(now > 0) || !(before > now)) return null;
  return Math.round((1 - now / before) * 100);
}

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
  const seen = { kinds: new Set<string>(), skus: new Set<string>() };
  const variants = values.variants.map((v, i) => {
    const at = (field: VariantField) => `variants.${i}.${field}`;
    const size = optional(at('size'), v.size, 20, 'A size');
    const color = optional(at('color'), v.color, 40, 'A colour');
    const variantSku = optional(at('sku'), v.sku, 64, 'A SKU');
    const kind = `${size?.toLowerCase() ?? ''}|${color?.toLowerCase() ?? ''}`;
    if (!size && !color) errors[at('size')] = 'Give each size a size or a colour';
    else if (seen.kinds.has(kind)) errors[at('size')] = 'This size and colour is listed twice';
    if (variantSku && seen.skus.has(variantSku.toLowerCase()))
      errors[at('sku')] = 'Two sizes have the same SKU';
    seen.kinds.add(kind);
    if (variantSku) seen.skus.add(variantSku.toLowerCase());
    const stock = number(at('stock'), v.stock, { kind: 'pieces', required: 'Please enter the pieces' });
    const variantPrice = number(at('price'), v.price, { kind: 'shillings' });
    return {
      ...(v.id ? { id: v.id } : {}),
      sku: variantSku,
      size,
      color,
      stock: stock ?? 0,
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
export const sizesTotal = (variants: readonly VariantRow[]) =>
  variants.reduce((sum, v) => {
    const n = readWhole(v.stock);
    return sum + (Number.isInteger(n) && n > 0 ? n : 0);
  }, 0);
