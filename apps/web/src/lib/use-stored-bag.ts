// The device bag for screens outside the bag feature (the checkout): read from 'shopping-cart-v2',
// kept in step by 'bag-updated' (this tab) and 'storage' (other tabs). Changes go through
// updateStoredBag, which raises 'bag-updated', so an open bag drawer's store reads them too.
import { BAG_STORAGE_KEY, isDiscountExpired, setBagDiscount, type Bag } from '@shop/domain';
import { useSyncExternalStore } from 'react';
import { readStoredBag } from './bag-storage';
import { BAG_UPDATED_EVENT } from './use-bag-count';

let lastRaw: string | null | undefined;
let lastBag: Bag | null = null;

function rawBag(): string | null {
  try {
    return window.localStorage.getItem(BAG_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The same rules the bag store reads with: a generated code past its end no longer applies. */
function snapshot(): Bag {
  const raw = rawBag();
  // The parsed bag only changes when the stored text does; a stable object keeps React calm.
  if (raw !== lastRaw || lastBag === null) {
    lastRaw = raw;
    const bag = readStoredBag();
    lastBag =
      bag.discountCode && isDiscountExpired(bag.discountCode, Date.now()) ? setBagDiscount(bag, null) : bag;
  }
  return lastBag;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BAG_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(BAG_UPDATED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(BAG_UPDATED_EVENT, onChange);
  };
}

/** The device's bag; null on the server and while hydrating (the bag lives on the device). */
export function useStoredBag(): Bag | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
