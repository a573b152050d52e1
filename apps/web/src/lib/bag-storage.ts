// The device bag (localStorage 'shopping-cart-v2'): read it, change it with the domain's bag rules,
// write it back and tell the page ('bag-updated' — the navbar badge and any open bag listen). The
// server prices and checks everything again at checkout; this copy only remembers the shopper's picks.
import {
  addBundleToBag,
  addToBag,
  BAG_STORAGE_KEY,
  itemLineKey,
  itemKeyOf,
  parseStoredBag,
  QUICK_PURCHASE_STORAGE_KEY,
  serialiseBag,
  type Bag,
  type BagBundleInput,
  type BagProductInput,
} from '@shop/domain';
import { piecesOfSize, type SizeCounts } from './size-stock';
import { BAG_UPDATED_EVENT } from './use-bag-count';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
export type BagDevice = { storage: Storage; events: Pick<EventTarget, 'dispatchEvent'> };

const browser = (): BagDevice => ({ storage: window.localStorage, events: window });

function readRaw(storage: Storage): string | null {
  try {
    return storage.getItem(BAG_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The bag on this device; damaged or tampered storage reads as what can be read of it. */
export function readStoredBag(device: BagDevice = browser()): Bag {
  return parseStoredBag(readRaw(device.storage));
}

// A persisting store may keep the bag wrapped as { state, version } next to its own fields: keep the
// wrapper and those fields, so writing here never breaks the bag screen's store.
function wrapLike(raw: string | null, bag: Bag): string {
  const text = serialiseBag(bag);
  try {
    const previous: unknown = raw === null ? null : JSON.parse(raw);
    if (previous && typeof previous === 'object' && 'state' in previous) {
      const { state, ...rest } = previous as { state: unknown };
      if (state && typeof state === 'object') {
        return JSON.stringify({ ...rest, state: { ...state, ...(JSON.parse(text) as object) } });
      }
    }
  } catch {
    // Unreadable: replaced by the clean bag below.
  }
  return text;
}

/** Applies a change to the stored bag; answers whether it was saved (storage may be full or blocked). */
export function updateStoredBag(change: (bag: Bag) => Bag, device: BagDevice = browser()): boolean {
  const raw = readRaw(device.storage);
  const next = change(parseStoredBag(raw));
  try {
    device.storage.setItem(BAG_STORAGE_KEY, wrapLike(raw, next));
  } catch {
    return false;
  }
  device.events.dispatchEvent(new Event(BAG_UPDATED_EVENT));
  return true;
}

/** A product as the shop lists it: with its pieces by size when it has sizes. */
export type StockedProduct = BagProductInput & { size_stock?: SizeCounts | null };

/**
 * One piece of a product in a size (null for products without sizes). The line remembers what its
 * size has (not the product's total), so the bag's quantity stops there; a line already in the bag
 * takes the fresh count too.
 */
export const addProductToStoredBag = (
  product: StockedProduct,
  size: string | null,
  device: BagDevice = browser(),
) =>
  updateStoredBag((bag) => {
    const stock = piecesOfSize(size, product.size_stock ?? undefined, product.stock);
    const next = addToBag(bag, { ...product, stock }, size);
    if (typeof stock !== 'number' || next === bag) return next;
    const key = itemLineKey(String(product.id), size);
    return {
      ...next,
      items: next.items.map((line) =>
        itemKeyOf(line) === key ? { ...line, product: { ...line.product, stock } } : line,
      ),
    };
  }, device);

/** One bundle with the sizes chosen for its pieces (product id → size). */
export const addBundleToStoredBag = (
  bundle: BagBundleInput,
  sizes: Readonly<Record<string, string>>,
  device: BagDevice = browser(),
) => updateStoredBag((bag) => addBundleToBag(bag, bundle, sizes), device);

/** Buy Now marks the visit as a quick purchase; the checkout reads and clears the flag. */
export function markQuickPurchase(storage: Storage = window.localStorage) {
  try {
    storage.setItem(QUICK_PURCHASE_STORAGE_KEY, 'true');
  } catch {
    // Blocked storage: checkout simply opens without the quick-purchase hint.
  }
}
