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

/**
 * A page on the device arrives from the server as its frame with a loading line (browser-page.tsx);
 * its footer comes once the page itself is there, so nothing on screen moves when the line goes.
 */
function useFooterShown() {
  const leaf = useMatches().at(-1);
  const hydrated = useHydrated();
  return hydrated || !(leaf?.handle as RouteHandle | undefined)?.frame;
}

export function RootLayout() {
  const { pathname } = useLocation();
  useRouteTitle();
  const footerShown = useFooterShown();
  const adminChrome = useAdminChrome();
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
          <main id="main" className="flex-1" tabIndex={-1}>
            <Outlet />
          </main>
          {footerShown ? <Island name="footer" load={loadFooter} /> : null}
          <ScrollToTop />
          <AfterIdle />
        </>
      )}
      <LazyDialogs />
    </div>
  );
}
