// Whether the device has a network connection, as the browser knows it (navigator.onLine and its
// 'online'/'offline' events). The bag keeps working without one; paying needs one, and the shop says so
// instead of letting a Pay press fail.
import { useSyncExternalStore } from 'react';

export const OFFLINE_CHECKOUT_MESSAGE = 'You are offline. Checking out needs a connection.';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** True while the browser says the device is online; true while the server renders. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
