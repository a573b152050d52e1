// One way to keep something on the device (localStorage): a key, how its stored text reads (damaged or
// tampered text reads as what can be read of it, never a crash) and how a value is written, and the page
// event that tells this tab's readers about a change ('storage' tells other tabs). The stored text is
// parsed again only when it changed, so readers get the same object until then, as
// useSyncExternalStore requires. Blocked or full storage never throws: a write answers false, and the
// value stays as it was (or, with keepOnPage, lives for this page only). Nothing is read while the server renders: useDeviceStore gives
// the server's value until the page has hydrated.
// Not zustand's persist middleware: it would add ~1 KB gzip to the first load, and every key here keeps
// the format the spec gave it (a bare list, a bare id) rather than persist's { state, version }.
import { useSyncExternalStore } from 'react';
import { emitOn, on, type EventBus, type SignalName } from './events';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'> &
  Partial<Pick<globalThis.Storage, 'removeItem'>>;
/** Where a store keeps its value and raises its event; tests hand in their own. */
export type Device = { storage: Storage | null; events: EventBus | null };

/** The browser's storage and window; nothing on the server. */
export function browserDevice(): Device {
  if (typeof window === 'undefined') return { storage: null, events: null };
  try {
    // The same object in a browser; a test may stand in either one.
    return { storage: window.localStorage ?? localStorage, events: window };
  } catch {
    // Storage blocked (private mode, disabled cookies): values live for this page only.
    return { storage: null, events: window };
  }
}

export type DeviceStoreSpec<T> = {
  key: string;
  /** Reads the stored text (null when nothing is stored). */
  parse: (raw: string | null) => T;
  /** The text to store; gets the text stored before. JSON by default. */
  serialise?: (value: T, previous: string | null) => string;
  /** Raised on the page after every stored change. */
  event?: SignalName;
  /** When storage refuses a value, keep it for this page (the bag still works) rather than drop it. */
  keepOnPage?: boolean;
};

export type DeviceStore<T> = {
  readonly key: string;
  /** The value: the stored one, or this page's own when storage refused it. */
  read(): T;
  /** Keeps a value; answers whether it was stored (storage may be full or blocked). */
  write(value: T): boolean;
  /** Changes the value; an unchanged value (the same object) is not written. */
  update(change: (value: T) => T): boolean;
  /** Forgets the stored value. */
  remove(): void;
  subscribe(onChange: () => void): () => void;
};

export function createDeviceStore<T>(
  { key, parse, serialise = (value) => JSON.stringify(value), event, keepOnPage = false }: DeviceStoreSpec<T>,
  device: () => Device = browserDevice,
): DeviceStore<T> {
  let raw: string | null | undefined;
  let value = parse(null);
  const listeners = new Set<() => void>();

  /** The stored text; undefined when storage cannot be read. */
  const stored = (storage: Storage | null): string | null | undefined => {
    try {
      return storage ? storage.getItem(key) : undefined;
    } catch {
      return undefined;
    }
  };

  const store: DeviceStore<T> = {
    key,
    read() {
      const text = stored(device().storage);
      const seen = text === undefined ? (keepOnPage ? raw : null) : text;
      if (seen !== raw) {
        raw = seen;
        value = parse(seen ?? null);
      }
      return value;
    },
    write(next) {
      const { storage, events } = device();
      const previous = stored(storage);
      const text = serialise(next, previous ?? null);
      try {
        if (!storage || previous === undefined) throw new Error('Storage is blocked');
        storage.setItem(key, text);
      } catch {
        if (keepOnPage) {
          value = next;
          listeners.forEach((listener) => listener());
        }
        return false;
      }
      value = next;
      raw = text;
      if (events && event) emitOn(events, event);
      else listeners.forEach((listener) => listener());
      return true;
    },
    update(change) {
      const before = store.read();
      const next = change(before);
      return next === before || store.write(next);
    },
    remove() {
      try {
        device().storage?.removeItem?.(key);
      } catch {
        // Blocked storage holds nothing to forget.
      }
      store.read();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      const onStorage = (e: StorageEvent) => (e.key === null || e.key === key) && onChange();
      window.addEventListener('storage', onStorage);
      const off = event ? on(event, onChange) : undefined;
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onStorage);
        off?.();
      };
    },
  };
  return store;
}

/** A part of a device value for a component; `server` while rendering on the server and hydrating. */
export function useDeviceStore<T, S>(store: DeviceStore<T>, select: (value: T) => S, server: S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.read()),
    () => server,
  );
}
