// The drop page's clock: the time, refreshed every second (DROP_COUNTDOWN_REFRESH_MS) while a page
// uses it; null on the server and while hydrating, so both renders agree.
import { DROP_COUNTDOWN_REFRESH_MS } from '@shop/domain/timings';
import { useSyncExternalStore } from 'react';

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  now = Date.now();
  timer ??= setInterval(() => {
    now = Date.now();
    listeners.forEach((l) => l());
  }, DROP_COUNTDOWN_REFRESH_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export const useSecondClock = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
