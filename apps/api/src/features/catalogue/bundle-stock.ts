// A bundle row's stock facts as the domain's one availability rule reads them (badges, the owner's
// list, the bag and the checkout all count bundles the same way).
import { bundleAvailability, sizesOf, type BundleStockFacts } from '@shop/domain/rules';
import type { BundleRow } from './bundles.repo';

type Item = { quantity: number; product: { id: string; size_stock: Record<string, number> } };

export function bundleStockFacts(trackInventory: boolean, ownStock: number, items: Item[]): BundleStockFacts {
  return {
    trackInventory,
    ownStock,
    components: items.map(({ quantity, product }) => ({
      productId: product.id,
      quantity,
      sizeStock: product.size_stock,
    })),
  };
}

/** A storefront bundle with what can be sold as `stock`, and each piece's sizes smallest first. */
export function sellableBundle({ own_stock, bundle_items, ...bundle }: BundleRow) {
  return {
    ...bundle,
    stock: bundleAvailability(bundleStockFacts(bundle.track_inventory, own_stock, bundle_items)),
    bundle_items: bundle_items.map(({ quantity, product }) => ({
      quantity,
      product: { ...product, sizes: sizesOf(product.size_stock) },
    })),
  };
}
