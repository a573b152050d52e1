// Prices a device bag from the database for the shopper asking: each line gets the catalogue's price,
// name, category and pictures; lines the shopper may not or cannot buy go, quantities follow stock, and
// every change carries a message. Two queries for any bag (products, bundles), run together.
import {
  addBundleToBag,
  addToBag,
  bagSubtotal,
  emptyBag,
  productAccess,
  quoteBag,
  sortSizes,
  type Bag,
  type BagChange,
  type QuoteBundle,
  type QuoteCatalogue,
  type QuoteProduct,
  type Viewer,
} from '@shop/domain';
import type { AppDeps } from '../../app-deps';
import { bundlesForQuote, productsForQuote, type AccessFields, type QuoteBundleRow } from './bag.repo';
import type { BagInput } from './bag.validators';

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

function quoteBundle(row: QuoteBundleRow, viewer: Viewer, now: Date): QuoteBundle {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    images: row.images,
    ...(row.featured_image !== null && { featured_image: row.featured_image }),
    savings: row.savings,
    track_inventory: row.track_inventory,
    stock: row.stock,
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

/** The catalogue's current facts for the lines of one bag, as the quote rule reads them. */
export async function catalogueForBag(
  { database }: Deps,
  viewer: Viewer,
  bag: Bag,
  now = new Date(),
): Promise<QuoteCatalogue & { sizes: Record<string, string[]> }> {
  const ids = (list: string[]) => [...new Set(list.filter((id) => UUID.test(id)))];
  const [productRows, bundleRows] = await Promise.all([
    productsForQuote(database.db, ids(bag.items.map((l) => l.product.id))),
    bundlesForQuote(database.db, ids(bag.bundles.map((l) => l.bundle.id))),
  ]);
  const sizes: Record<string, string[]> = {};
  const products = new Map<string, QuoteProduct>();
  for (const row of productRows) {
    sizes[row.id] = sortSizes(row.sizes);
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
      purchasable: buyable(row, viewer, now),
    });
  }
  const bundles = new Map(bundleRows.map((row) => [row.id, quoteBundle(row, viewer, now)]));
  return { products, bundles, sizes };
}

export type BagQuoteAnswer = {
  bag: Pick<Bag, 'items' | 'bundles'>;
  changes: BagChange[];
  /** Product id → the sizes it comes in, for the bag's size pickers. */
  sizes: Record<string, string[]>;
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
    subtotal: bagSubtotal(bag),
  };
}
