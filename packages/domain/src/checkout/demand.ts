// How many pieces of each product (and how many of each bundle) a bag takes from stock. A single and a
// bundle that share a product draw on the same pieces, so demand is summed before stock is checked
// (PROMISES INV-3).

export interface DemandLines {
  items: readonly { product: { id: string }; quantity: number }[];
  bundles: readonly {
    bundle: { id: string; products: readonly { quantity: number; product: { id: string } }[] };
    quantity: number;
  }[];
}

export interface StockDemand {
  /** Product id → pieces, singles and bundle pieces together. */
  products: Record<string, number>;
  /** Bundle id → bundles (for bundles that count their own stock). */
  bundles: Record<string, number>;
}

const add = (into: Record<string, number>, id: string, amount: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0) return;
  into[id] = (into[id] ?? 0) + amount;
};

/** The summed demand of a bag, by product and by bundle. */
export function stockDemand(lines: DemandLines): StockDemand {
  const products: Record<string, number> = {};
  const bundles: Record<string, number> = {};
  for (const { product, quantity } of lines.items) add(products, product.id, quantity);
  for (const { bundle, quantity } of lines.bundles) {
    add(bundles, bundle.id, quantity);
    for (const piece of bundle.products) add(products, piece.product.id, piece.quantity * quantity);
  }
  return { products, bundles };
}

/** Ids in a fixed order, so concurrent checkouts lock rows in the same order and never deadlock. */
export function demandEntries(demand: Record<string, number>): [string, number][] {
  return Object.entries(demand).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
