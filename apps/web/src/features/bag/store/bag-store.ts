// The bag as a persisted zustand store: the spec's v2 shape under 'shopping-cart-v2', changed only
// through the domain's bag rules. Reading goes through parseStoredBag, so a tampered or outdated stored
// bag comes back cleaned (bad lines dropped, quantities bounded, bad bundles purged), never a crash.
// lib/bag-storage (the product and bundle pages' light write path) writes the same key and raises
// 'bag-updated'; the store reads the bag again then, and on 'storage' from other tabs. Loaded with the
// drawer, never in the first download.
import {
  addBundleToBag,
  addToBag,
  BAG_STORAGE_KEY,
  changeItemSize,
  emptyBag,
  isBagEmpty,
  isDiscountExpired,
  parseStoredBag,
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
} from '@shop/domain';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { BAG_UPDATED_EVENT } from '../../../lib/use-bag-count';

export type BagActions = {
  add: (product: BagProductInput, size: string | null, quantity?: number) => void;
  addBundle: (bundle: BagBundleInput, sizes: Readonly<Record<string, string>>, quantity?: number) => void;
  setQuantity: (productId: string, size: string | null, quantity: number) => void;
  changeSize: (productId: string, from: string | null, to: string | null) => void;
  remove: (productId: string, size: string | null) => void;
  setBundleQuantity: (lineKey: string, quantity: number) => void;
  removeBundle: (lineKey: string) => void;
  applyDiscount: (discount: AppliedDiscount) => void;
  removeDiscount: () => void;
  /** Takes the server's corrected lines (a quote), keeping the discount. */
  replaceLines: (lines: Pick<Bag, 'items' | 'bundles'>) => void;
  clear: () => void;
};

export type BagState = Bag & BagActions;

type Device = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  events: Pick<EventTarget, 'dispatchEvent'> | null;
  now: () => number;
};

const browserDevice = (): Device => {
  if (typeof window === 'undefined') return { storage: null, events: null, now: Date.now };
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage blocked: the bag lives for this page only.
  }
  return { storage, events: window, now: Date.now };
};

/** The rules every read applies: the domain's cleaning, and a generated code past its end is dropped. */
export function readBag(raw: unknown, now: number): Bag {
  const bag = parseStoredBag(raw);
  if (bag.discountCode && isDiscountExpired(bag.discountCode, now)) return setBagDiscount(bag, null);
  return bag;
}

const pick = ({ items, bundles, discountCode }: Bag): Bag => ({ items, bundles, discountCode });

/** A store over one device; tests hand in their own storage, the app uses the browser's. */
export function createBagStore(device: Device = browserDevice()): UseBoundStore<StoreApi<BagState>> {
  // The text this store wrote last: its own 'bag-updated' need not be read back.
  let written: string | null = null;
  const storage: PersistStorage<Bag> = {
    getItem: (name) => {
      let raw: string | null = null;
      try {
        raw = device.storage?.getItem(name) ?? null;
      } catch {
        return null;
      }
      return raw === null ? null : { state: readBag(raw, device.now()), version: 0 };
    },
    setItem: (name, value) => {
      const text = serialiseBag(value.state);
      try {
        device.storage?.setItem(name, text);
      } catch {
        // Full or blocked storage: the bag still works on this page.
        return;
      }
      written = text;
      device.events?.dispatchEvent(new Event(BAG_UPDATED_EVENT));
    },
    removeItem: (name) => {
      try {
        device.storage?.removeItem(name);
      } catch {
        // Nothing to remove from blocked storage.
      }
    },
  };

  const store = create<BagState>()(
    persist<BagState, [], [], Bag>(
      (set, get) => {
        // Every change goes through the domain; a bag that empties drops its code (spec §4).
        const commit = (change: (bag: Bag) => Bag) => {
          const before = pick(get());
          const next = change(before);
          if (next === before) return;
          set(isBagEmpty(next) && next.discountCode ? setBagDiscount(next, null) : next);
        };
        return {
          ...emptyBag(),
          add: (product, size, quantity = 1) => commit((bag) => addToBag(bag, product, size, quantity)),
          addBundle: (bundle, sizes, quantity = 1) =>
            commit((bag) => addBundleToBag(bag, bundle, sizes, quantity)),
          setQuantity: (id, size, quantity) => commit((bag) => setItemQuantity(bag, id, size, quantity)),
          changeSize: (id, from, to) => commit((bag) => changeItemSize(bag, id, from, to)),
          remove: (id, size) => commit((bag) => removeFromBag(bag, id, size)),
          setBundleQuantity: (key, quantity) => commit((bag) => setBundleQuantity(bag, key, quantity)),
          removeBundle: (key) => commit((bag) => removeBundleFromBag(bag, key)),
          applyDiscount: (discount) => commit((bag) => setBagDiscount(bag, discount)),
          removeDiscount: () => commit((bag) => setBagDiscount(bag, null)),
          replaceLines: (lines) =>
            commit((bag) => readBag({ ...lines, discountCode: bag.discountCode }, device.now())),
          clear: () => commit(() => emptyBag()),
        };
      },
      {
        name: BAG_STORAGE_KEY,
        storage,
        partialize: pick,
        // What was stored replaces the empty start; the actions stay.
        merge: (stored, current) => ({ ...current, ...readBag(stored, device.now()) }),
      },
    ),
  );

  if (device.events && typeof window !== 'undefined' && device.events === window) {
    const reread = () => {
      let raw: string | null = null;
      try {
        raw = device.storage?.getItem(BAG_STORAGE_KEY) ?? null;
      } catch {
        return;
      }
      if (raw === written) return;
      if (raw === null) store.setState(emptyBag());
      else void store.persist.rehydrate();
    };
    window.addEventListener(BAG_UPDATED_EVENT, reread);
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === BAG_STORAGE_KEY) reread();
    });
  }
  return store;
}

/** The device's bag. */
export const useBagStore = createBagStore();
