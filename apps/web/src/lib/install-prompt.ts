// The browser's offer to install the shop as an app (Chrome on Android and desktop fire
// `beforeinstallprompt` once the manifest and the service worker qualify). The offer is kept from the
// first moment (entry-client.tsx listens before the page is hydrated) so the menu's Install button
// (app/shell/install-app-button.tsx) can make it later; it goes once used or once the app is installed.
import { useSyncExternalStore } from 'react';

/** Chrome's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offer: InstallPromptEvent | null = null;
const readers = new Set<() => void>();
const set = (next: InstallPromptEvent | null) => {
  offer = next;
  readers.forEach((read) => read());
};

/** Keeps the browser's install offer for the Install button instead of the browser's own banner. */
export function listenForInstallOffer(target: Pick<Window, 'addEventListener'> = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set(null));
}

/** Shows the browser's install dialog; the offer is spent either way. Answers whether it was installed. */
export async function install(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  set(null);
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}

const subscribe = (read: () => void) => {
  readers.add(read);
  return () => readers.delete(read);
};

/** Whether the browser offers to install the shop right now. */
export const useInstallOffer = () =>
  useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
