// The bag badge reads the bag the device stores, so it is right before any bag code has loaded. The
// server has no bag: it renders 0 and the real count follows right after hydration.
import { BAG_STORAGE_KEY } from '@shop/domain/rules';
import { useSyncExternalStore } from 'react';
import { createDeviceStore } from './device-store';

type CountRule = (raw: string) => number;
// The bag rules are fetched after the first render: the badge starts at 0 on the server anyway.
let countStored: CountRule | null = null;
const loadCountRule = () =>
  import('./stored-bag-count').then((m) => {
    countStored = m.countStoredBag;
  });

/** The stored bag as text: the same key and event as the bag store (bag-store.ts). */
const storedBag = createDeviceStore({ key: BAG_STORAGE_KEY, parse: (raw) => raw, event: 'bag-updated' });

// Parsing on every render would be wasteful; the count only changes when the stored text does.
let counted: { raw: string | null; count: number } = { raw: null, count: 0 };

function readCount(): number {
  const raw = storedBag.read();
  if (raw !== counted.raw && countStored) counted = { raw, count: raw === null ? 0 : countStored(raw) };
  return counted.count;
}

function subscribe(onChange: () => void) {
  // Only a device that has a bag fetches the rules to count it; a first visit downloads nothing more.
  const refresh = () => {
    if (countStored) onChange();
    else if (storedBag.read() !== null) void loadCountRule().then(onChange);
  };
  const stop = storedBag.subscribe(refresh);
  refresh();
  return stop;
}

/** How many pieces the device's bag holds; 0 on the server and during hydration. */
export function useBagCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
