// The service worker's news (spec: "Service worker: offline-ready, or need-refresh (persistent prompt
// with Refresh and Dismiss)"). Registered from the after-idle layer, so neither the worker nor
// workbox-window is part of the first download. A new version waits for the shopper: the prompt stays
// until they press Refresh (the new version takes over and the page reloads) or Dismiss (it takes over
// on their next visit). "Ready to work offline" shows once on a device.
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { createDeviceStore } from '../../lib/device-store';
import { nextAppUpdate, type AppUpdate } from './app-update-state';

/** Asks the server for a new worker this often while a page stays open (a phone keeps tabs for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

const offlineReadyShown = createDeviceStore({
  key: 'pwa_offline_ready_shown',
  parse: (raw) => raw === 'true',
});

export function AppUpdates() {
  const [update, setUpdate] = useState<AppUpdate>(null);
  const takeOver = useRef<(reload?: boolean) => Promise<void>>(undefined);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let live = true;
    let timer = 0;
    const raise = (event: 'offline-ready' | 'need-refresh') => {
      if (!live) return;
      setUpdate((current) => {
        const next = nextAppUpdate(current, event, offlineReadyShown.read());
        if (next === 'offline-ready') offlineReadyShown.write(true);
        return next;
      });
    };
    import('virtual:pwa-register').then(
      ({ registerSW }) => {
        takeOver.current = registerSW({
          immediate: true,
          onNeedRefresh: () => raise('need-refresh'),
          onOfflineReady: () => raise('offline-ready'),
          onRegisteredSW: (_url, registration) => {
            if (registration && live)
              timer = window.setInterval(
                () => void registration.update().catch(() => undefined),
                UPDATE_CHECK_MS,
              );
          },
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);

  if (!update) return null;
  const refresh = update === 'need-refresh';
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-3 bottom-3 z-50 flex flex-wrap items-center gap-3 rounded-2xl border border-ink/10 bg-white p-4 text-sm shadow-xl sm:left-auto sm:right-4 sm:max-w-sm"
    >
      <p className="min-w-0 flex-1 font-medium">
        {refresh ? 'A new version of the shop is ready.' : 'The shop is ready to work offline.'}
      </p>
      <div className="flex gap-2">
        {refresh ? (
          <button
            type="button"
            className={buttonClasses('primary', 'sm')}
            onClick={() => void takeOver.current?.(true)}
          >
            Refresh
          </button>
        ) : null}
        <button type="button" className={buttonClasses('outline', 'sm')} onClick={() => setUpdate(null)}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
