// The frame of every page: marquee, navbar, the page, footer, scroll-to-top; admin pages bring their
// own compact frame (RouteHandle.chrome) and get only the skip link and the dialogs. The page scrolls to the
// top on every route change and the tab title follows the route.
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { documentTitle, type RouteHandle } from '../../lib/route-meta';
import { useShopConfig } from '../../lib/shop-config';
import { useHydrated } from '../../lib/use-hydrated';
import { Island } from '../ssr/island';
import { AfterIdle } from './after-idle';
import { LazyDialogs } from './lazy-dialogs';
import { MarqueeBanner } from './marquee-banner';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';

// Below every page: its code arrives when the shopper scrolls near it.
const loadFooter = () => import('./footer').then((m) => ({ default: m.Footer }));

const useAdminChrome = () =>
  useMatches().some((match) => (match.handle as RouteHandle | undefined)?.chrome === 'admin');

function useRouteTitle() {
  const { shopName } = useShopConfig();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const meta = (leaf?.handle as RouteHandle | undefined)?.meta?.(leaf?.loaderData);
  useEffect(() => {
    if (meta) document.title = documentTitle(meta.title, shopName);
  }, [meta, shopName]);
}

const useDevicePage = () => !!(useMatches().at(-1)?.handle as RouteHandle | undefined)?.frame;

/**
 * A page on the device arrives from the server as its frame with a loading line (browser-page.tsx);
 * its footer comes once the page itself is there, so nothing on screen moves when the line goes.
 */
function PageFooter() {
  const devicePage = useDevicePage();
  // Read here, not in RootLayout: the re-render at hydration stays this small.
  const hydrated = useHydrated();
  return hydrated || !devicePage ? <Island name="footer" load={loadFooter} /> : null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  useRouteTitle();
  const adminChrome = useAdminChrome();
  const devicePage = useDevicePage();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // A server-rendered page is readable before its scripts run (they start after the first paint):
  // this marks the moment its buttons work, which the browser journeys wait for.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      {adminChrome ? (
        <Outlet />
      ) : (
        <>
          <MarqueeBanner />
          <Navbar />
          {/* A device page fills at least the screen below the marquee (h-9) and navbar (h-16), so
              its footer (which comes with it) arrives below the first screen instead of appearing
              on it late. */}
          <main
            id="main"
            className={devicePage ? 'min-h-[calc(100svh-6.25rem)] flex-1' : 'flex-1'}
            tabIndex={-1}
          >
            <Outlet />
          </main>
          <PageFooter />
          <ScrollToTop />
          <AfterIdle />
        </>
      )}
      <LazyDialogs />
    </div>
  );
}
