// The product form's values: empty, from a saved product, and the figures the form shows as the owner
// types (the slug, the discount, the pieces in all sizes). Reading them into the server's payload is
// product-read-values.ts.
import type { AdminProduct } from '../api/products-api';
import { isoToNairobiLocal, readWhole } from '../form-values';
import { slugFromName } from '@shop/domain/rules';

export type Tier = '' | 'vip' | 'premium';

/** One size as a row of the form; `id` is kept for a size that exists, so order lines keep it. */
export type VariantRow = {
  key: string;
  id: string | null;
  size: string;
  color: string;
  sku: string;
  stock: string;
  /** The pieces this size had when the form loaded (null for a new size): a save moves the size by
   * the owner's change, so a piece sold while the form was open stays sold. */
  seen: number | null;
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
  seen: null,
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
      seen: v.stock,
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

export const sizesTotal = (variants: readonly VariantRow[]) =>
  variants.reduce((sum, v) => {
    const n = readWhole(v.stock);
    return sum + (Number.isInteger(n) && n > 0 ? n : 0);
  }, 0);
