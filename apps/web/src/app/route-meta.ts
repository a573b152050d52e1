// What a route tells the document head and the server renderer.
export type RouteMeta = { title: string; description?: string; image?: string; jsonLd?: object };

export type RouteHandle = {
  /** Rendered by the server and hydrated (public storefront pages); others render in the browser. */
  ssr?: boolean;
  /** The head for this route; gets the route's loader data when the title depends on it. */
  meta?: (data: unknown) => RouteMeta;
};

/** The title the browser tab shows, with the shop's name after the page's own. */
export const documentTitle = (pageTitle: string, shopName: string) =>
  pageTitle === shopName ? shopName : `${pageTitle} | ${shopName}`;
