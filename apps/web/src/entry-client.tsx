// The browser entry: hydrates a server-rendered page (same routes, same data) or renders a
// browser-only screen into the empty shell.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { createRoutes } from './app/routes';
import { lazyApi } from './lib/api-client';
import { listenForInstallOffer } from './lib/install-prompt';
import { purgeExpiredDeviceCache } from './lib/device-cache';
import { yieldToBrowser } from './lib/yield-to-browser';
import type { RouteHandle } from './lib/route-meta';
import { DEFAULT_SHOP_CONFIG, type ShopConfig } from './lib/shop-config';
import './styles/app.css';

type SsrData = { router: HydrationState; query: DehydratedState };

const readJsonScript = <T,>(id: string): T | null => {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : null;
};

async function start() {
  const config = readJsonScript<ShopConfig>('app-config') ?? DEFAULT_SHOP_CONFIG;
  const ssr = readJsonScript<SsrData>('app-data');
  const queryClient = createQueryClient();
  if (ssr) hydrate(queryClient, ssr.query);
  // Start-up runs as a few short tasks (reading the page's data, matching routes, the router,
  // hydrating), so a tap during it is answered and no single task blocks a phone for long.
  await yieldToBrowser();
  const api = lazyApi({ fetch: window.fetch.bind(window), baseUrl: window.location.origin });
  const routes = createRoutes({ queryClient, api });
  const matches = matchRoutes(routes, window.location) ?? [];

  // The service worker's offline screen, shown in place of a page it had not kept (build/pwa.ts). A
  // page that lives on the device (bag, wishlist, checkout) renders here from the device's own data;
  // any other stays the offline screen, whose Retry link asks for the page again.
  let hydrating = !!ssr;
  if (ssr && window.location.pathname !== '/offline' && document.getElementById('offline-screen')) {
    if (!(matches.at(-1)?.route.handle as RouteHandle | undefined)?.frame) return;
    hydrating = false;
  }

  // Lazy route modules of the first page must be in place before hydrating, or React would see a
  // different tree than the server rendered.
  if (hydrating) {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      }),
    );
  }

  const router = createBrowserRouter(routes, hydrating ? { hydrationData: ssr!.router } : {});
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} api={api} config={config}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // Old 'tnt:' cache entries go once the page is up, off the critical path.
  setTimeout(purgeExpiredDeviceCache, 3000);
  const root = document.getElementById('root')!;
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (one long task on a mid-range phone); the server's
  // HTML is on screen and usable meanwhile.
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

listenForInstallOffer();
void start();
