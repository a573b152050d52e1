import type { AppliedDiscount } from '../discounts';

/** Where the bag lives on the device; the name stays as the spec gives it. */
export const BAG_STORAGE_KEY = 'shopping-cart-v2';
export const BAG_LINE_MIN = 1;
export const BAG_LINE_MAX = 10;
export const BUNDLE_LINE_MIN = 1;
export const BUNDLE_LINE_MAX = 5;

/** The product fields a bag line keeps (enough to draw the drawer and checkout summary offline). */
export interface BagProduct {
  id: string;
  name: string;
  /** Whole KES; the server re-prices at checkout. */
  price: number;
  category: string;
  images: readonly string[];
  slug?: string;
  original_price?: number;
  stock?: number;
}

export interface BagItem {
  product: BagProduct;
  quantity: number;
  /** Null for products without sizes. */
  selectedSize: string | null;
}

export interface BagBundleComponent {
  quantity: number;
  product: { id: string; name: string; images: readonly string[]; category?: string };
}

export interface BagBundle {
  id: string;
  name: string;
  /** Whole KES, always above 0 (bundles with another price are purged). */
  price: number;
  images: readonly string[];
  products: readonly BagBundleComponent[];
  slug?: string;
  featured_image?: string;
  savings?: number;
  track_inventory?: boolean;
  stock?: number;
}

export interface BagBundleLine {
  bundle: BagBundle;
  quantity: number;
  /** Component product id → chosen size. */
  selectedSizes: Readonly<Record<string, string>>;
}

/** The stored v2 shape (checkout spec §3). */
export interface Bag {
  items: readonly BagItem[];
  bundles: readonly BagBundleLine[];
  discountCode: AppliedDiscount | null;
}

/** What callers may hand to addToBag: a catalogue product with at least an id and a price. */
export interface BagProductInput {
  id: string | number;
  price: number;
  name?: string | null;
  category?: string | null;
  images?: readonly string[] | null;
  slug?: string | null;
  original_price?: number | null;
  stock?: number | null;
}

/** What callers may hand to addBundleToBag: a bundle with at least an id and a price. */
export interface BagBundleInput {
  id: string | number;
  price: number;
  name?: string | null;
  images?: readonly string[] | null;
  products?:
    | readonly {
        quantity?: number | null;
        product: {
          id: string | number;
          name?: string | null;
          images?: readonly string[] | null;
          category?: string | null;
        };
      }[]
    | null;
  slug?: string | null;
  featured_image?: string | null;
  savings?: number | null;
  track_inventory?: boolean | null;
  stock?: number | null;
}

/** A bag with nothing in it. */
export function emptyBag(): Bag {
  return { items: [], bundles: [], discountCode: null };
}
