// The shop's one clock: the time, refreshed every minute, for countdowns (cards, the product page)
// and the checkout's same-day cut-off. Null on the server and while hydrating,
// so the server's HTML and the first browser render agree.
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
  }, 60_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export const useMinuteClock = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
