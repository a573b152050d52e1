// Prices a device bag from the database for the shopper asking: each line gets the catalogue's price,
// name, category and pictures; lines the shopper may not or cannot buy go, quantities follow stock, and
// every change carries a message. Two queries for any bag (products, bundles), run together.
import {
  addBundleToBag,
  addToBag,
  bagSubtotal,
  emptyBag,
  productAccess,
  bundleAvailability,
  NO_SIZE,
  pieceKey,
  quoteBag,
  sizesOf,
  type BundleStockFacts,
  type SizeStock,
  type Bag,
  type BagChange,
  type QuoteBundle,
  type QuoteCatalogue,
  type QuoteProduct,
  type Viewer,
} from '@shop/domain/rules';
import { dropNotOpenMessage } from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import {
  bundlesForQuote,
  productsForQuote,
  type AccessFields,
  type QuoteBundleRow,
  type SizeRow,
} from './bag.repo';
import type { BagInput } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database'>;

// Ids the database could never hold are simply not found (the line is reported unavailable).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bag as the browser described it, merged and bounded by the domain's bag rules. */
export function bagFromInput(input: BagInput): Bag {
  let bag = emptyBag();
  for (const { product, selectedSize, quantity } of input.items)
    bag = addToBag(bag, product, selectedSize ?? null, quantity);
  for (const { bundle, selectedSizes, quantity } of input.bundles)
    bag = addBundleToBag(bag, bundle, selectedSizes ?? {}, quantity);
  return bag;
}

const buyable = (row: AccessFields, viewer: Viewer, now: Date) =>
  row.is_active && productAccess(row, viewer, now).purchasable;

/**
 * For an early-access piece not yet open to this shopper, the words saying when it opens to them
 * (their window, or the public launch for a shopper without one); undefined otherwise.
 */
function notOpenMessage(row: AccessFields & { name: string }, viewer: Viewer, now: Date) {
  if (!row.is_active) return undefined;
  const access = productAccess(row, viewer, now);
  const waiting = access.reason === 'opens_later' || access.reason === 'members_only';
  return waiting && access.opensAt !== null ? dropNotOpenMessage(row.name, access.opensAt) : undefined;
}

const withNotOpen = (message: string | undefined) => (message ? { notOpenMessage: message } : {});

/** The size rows of a product as counts by size (`NO_SIZE` for the row without a size). */
const countsOf = (rows: SizeRow[]): SizeStock =>
  Object.fromEntries(rows.map((r) => [r.size ?? NO_SIZE, r.stock]));

/** Where each count lives: pieceKey(product, size) → the product_variants row a hold moves. */
export type SizeRowIndex = Map<string, { variantId: string; productId: string }>;

function indexRows(index: SizeRowIndex, productId: string, rows: SizeRow[]) {
  for (const row of rows) index.set(pieceKey(productId, row.size), { variantId: row.id, productId });
}

function quoteBundle(row: QuoteBundleRow, viewer: Viewer, now: Date): QuoteBundle {
  const stockFacts: BundleStockFacts = {
    trackInventory: row.track_inventory,
    ownStock: row.stock,
    components: row.components.map(({ quantity, product }) => ({
      productId: product.id,
      quantity,
      sizeStock: countsOf(product.size_rows),
    })),
  };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    images: row.images,
    ...(row.featured_image !== null && { featured_image: row.featured_image }),
    savings: row.savings,
    track_inventory: row.track_inventory,
    stock: bundleAvailability(stockFacts),
    stockFacts,
    products: row.components.map(({ quantity, product }) => ({
      quantity,
      product: { id: product.id, name: product.name, images: product.images, category: product.category },
    })),
    // A bundle is sold only while every piece in it may be sold to this shopper.
    purchasable:
      row.is_active &&
      row.components.length > 0 &&
      row.components.every(({ product }) => buyable(product, viewer, now)),
  };
}

export type BagCatalogue = QuoteCatalogue & {
  /** Product id → the sizes it comes in, for the bag's size pickers. */
  sizes: Record<string, string[]>;
  /** Product id → pieces by size, so the pickers can show sold-out sizes as such. */
  sizeStock: Record<string, SizeStock>;
  rows: SizeRowIndex;
};

/** The catalogue's current facts for the lines of one bag, as the quote rule reads them. */
export async function catalogueForBag(
  { database }: Deps,
  viewer: Viewer,
  bag: Bag,
  now = new Date(),
): Promise<BagCatalogue> {
  const ids = (list: string[]) => [...new Set(list.filter((id) => UUID.test(id)))];
  const [productRows, bundleRows] = await Promise.all([
    productsForQuote(database.db, ids(bag.items.map((l) => l.product.id))),
    bundlesForQuote(database.db, ids(bag.bundles.map((l) => l.bundle.id))),
  ]);
  const sizes: Record<string, string[]> = {};
  const sizeStock: Record<string, SizeStock> = {};
  const rows: SizeRowIndex = new Map();
  const products = new Map<string, QuoteProduct>();
  for (const row of productRows) {
    sizeStock[row.id] = countsOf(row.size_rows);
    sizes[row.id] = sizesOf(sizeStock[row.id]!);
    indexRows(rows, row.id, row.size_rows);
    products.set(row.id, {
      id: row.id,
      slug: row.slug,
      name: row.name,
      price: row.price,
      category: row.category,
      images: row.images,
      ...(row.original_price !== null && { original_price: row.original_price }),
      stock: row.stock,
      sizes: sizes[row.id]!,
      sizeStock: sizeStock[row.id]!,
      purchasable: buyable(row, viewer, now),
      ...withNotOpen(notOpenMessage(row, viewer, now)),
    });
  }
  const bundles = new Map(bundleRows.map((row) => [row.id, quoteBundle(row, viewer, now)]));
  for (const row of bundleRows)
    for (const { product } of row.components) indexRows(rows, product.id, product.size_rows);
  return { products, bundles, sizes, sizeStock, rows };
}

export type BagQuoteAnswer = {
  bag: Pick<Bag, 'items' | 'bundles'>;
  changes: BagChange[];
  /** Product id → the sizes it comes in, for the bag's size pickers. */
  sizes: Record<string, string[]>;
  /** Product id → pieces by size: sold-out sizes are shown but cannot be chosen. */
  size_stock: Record<string, SizeStock>;
  subtotal: number;
};

/** The corrected bag, what changed, and its subtotal at today's prices. */
export async function quoteDeviceBag(deps: Deps, viewer: Viewer, input: BagInput): Promise<BagQuoteAnswer> {
  const requested = bagFromInput(input);
  const catalogue = await catalogueForBag(deps, viewer, requested);
  const { bag, changes } = quoteBag(requested, catalogue);
  return {
    bag: { items: bag.items, bundles: bag.bundles },
    changes,
    sizes: catalogue.sizes,
    size_stock: catalogue.sizeStock,
    subtotal: bagSubtotal(bag),
  };
}
