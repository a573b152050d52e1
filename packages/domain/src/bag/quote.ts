// The server's correction of a device bag: every line re-priced from the catalogue, lines that can no
// longer be bought dropped, quantities held to stock and to the line bounds, and one message for each
// change so the shopper is told what moved. The client's prices, names and categories are never kept.
import { formatKes } from '../money';
import type { BundleStockFacts } from '../stock/bundle-availability';
import { hasSizes, NO_SIZE, pieceKey, pieceName, wholePieces, type SizeStock } from '../stock/pieces';
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
  /** Why a piece of a drop is not purchasable yet (its window opens later); the line's message. */
  notOpenMessage?: string;
  /** Pieces in stock (all sizes together). */
  stock: number;
  /** The sizes it comes in, sold-out ones included; empty for products without sizes. */
  sizes: readonly string[];
  /** Pieces by size (`NO_SIZE` for products without sizes): the counts a line draws on. */
  sizeStock: SizeStock;
}

/** A bundle as the catalogue has it now, for this shopper. */
export interface QuoteBundle extends BagBundle {
  /** Active, and every piece in it active and allowed for this shopper. */
  purchasable: boolean;
  /** Its own count and its pieces' sizes: what the availability rule reads. */
  stockFacts: BundleStockFacts;
}

export interface QuoteCatalogue {
  products: ReadonlyMap<string, QuoteProduct>;
  bundles: ReadonlyMap<string, QuoteBundle>;
}

type BagChangeKind = 'unavailable' | 'not_open_yet' | 'sold_out' | 'quantity_lowered' | 'price_changed';

export interface BagChange {
  line: 'item' | 'bundle';
  /** itemKeyOf / bundleLineKey of the line as the shopper had it. */
  key: string;
  /** Product or bundle id. */
  id: string;
  kind: BagChangeKind;
  message: string;
}

interface BagQuote {
  bag: Bag;
  changes: BagChange[];
}

const label = (name: string, fallback: string) => (name.trim() === '' ? fallback : name);

function unavailableMessage(name: string): string {
  return `${label(name, 'An item')} is no longer available and was removed from your bag`;
}
function soldOutMessage(name: string): string {
  return `${label(name, 'An item')} is sold out and was removed from your bag`;
}
function quantityLoweredMessage(name: string, left: number): string {
  return `Only ${left} of ${label(name, 'this item')} left: we lowered the quantity to ${left}`;
}
function priceChangedMessage(name: string, was: number, now: number): string {
  return `${label(name, 'An item')} is now ${formatKes(now)} (was ${formatKes(was)})`;
}

function bagProduct(p: QuoteProduct, sizeStock: number): BagProduct {
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    category: p.category,
    images: p.images,
    ...(p.slug !== undefined && { slug: p.slug }),
    ...(p.original_price !== undefined && { original_price: p.original_price }),
    // What this line's size has: the most the bag lets the shopper ask for.
    stock: sizeStock,
  };
}

function bagBundle(b: QuoteBundle, stock: number): BagBundle {
  const { purchasable: _purchasable, stockFacts: _facts, ...bundle } = b;
  return { ...bundle, stock };
}

/**
 * The counts a bag draws on while it is quoted, line by line: singles first, then bundles, so a
 * bundle and a single sharing a size are served from one count (INV-3).
 */
class Shelf {
  private readonly left = new Map<string, number>();
  has(key: string, initial: number | undefined): number {
    return this.left.get(key) ?? wholePieces(initial);
  }
  take(key: string, initial: number | undefined, pieces: number): void {
    this.left.set(key, this.has(key, initial) - pieces);
  }
}

/** Notes what happened to one line of the bag, in the words the shopper reads. */
function lineChanges(changes: BagChange[], line: BagChange['line'], key: string, id: string) {
  return (kind: BagChangeKind, message: string) => changes.push({ line, key, id, kind, message });
}

function quoteItems(
  items: readonly BagItem[],
  products: QuoteCatalogue['products'],
  shelf: Shelf,
  changes: BagChange[],
) {
  const kept: BagItem[] = [];
  for (const line of items) {
    const id = line.product.id;
    const change = lineChanges(changes, 'item', itemKeyOf(line), id);
    const product = products.get(id);
    const sized = product !== undefined && product.sizes.length > 0;
    const sizeGone = sized && (line.selectedSize === null || !product.sizes.includes(line.selectedSize));
    if (product !== undefined && !product.purchasable && product.notOpenMessage) {
      // A drop piece before the shopper's window: said with the hour it opens to them.
      change('not_open_yet', product.notOpenMessage);
      continue;
    }
    if (product === undefined || !product.purchasable || sizeGone) {
      change('unavailable', unavailableMessage(product?.name ?? line.product.name));
      continue;
    }
    const size = sized ? line.selectedSize : null;
    const name = pieceName(product.name, size);
    const count = product.sizeStock[size ?? NO_SIZE];
    const piece = pieceKey(id, size);
    const stock = shelf.has(piece, count);
    if (stock <= 0) {
      change('sold_out', soldOutMessage(name));
      continue;
    }
    const quantity = Math.min(line.quantity, stock, BAG_LINE_MAX);
    shelf.take(piece, count, quantity);
    if (quantity < line.quantity) change('quantity_lowered', quantityLoweredMessage(name, quantity));
    if (product.price !== line.product.price)
      change('price_changed', priceChangedMessage(product.name, line.product.price, product.price));
    kept.push({ product: bagProduct(product, stock), quantity, selectedSize: size });
  }
  return kept;
}

