// Pages that live on the device (bag, checkout, orders, accounts) render in the browser, but the
// server still sends their frame (marquee, navbar; the footer follows the page) with this loading line in the page's place,
// so a shopper on slow data sees the shop at once instead of a blank screen while the scripts arrive.
// The browser's first render shows the same line (so hydration matches), then the page itself; after
// a navigation inside the app the page shows straight away.
import type { ComponentType } from 'react';
import { useHydratedSoon } from '../../lib/use-hydrated';

export function PageLoading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-24 text-sm">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      Loading...
    </p>
  );
}

/** Wraps a lazy route module's page so the server can render its frame (see RouteHandle.frame). */
export function browserPage<M extends { Component: ComponentType }>(module: M): M {
  const Page = module.Component;
  function BrowserPage() {
    // After hydration the page replaces the line in a transition (short tasks, not one long one);
    // after a navigation inside the app it shows straight away.
    return useHydratedSoon() ? <Page /> : <PageLoading />;
  }
  return { ...module, Component: BrowserPage };
}
