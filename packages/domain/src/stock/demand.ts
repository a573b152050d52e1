// How many pieces of each size (and how many of each bundle) a bag takes from stock. A single and a
// bundle that share a product and size draw on the same count, so demand is summed before stock is
// checked (PROMISES INV-3, INV-8).
import { pieceKey } from './pieces';

interface DemandLines {
  items: readonly { product: { id: string }; quantity: number; selectedSize: string | null }[];
  bundles: readonly {
    bundle: { id: string; products: readonly { quantity: number; product: { id: string } }[] };
    quantity: number;
    selectedSizes: Readonly<Record<string, string>>;
  }[];
}

interface StockDemand {
  /** pieceKey(product, size) → pieces, singles and bundle pieces together. */
  pieces: Record<string, number>;
  /** Bundle id → bundles (for bundles that count their own stock). */
  bundles: Record<string, number>;
}

const add = (into: Record<string, number>, id: string, amount: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0) return;
  into[id] = (into[id] ?? 0) + amount;
};

/** The summed demand of a bag, by product size and by bundle. */
export function stockDemand(lines: DemandLines): StockDemand {
  const pieces: Record<string, number> = {};
  const bundles: Record<string, number> = {};
  for (const { product, quantity, selectedSize } of lines.items)
    add(pieces, pieceKey(product.id, selectedSize), quantity);
  for (const { bundle, quantity, selectedSizes } of lines.bundles) {
    add(bundles, bundle.id, quantity);
    for (const piece of bundle.products)
      add(pieces, pieceKey(piece.product.id, selectedSizes[piece.product.id]), piece.quantity * quantity);
  }
  return { pieces, bundles };
}

/** Ids in a fixed order, so concurrent checkouts lock rows in the same order and never deadlock. */
export function demandEntries(demand: Record<string, number>): [string, number][] {
  return Object.entries(demand).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