/** The counts one bundle line draws on, or null when a piece with sizes has none chosen that exists. */
function bundlePieces(bundle: QuoteBundle, selectedSizes: Readonly<Record<string, string>>) {
  const pieces: { key: string; initial: number | undefined; perBundle: number }[] = [];
  for (const c of bundle.stockFacts.components) {
    const size = hasSizes(c.sizeStock) ? selectedSizes[c.productId] : undefined;
    if (
      hasSizes(c.sizeStock) &&
      (size === undefined || size === NO_SIZE || !Object.hasOwn(c.sizeStock, size))
    )
      return null;
    const count = c.sizeStock[size ?? NO_SIZE];
    pieces.push({ key: pieceKey(c.productId, size), initial: count, perBundle: Math.max(1, c.quantity) });
  }
  return pieces;
}

function quoteBundles(
  lines: readonly BagBundleLine[],
  bundles: QuoteCatalogue['bundles'],
  shelf: Shelf,
  changes: BagChange[],
) {
  const kept: BagBundleLine[] = [];
  for (const line of lines) {
    const id = line.bundle.id;
    const change = lineChanges(changes, 'bundle', bundleLineKey(line), id);
    const bundle = bundles.get(id);
    const pieces = bundle ? bundlePieces(bundle, line.selectedSizes) : null;
    if (bundle === undefined || !bundle.purchasable || pieces === null || pieces.length === 0) {
      change('unavailable', unavailableMessage(bundle?.name ?? line.bundle.name));
      continue;
    }
    // The same rule as bundleAvailability, on what the lines above left on the shelf.
    const own = `bundle:${id}`;
    const counts = pieces.map((p) => Math.floor(shelf.has(p.key, p.initial) / p.perBundle));
    if (bundle.stockFacts.trackInventory) counts.push(shelf.has(own, bundle.stockFacts.ownStock));
    const stock = Math.max(0, Math.min(...counts));
    if (stock <= 0) {
      change('sold_out', soldOutMessage(bundle.name));
      continue;
    }
    const quantity = Math.min(line.quantity, stock, BUNDLE_LINE_MAX);
    for (const p of pieces) shelf.take(p.key, p.initial, p.perBundle * quantity);
    if (bundle.stockFacts.trackInventory) shelf.take(own, bundle.stockFacts.ownStock, quantity);
    if (quantity < line.quantity) change('quantity_lowered', quantityLoweredMessage(bundle.name, quantity));
    if (bundle.price !== line.bundle.price)
      change('price_changed', priceChangedMessage(bundle.name, line.bundle.price, bundle.price));
    // Only sizes for pieces the bundle still holds are kept.
    const held = new Set(bundle.products.map((c) => c.product.id));
    const selectedSizes = Object.fromEntries(
      Object.entries(line.selectedSizes).filter(([productId]) => held.has(productId)),
    );
    kept.push({ bundle: bagBundle(bundle, stock), quantity, selectedSizes });
  }
  return kept;
}

/** Re-prices a bag from the catalogue; the discount code is carried over untouched (checked on its own). */
export function quoteBag(bag: Bag, catalogue: QuoteCatalogue): BagQuote {
  const changes: BagChange[] = [];
  const shelf = new Shelf();
  const items = quoteItems(bag.items, catalogue.products, shelf, changes);
  const bundles = quoteBundles(bag.bundles, catalogue.bundles, shelf, changes);
  return { bag: { items, bundles, discountCode: bag.discountCode }, changes };
}

function ceiling(stock: number | undefined, max: number): number {
  if (stock === undefined || !Number.isFinite(stock)) return max;
  return Math.max(0, Math.min(max, Math.floor(stock)));
}

/** The most a single line may hold: 10, or fewer when its size's known stock is lower. */
export function itemQuantityCeiling(line: BagItem): number {
  return ceiling(line.product.stock, BAG_LINE_MAX);
}

/** The most a bundle line may hold: 5, or fewer when the bundle's known stock is lower. */
export function bundleQuantityCeiling(line: BagBundleLine): number {
  return ceiling(line.bundle.stock, BUNDLE_LINE_MAX);
}
