import { toWholeShillings } from '../money';
import { isRecord, readId, readNumber, readStrings, readText } from '../shared/read';
import type { BagBundle, BagBundleComponent, BagBundleLine, BagItem, BagProduct } from './types';

const DEFAULT_CATEGORY = 'uncategorized';

/** A size as a line key: blank or missing sizes mean "unsized". */
export function normaliseSize(size: unknown): string | null {
  return readText(size);
}

/** The identity of a single line: product id plus size. */
export function itemLineKey(productId: string, size: string | null | undefined): string {
  return JSON.stringify([productId, normaliseSize(size)]);
}

/** The item key of a line, for merging and lookups. */
export function itemKeyOf(line: Pick<BagItem, 'product' | 'selectedSize'>): string {
  return itemLineKey(line.product.id, line.selectedSize);
}

/** The identity of a bundle line: bundle id plus the chosen component sizes (order-independent). */
export function bundleLineKey(line: Pick<BagBundleLine, 'bundle' | 'selectedSizes'>): string {
  const sizes = Object.entries(line.selectedSizes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([line.bundle.id, sizes]);
}

/** Keeps a quantity inside [min, max]; a quantity below min (or not a number) means the line goes. */
export function clampQuantity(quantity: unknown, min: number, max: number): number | null {
  const value = readNumber(quantity);
  if (value === null) return null;
  const whole = Math.floor(value);
  return whole < min ? null : Math.min(whole, max);
}

function whole(value: unknown): number | null {
  return toWholeShillings(readNumber(value));
}

/** A product fit for the bag: an id and a whole, non-negative price; other fields are tidied. */
export function cleanBagProduct(value: unknown): BagProduct | null {
  if (!isRecord(value)) return null;
  const id = readId(value.id);
  const price = whole(value.price);
  if (id === null || price === null || price < 0) return null;
  const product: BagProduct = {
    id,
    name: readText(value.name) ?? '',
    price,
    category: readText(value.category) ?? DEFAULT_CATEGORY,
    images: readStrings(value.images),
  };
  const slug = readText(value.slug);
  const original = whole(value.original_price);
  const stock = readNumber(value.stock);
  return {
    ...product,
    ...(slug !== null && { slug }),
    ...(original !== null && { original_price: original }),
    ...(stock !== null && { stock }),
  };
}

function cleanComponent(value: unknown): BagBundleComponent | null {
  if (!isRecord(value) || !isRecord(value.product)) return null;
  const id = readId(value.product.id);
  if (id === null) return null;
  const category = readText(value.product.category);
  return {
    quantity: clampQuantity(value.quantity, 1, Number.MAX_SAFE_INTEGER) ?? 1,
    product: {
      id,
      name: readText(value.product.name) ?? '',
      images: readStrings(value.product.images),
      ...(category !== null && { category }),
    },
  };
}

/** A bundle fit for the bag; a non-numeric or non-positive price makes it unfit (the spec's purge rule). */
export function cleanBagBundle(value: unknown): BagBundle | null {
  if (!isRecord(value)) return null;
  const id = readId(value.id);
  const price = whole(value.price);
  if (id === null || price === null || price <= 0) return null;
  const products = Array.isArray(value.products) ? value.products : [];
  const slug = readText(value.slug);
  const featured = readText(value.featured_image);
  const savings = whole(value.savings);
  const stock = readNumber(value.stock);
  return {
    id,
    name: readText(value.name) ?? '',
    price,
    images: readStrings(value.images),
    products: products.map(cleanComponent).filter((c): c is BagBundleComponent => c !== null),
    ...(slug !== null && { slug }),
    ...(featured !== null && { featured_image: featured }),
    ...(savings !== null && { savings }),
    ...(typeof value.track_inventory === 'boolean' && { track_inventory: value.track_inventory }),
    ...(stock !== null && { stock }),
  };
}

/** Component sizes as a plain id → size map; anything that is not a size is left out. */
export function cleanSelectedSizes(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const sizes: Record<string, string> = {};
  for (const [productId, size] of Object.entries(value)) {
    const text = normaliseSize(size);
    if (text !== null) sizes[productId] = text;
  }
  return sizes;
}
