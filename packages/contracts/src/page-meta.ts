// What a page tells the document head: the web app's routes describe it (title, description, a
// picture and structured data for link previews and search engines) and the server writes it into
// the <head> of the page it renders.

/** The head of one page. */
export type RouteMeta = {
  title: string;
  description?: string;
  /** A picture for link previews; a path on this site is made absolute by the server. */
  image?: string;
  imageAlt?: string;
  /** Structured data; root-relative `url`/`image`/`@id` values are made absolute by the server. */
  jsonLd?: object;
  /**
   * Open Graph type: a product page also announces its price (whole KES) for link previews; a video
   * page its video (og:video).
   */
  ogType?: 'website' | 'product' | 'video.other';
  price?: number;
  /** A video page's video: a file (a path on this site is made absolute) or an embeddable player page. */
  video?: { url: string; type: string };
  /** The page's largest picture (its LCP): preloaded from the head, ahead of the scripts. */
  preloadImage?: PreloadImage;
};

export type PreloadImage = { srcset: string; sizes: string; type: 'image/avif' | 'image/webp' };
