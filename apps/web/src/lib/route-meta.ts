// What a route tells the document head and the server renderer: the contract between a feature's
// page data (a product's head) and the app's route table and renderer. The head itself (RouteMeta)
// is shared with the server, in @shop/contracts.
import type { RouteMeta } from '@shop/contracts';
export type { PreloadImage, RouteMeta } from '@shop/contracts';

export type RouteHandle = {
  /** Rendered by the server and hydrated (public storefront pages); others render in the browser. */
  ssr?: boolean;
  /**
   * Rendered in the browser, but the server sends the page's frame with a loading line in its place
   * (app/ssr/browser-page.tsx); the route's module must be wrapped with browserPage.
   */
  frame?: boolean;
  /** The head for this route; gets the route's loader data when the title depends on it. */
  meta?: (data: unknown) => RouteMeta;
  /**
   * 'admin': the routes below bring their own compact frame (the admin's top bar and sidebar), so the
   * shop's marquee, navbar and footer stay out.
   */
  chrome?: 'admin';
};

/** The title the browser tab shows, with the shop's name after the page's own. */
export const documentTitle = (pageTitle: string, shopName: string) =>
  pageTitle === shopName ? shopName : `${pageTitle} | ${shopName}`;
