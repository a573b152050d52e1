import { parseAppliedDiscount } from '../discounts';
import { isRecord } from '../shared/read';
import { mergeLines } from './line-list';
import {
  bundleLineKey,
  clampQuantity,
  cleanBagBundle,
  cleanBagProduct,
  cleanSelectedSizes,
  itemKeyOf,
  normaliseSize,
} from './lines';
import {
  BAG_LINE_MAX,
  BAG_LINE_MIN,
  BUNDLE_LINE_MAX,
  BUNDLE_LINE_MIN,
  emptyBag,
  type Bag,
  type BagBundleLine,
  type BagItem,
} from './types';

function fromJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// Persisting stores wrap the bag as { state: {...}, version }; both forms are accepted.
function unwrap(value: unknown): Record<string, unknown> | null {
  const data = typeof value === 'string' ? fromJson(value) : value;
  if (!isRecord(data)) return null;
  return isRecord(data.state) ? data.state : data;
}

function parseItem(value: unknown): BagItem | null {
  if (!isRecord(value)) return null;
  const product = cleanBagProduct(value.product);
  const quantity = clampQuantity(value.quantity, BAG_LINE_MIN, BAG_LINE_MAX);
  if (product === null || quantity === null) return null;
  return { product, quantity, selectedSize: normaliseSize(value.selectedSize) };
}

function parseBundleLine(value: unknown): BagBundleLine | null {
  if (!isRecord(value)) return null;
  const bundle = cleanBagBundle(value.bundle);
  const quantity = clampQuantity(value.quantity, BUNDLE_LINE_MIN, BUNDLE_LINE_MAX);
  if (bundle === null || quantity === null) return null;
  return { bundle, quantity, selectedSizes: cleanSelectedSizes(value.selectedSizes) };
}

function parseList<T>(value: unknown, parse: (entry: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(parse).filter((entry): entry is T => entry !== null);
}

/** Reads a stored bag from anything (JSON text or object); malformed or tampered parts are cleaned, never thrown. */
export function parseStoredBag(stored: unknown): Bag {
  const data = unwrap(stored);
  if (data === null) return emptyBag();
  return {
    items: mergeLines(parseList(data.items, parseItem), itemKeyOf, BAG_LINE_MAX),
    bundles: mergeLines(parseList(data.bundles, parseBundleLine), bundleLineKey, BUNDLE_LINE_MAX),
    discountCode: parseAppliedDiscount(data.discountCode),
  };
}

/** The text written to device storage for a bag (the v2 shape, nothing else). */
export function serialiseBag(bag: Bag): string {
  return JSON.stringify({ items: bag.items, bundles: bag.bundles, discountCode: bag.discountCode });
}
