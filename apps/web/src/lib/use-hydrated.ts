// False while the server renders and while the browser hydrates, true from then on: device-only
// details (stored lists, the clock) appear after hydration without a mismatch.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Like useHydrated, but the change to true comes in a transition, which React splits into short
 * tasks. For content that is heavy to draw (a whole device page, every card's extra pictures): the
 * re-render useHydrated itself forces is synchronous, one long task on a phone. True at once for a
 * component first drawn after hydration (a navigation inside the app).
 */
export function useHydratedSoon(): boolean {
  const hydrated = useHydrated();
  const [soon, setSoon] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !soon) startTransition(() => setSoon(true));
  }, [hydrated, soon]);
  return soon;
}
