// The device bag: the spec's v2 shape under 'shopping-cart-v2', changed only through the domain's bag
// rules, and the one way every screen changes it (the product and bundle pages, the wishlist, the bag
// drawer and page, the checkout). Reading goes through parseStoredBag, so a tampered or outdated stored
// bag comes back cleaned (bad lines dropped, quantities bounded, bad bundles purged), never a crash,
// and a generated code past its end no longer applies. Every stored change raises 'bag-updated' (the
// navbar badge listens). The server prices and checks everything again at checkout; this copy only
// remembers the shopper's picks. Never in the first download (the badge counts the stored text).
import {
  addBundleToBag,
  addToBag,
  BAG_STORAGE_KEY,
  changeItemSize,
  emptyBag,
  isBagEmpty,
  isDiscountExpired,
  itemKeyOf,
  itemLineKey,
  parseStoredBag,
  QUICK_PURCHASE_STORAGE_KEY,
  removeBundleFromBag,
  removeFromBag,
  serialiseBag,
  setBagDiscount,
  setBundleQuantity,
  setItemQuantity,
  type AppliedDiscount,
  type Bag,
  type BagBundleInput,
  type BagProductInput,
} from '@shop/domain/rules';
import { browserDevice, createDeviceStore, useDeviceStore, type Device } from './device-store';
import { piecesOfSize, type SizeCounts } from './size-stock';

/** A device with a clock (tests set the time). */
export type BagDevice = Device & { now?: () => number };

/** A product as the shop lists it: with its pieces by size when it has sizes. */
export type StockedProduct = BagProductInput & { size_stock?: SizeCounts | null };

/** The rules every read applies: the domain's cleaning, and a generated code past its end is dropped. */
export function readBag(raw: unknown, now: number): Bag {
  const bag = parseStoredBag(raw);
  if (bag.discountCode && isDiscountExpired(bag.discountCode, now)) return setBagDiscount(bag, null);
  return bag;
}

// A persisting store may keep the bag wrapped as { state, version } next to its own fields: keep the
// wrapper and those fields, so a bag saved that way keeps its shape.
function wrapLike(bag: Bag, raw: string | null): string {
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

export type BagActions = {
  /** Applies any change made with the domain's bag rules. */
  update: (change: (bag: Bag) => Bag) => boolean;
  add: (product: BagProductInput, size: string | null, quantity?: number) => boolean;
  addStocked: (product: StockedProduct, size: string | null) => boolean;
  addBundle: (bundle: BagBundleInput, sizes: Readonly<Record<string, string>>, quantity?: number) => boolean;
  setQuantity: (productId: string, size: string | null, quantity: number) => boolean;
  changeSize: (productId: string, from: string | null, to: string | null) => boolean;
  remove: (productId: string, size: string | null) => boolean;
  setBundleQuantity: (lineKey: string, quantity: number) => boolean;
  removeBundle: (lineKey: string) => boolean;
  applyDiscount: (discount: AppliedDiscount | null) => boolean;
  removeDiscount: () => boolean;
  /** Takes the server's corrected lines (a quote), keeping the discount. */
  replaceLines: (lines: Pick<Bag, 'items' | 'bundles'>) => boolean;
  clear: () => boolean;
};
export type BagState = Bag & BagActions;

const pick = ({ items, bundles, discountCode }: Bag): Bag => ({ items, bundles, discountCode });

/** A store over one device; tests hand in their own, the app uses the browser's. */
export function createBagStore(device: () => BagDevice = browserDevice) {
  const now = () => device().now?.() ?? Date.now();
  const store = createDeviceStore<Bag>(
    {
      key: BAG_STORAGE_KEY,
      parse: (raw) => readBag(raw, now()),
      serialise: wrapLike,
      event: 'bag-updated',
      keepOnPage: true,
    },
    device,
  );
  // Every change goes through the domain; a bag that empties drops its code (spec §4).
  const commit = (change: (bag: Bag) => Bag) =>
    store.update((before) => {
      const next = change(before);
      if (next === before) return before;
      return pick(isBagEmpty(next) && next.discountCode ? setBagDiscount(next, null) : next);
    });

  const actions: BagActions = {
    update: commit,
    add: (product: BagProductInput, size: string | null, quantity = 1) =>
      commit((bag) => addToBag(bag, product, size, quantity)),
    // One piece in a size: the line remembers what its size has (not the product's total), so the
    // bag's quantity stops there; a line already in the bag takes the fresh count too.
    addStocked: (product: StockedProduct, size: string | null) =>
      commit((bag) => {
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
      }),
    addBundle: (bundle: BagBundleInput, sizes: Readonly<Record<string, string>>, quantity = 1) =>
      commit((bag) => addBundleToBag(bag, bundle, sizes, quantity)),
    setQuantity: (id: string, size: string | null, quantity: number) =>
      commit((bag) => setItemQuantity(bag, id, size, quantity)),
    changeSize: (id: string, from: string | null, to: string | null) =>
      commit((bag) => changeItemSize(bag, id, from, to)),
    remove: (id: string, size: string | null) => commit((bag) => removeFromBag(bag, id, size)),
    setBundleQuantity: (key: string, quantity: number) =>
      commit((bag) => setBundleQuantity(bag, key, quantity)),
    removeBundle: (key: string) => commit((bag) => removeBundleFromBag(bag, key)),
    applyDiscount: (discount: AppliedDiscount | null) => commit((bag) => setBagDiscount(bag, discount)),
    removeDiscount: () => commit((bag) => setBagDiscount(bag, null)),
    replaceLines: (lines) => commit((bag) => readBag({ ...lines, discountCode: bag.discountCode }, now())),
    clear: () => commit(() => emptyBag()),
  };

  const getState = () => ({ ...store.read(), ...actions });
  const empty = { ...emptyBag(), ...actions };
  /** A part of the bag (or an action) for a component; the empty bag until hydrated. */
  function useBag<S>(select: (state: BagState) => S): S {
    return useDeviceStore(store, (bag) => select({ ...bag, ...actions }), select(empty));
  }
  return Object.assign(useBag, { getState, store });
}

/** The device's bag. */
export const useBagStore = createBagStore();

/** The device's bag; null on the server and while hydrating (the bag lives on the device). */
export const useStoredBag = (): Bag | null => useDeviceStore(useBagStore.store, (bag) => bag, null);

const bagOn = (device?: BagDevice) => (device ? createBagStore(() => device) : useBagStore).getState();

/** The bag on this device. */
export const readStoredBag = (device?: BagDevice): Bag => pick(bagOn(device));

/** Applies a change to the bag; answers whether it was saved (storage may be full or blocked). */
export const updateStoredBag = (change: (bag: Bag) => Bag, device?: BagDevice) =>
  bagOn(device).update(change);

export const addProductToStoredBag = (product: StockedProduct, size: string | null, device?: BagDevice) =>
  bagOn(device).addStocked(product, size);

export const addBundleToStoredBag = (
  bundle: BagBundleInput,
  sizes: Readonly<Record<string, string>>,
  device?: BagDevice,
) => bagOn(device).addBundle(bundle, sizes);

/** Buy Now marks the visit as a quick purchase; the checkout reads and clears the flag. */
export const quickPurchase = (storage?: Device['storage']) =>
  createDeviceStore(
    { key: QUICK_PURCHASE_STORAGE_KEY, parse: (raw) => raw === 'true', serialise: String },
    storage === undefined ? browserDevice : () => ({ storage, events: null }),
  );

/** Blocked storage: checkout simply opens without the quick-purchase hint. */
export const markQuickPurchase = (storage?: Device['storage']) => void quickPurchase(storage).write(true);
