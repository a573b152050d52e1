// False while the server renders and while the browser hydrates, true from then on: device-only
// details (stored lists, the clock) appear after hydration without a mismatch.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
