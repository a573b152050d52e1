// The server's correction of a device bag: every line re-priced from the catalogue, lines that can no
// longer be bought dropped, quantities held to stock and to the line bounds, and one message for each
// change so the shopper is told what moved. The client's prices, names and categories are never kept.
import { formatKes } from '../money';
import { itemKeyOf, bundleLineKey } from './lines';
import {
  BAG_LINE_MAX,
  BUNDLE_LINE_MAX,
  type Bag,
  type BagBundle,
  type BagBundleLine,
  type BagItem,
  type BagProduct,
} from './types';

/** A product as the catalogue has it now, for this shopper. */
export interface QuoteProduct extends BagProduct {
  /** Active and allowed for this shopper at this moment (tier, early access, VIP). */
  purchasable: boolean;
  /** Pieces in stock (all sizes together). */
  stock: number;
  /** The sizes it comes in; empty for products without sizes. */
  sizes: readonly string[];
}

/** A bundle as the catalogue has it now, for this shopper. */
export interface QuoteBundle extends BagBundle {
  /** Active, and every piece in it active and allowed for this shopper. */
  purchasable: boolean;
  /** How many bundles can be sold. */
  stock: number;
}

export interface QuoteCatalogue {
  products: ReadonlyMap<string, QuoteProduct>;
  bundles: ReadonlyMap<string, QuoteBundle>;
}

export type BagChangeKind = 'unavailable' | 'sold_out' | 'quantity_lowered' | 'price_changed';

export interface BagChange {
  line: 'item' | 'bundle';
  /** itemKeyOf / bundleLineKey of the line as the shopper had it. */
  key: string;
  /** Product or bundle id. */
  id: string;
  kind: BagChangeKind;
  message: string;
}

export interface BagQuote {
  bag: Bag;
  changes: BagChange[];
}

const label = (name: string, fallback: string) => (name.trim() === '' ? fallback : name);

export function unavailableMessage(name: string): string {
  return `${label(name, 'An item')} is no longer available and was removed from your bag`;
}
export function soldOutMessage(name: string): string {
  return `${label(name, 'An item')} is sold out and was removed from your bag`;
}
export function quantityLoweredMessage(name: string, left: number): string {
  return `Only ${left} of ${label(name, 'this item')} left: we lowered the quantity to ${left}`;
}
export function priceChangedMessage(name: string, was: number, now: number): string {
  return `${label(name, 'An item')} is now ${formatKes(now)} (was ${formatKes(was)})`;
}

function bagProduct(p: QuoteProduct): BagProduct {
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    category: p.category,
    images: p.images,
    ...(p.slug !== undefined && { slug: p.slug }),
    ...(p.original_price !== undefined && { original_price: p.original_price }),
    stock: p.stock,
  };
}

function bagBundle(b: QuoteBundle): BagBundle {
  const { purchasable: _purchasable, ...bundle } = b;
  return bundle;
}

function quoteItems(items: readonly BagItem[], products: QuoteCatalogue['products'], changes: BagChange[]) {
  // Sizes of one product share its stock: earlier lines are served first.
  const left = new Map<string, number>();
  const kept: BagItem[] = [];
  for (const line of items) {
    const key = itemKeyOf(line);
    const id = line.product.id;
    const change = (kind: BagChangeKind, message: string) =>
      changes.push({ line: 'item', key, id, kind, message });
    const product = products.get(id);
    const sizeGone =
      product !== undefined &&
      product.sizes.length > 0 &&
      (line.selectedSize === null || !product.sizes.includes(line.selectedSize));
    if (product === undefined || !product.purchasable || sizeGone) {
      change('unavailable', unavailableMessage(product?.name ?? line.product.name));
      continue;
    }
    const stock = left.get(id) ?? Math.max(0, Math.floor(product.stock));
    if (stock <= 0) {
      change('sold_out', soldOutMessage(product.name));
      continue;
    }
    const quantity = Math.min(line.quantity, stock, BAG_LINE_MAX);
    left.set(id, stock - quantity);
    if (quantity < line.quantity) change('quantity_lowered', quantityLoweredMessage(product.name, quantity));
    if (product.price !== line.product.price)
      change('price_changed', priceChangedMessage(product.name, line.product.price, product.price));
    kept.push({ product: bagProduct(product), quantity, selectedSize: line.selectedSize });
  }
  return kept;
}

function quoteBundles(
  lines: readonly BagBundleLine[],
  bundles: QuoteCatalogue['bundles'],
  changes: BagChange[],
) {
  const left = new Map<string, number>();
  const kept: BagBundleLine[] = [];
  for (const line of lines) {
    const key = bundleLineKey(line);
    const id = line.bundle.id;
    const change = (kind: BagChangeKind, message: string) =>
      changes.push({ line: 'bundle', key, id, kind, message });
    const bundle = bundles.get(id);
    if (bundle === undefined || !bundle.purchasable) {
      change('unavailable', unavailableMessage(bundle?.name ?? line.bundle.name));
      continue;
    }
    const stock = left.get(id) ?? Math.max(0, Math.floor(bundle.stock));
    if (stock <= 0) {
      change('sold_out', soldOutMessage(bundle.name));
      continue;
    }
    const quantity = Math.min(line.quantity, stock, BUNDLE_LINE_MAX);
    left.set(id, stock - quantity);
    if (quantity < line.quantity) change('quantity_lowered', quantityLoweredMessage(bundle.name, quantity));
    if (bundle.price !== line.bundle.price)
      change('price_changed', priceChangedMessage(bundle.name, line.bundle.price, bundle.price));
    // Only sizes for pieces the bundle still holds are kept.
    const pieces = new Set(bundle.products.map((c) => c.product.id));
    const selectedSizes = Object.fromEntries(
      Object.entries(line.selectedSizes).filter(([productId]) => pieces.has(productId)),
    );
    kept.push({ bundle: bagBundle(bundle), quantity, selectedSizes });
  }
  return kept;
}

/** Re-prices a bag from the catalogue; the discount code is carried over untouched (checked on its own). */
export function quoteBag(bag: Bag, catalogue: QuoteCatalogue): BagQuote {
  const changes: BagChange[] = [];
  const items = quoteItems(bag.items, catalogue.products, changes);
  const bundles = quoteBundles(bag.bundles, catalogue.bundles, changes);
  return { bag: { items, bundles, discountCode: bag.discountCode }, changes };
}

function ceiling(stock: number | undefined, max: number): number {
  if (stock === undefined || !Number.isFinite(stock)) return max;
  return Math.max(0, Math.min(max, Math.floor(stock)));
}

/** The most a single line may hold: 10, or fewer when the known stock (shared by its sizes) is lower. */
export function itemQuantityCeiling(bag: Pick<Bag, 'items'>, line: BagItem): number {
  const key = itemKeyOf(line);
  const others = bag.items
    .filter((other) => other.product.id === line.product.id && itemKeyOf(other) !== key)
    .reduce((sum, other) => sum + other.quantity, 0);
  const stock = line.product.stock === undefined ? undefined : line.product.stock - others;
  return ceiling(stock, BAG_LINE_MAX);
}

/** The most a bundle line may hold: 5, or fewer when the bundle's known stock is lower. */
export function bundleQuantityCeiling(line: BagBundleLine): number {
  return ceiling(line.bundle.stock, BUNDLE_LINE_MAX);
}
