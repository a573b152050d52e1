import type { AppliedDiscount } from '../discounts';
import { dropLines, mergeLines, setLineQuantity } from './line-list';
import { bundleLineKey, clampQuantity, cleanBagBundle, cleanSelectedSizes } from './lines';
import { BUNDLE_LINE_MAX, BUNDLE_LINE_MIN, type Bag, type BagBundleInput, type BagBundleLine } from './types';

function withBundles(bag: Bag, bundles: readonly BagBundleLine[]): Bag {
  return bundles === bag.bundles ? bag : { ...bag, bundles };
}

/** Adds a bundle with its component sizes; the same bundle and sizes raise that line (up to 5). */
export function addBundleToBag(
  bag: Bag,
  bundle: BagBundleInput,
  selectedSizes: Readonly<Record<string, string>> = {},
  quantity = 1,
): Bag {
  const clean = cleanBagBundle(bundle);
  const amount = clampQuantity(quantity, BUNDLE_LINE_MIN, BUNDLE_LINE_MAX);
  if (clean === null || amount === null) return bag;
  const line: BagBundleLine = {
    bundle: clean,
    quantity: amount,
    selectedSizes: cleanSelectedSizes(selectedSizes),
  };
  return withBundles(bag, mergeLines([...bag.bundles, line], bundleLineKey, BUNDLE_LINE_MAX));
}

/** Sets a bundle line's quantity (key from bundleLineKey); outside 1–5 the bag is left as it is. */
export function setBundleQuantity(bag: Bag, lineKey: string, quantity: number): Bag {
  const bounds = { min: BUNDLE_LINE_MIN, max: BUNDLE_LINE_MAX };
  return withBundles(bag, setLineQuantity(bag.bundles, lineKey, bundleLineKey, quantity, bounds));
}

/** Removes a bundle line (key from bundleLineKey). */
export function removeBundleFromBag(bag: Bag, lineKey: string): Bag {
  return withBundles(
    bag,
    dropLines(bag.bundles, (line) => bundleLineKey(line) === lineKey),
  );
}

/** Applies (or with null removes) the discount code kept with the bag. */
export function setBagDiscount(bag: Bag, discount: AppliedDiscount | null): Bag {
  return { ...bag, discountCode: discount };
}
