// The shop's clocks: the time, refreshed every `periodMs` while some component uses it (one timer
// per clock, however many components read it). Null on the server and while hydrating, so the
// server's HTML and the first browser render agree.
import { useSyncExternalStore } from 'react';

export function clockHook(periodMs: number): () => number | null {
  let now = Date.now();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;

  function subscribe(listener: () => void) {
    listeners.add(listener);
    now = Date.now();
    timer ??= setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, periodMs);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  }

  return () =>
    useSyncExternalStore(
      subscribe,
      () => now,
      () => null,
    );
}
