// What a route tells the document head and the server renderer: the contract between a feature's
// page data (a product's head) and the app's route table and renderer.
export type RouteMeta = {
  title: string;
  description?: string;
  /** A picture for link previews; a path on this site is made absolute by the server. */
  image?: string;
  imageAlt?: string;
  /** Structured data; root-relative `url`/`image`/`@id` values are made absolute by the server. */
  jsonLd?: object;
  /** Open Graph type: a product page also announces its price (whole KES) for link previews. */
  ogType?: 'website' | 'product';
  price?: number;
  /** The page's largest picture (its LCP): preloaded from the head, ahead of the scripts. */
  preloadImage?: PreloadImage;
};

export type PreloadImage = { srcset: string; sizes: string; type: 'image/avif' | 'image/webp' };

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
};

/** The title the browser tab shows, with the shop's name after the page's own. */
export const documentTitle = (pageTitle: string, shopName: string) =>
  pageTitle === shopName ? shopName : `${pageTitle} | ${shopName}`;
