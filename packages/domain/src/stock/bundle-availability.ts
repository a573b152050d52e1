// How many of a bundle can be sold: one rule for the shop's badges, the bag quote, the checkout quote
// and the checkout. A bundle takes its pieces from the sizes of its products, so it can never be
// offered beyond what those sizes hold; one that counts its own stock is limited by that count too.
import { hasSizes, NO_SIZE, wholePieces, type SizeStock } from './pieces';

export interface BundleStockFacts {
  trackInventory: boolean;
  /** The bundle's own count (read only when it tracks inventory). */
  ownStock: number;
  components: readonly { productId: string; quantity: number; sizeStock: SizeStock }[];
}

/** Bundles one piece of the bundle allows: its chosen size, or any size when none is chosen yet. */
function componentAllows(
  component: BundleStockFacts['components'][number],
  chosen: string | undefined,
): number {
  const perBundle = Math.max(1, Math.floor(component.quantity));
  const { sizeStock } = component;
  if (!hasSizes(sizeStock)) return Math.floor(wholePieces(sizeStock[NO_SIZE]) / perBundle);
  if (chosen !== undefined) return Math.floor(wholePieces(sizeStock[chosen]) / perBundle);
  // One bundle takes all its pieces of a product in one size; different bundles may take different sizes.
  return Object.entries(sizeStock)
    .filter(([size]) => size !== NO_SIZE)
    .reduce((sum, [, n]) => sum + Math.floor(wholePieces(n) / perBundle), 0);
}

/** Bundles that can be sold: with the shopper's chosen sizes when given, else in any sizes. */
export function bundleAvailability(
  bundle: BundleStockFacts,
  chosenSizes: Readonly<Record<string, string>> = {},
): number {
  if (bundle.components.length === 0) return 0;
  const pieces = Math.min(...bundle.components.map((c) => componentAllows(c, chosenSizes[c.productId])));
  return bundle.trackInventory ? Math.min(wholePieces(bundle.ownStock), pieces) : pieces;
}
