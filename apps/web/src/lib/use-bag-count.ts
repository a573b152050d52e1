// The bag badge reads the bag the device stores, so it is right before any bag code has loaded. The
// server has no bag: it renders 0 and the real count follows right after hydration.
import { BAG_STORAGE_KEY } from '@shop/domain';
import { useSyncExternalStore } from 'react';

type CountRule = (raw: string) => number;
// The bag rules are fetched after the first render: the badge starts at 0 on the server anyway.
let countStored: CountRule | null = null;
const loadCountRule = () =>
  import('./stored-bag-count').then((m) => {
    countStored = m.countStoredBag;
  });

/** Fired on window by whatever changes the bag in this tab ('storage' only covers other tabs). */
export const BAG_UPDATED_EVENT = 'bag-updated';

let lastRaw: string | null = null;
let lastCount = 0;

function readCount(): number {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(BAG_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, disabled cookies): there is no stored bag to count.
    return 0;
  }
  // Parsing on every render would be wasteful; the count only changes when the stored text does.
  if (raw !== lastRaw && countStored) {
    lastRaw = raw;
    lastCount = raw === null ? 0 : countStored(raw);
  }
  return lastCount;
}

function hasStoredBag(): boolean {
  try {
    return window.localStorage.getItem(BAG_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  // Only a device that has a bag fetches the rules to count it; a first visit downloads nothing more.
  const refresh = () => {
    if (countStored) onChange();
    else if (hasStoredBag()) void loadCountRule().then(onChange);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BAG_STORAGE_KEY) refresh();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(BAG_UPDATED_EVENT, refresh);
  refresh();
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(BAG_UPDATED_EVENT, refresh);
  };
}

/** How many pieces the device's bag holds; 0 on the server and during hydration. */
export function useBagCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
