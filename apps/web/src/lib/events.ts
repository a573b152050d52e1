// The page's own events, one typed map: how parts that must not import each other talk (the navbar
// opens the bag without loading it; anything opens the size chart; a store tells every reader of its
// key that it changed). Each name says what it carries; emit and on check both ends against it.

export type SizeChartCategory = 'all' | 'clothing' | 'shoes';
export type SizeChartGender = 'women' | 'men';
/** Where the size chart starts; a shoe's page can open it on the shoe tables. */
export type SizeChartStart = { category?: SizeChartCategory; gender?: SizeChartGender };

/** What a chat opened from a page is about: the piece or the order (sent with the first message). */
export type ChatStart = {
  product?: { id: string; slug: string; name: string; price: number; image: string | null };
  order?: { id: string; shortId: string };
};

export type ShopEvents = {
  /** Open the bag drawer (the navbar's bag button loads it on the first ask). */
  'open-bag': undefined;
  /** Open the search palette (the navbar button, Ctrl/Cmd+K). */
  'open-search-palette': undefined;
  /** Open the accessibility settings (high contrast, text size). */
  'open-accessibility-settings': undefined;
  /** Open the size chart, optionally on given tables. */
  'open-size-chart': SizeChartStart;
  /** Open the support chat, optionally about a piece or an order. */
  'open-chat': ChatStart;
  /** A sign-out on purpose is starting: the session keeper stops and shows no "expired" page. */
  'shop:signing-out': undefined;
  /** A toast was raised: the toaster is wanted now. */
  'toaster-wanted': undefined;
  /** This tab changed the stored bag ('storage' covers other tabs). */
  'bag-updated': undefined;
  /** This tab changed the stored wishlist. */
  'wishlist-updated': undefined;
  /** This tab added to the recently viewed list. */
  'recently-viewed-updated': undefined;
};

export type ShopEventName = keyof ShopEvents;
/** The events that carry nothing: they only say that something happened. */
export type SignalName = { [K in ShopEventName]: ShopEvents[K] extends undefined ? K : never }[ShopEventName];

/** Where events travel: the window in the browser; tests hand in their own. */
export type EventBus = Pick<EventTarget, 'dispatchEvent'>;

type DetailArgs<K extends ShopEventName> = ShopEvents[K] extends undefined ? [] : [detail: ShopEvents[K]];

/** Raises an event on the page (or on `bus`). */
export function emitOn<K extends ShopEventName>(bus: EventBus, name: K, ...[detail]: DetailArgs<K>): void {
  bus.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Raises an event on the page. */
export const emit = <K extends ShopEventName>(name: K, ...detail: DetailArgs<K>): void =>
  emitOn(window, name, ...detail);

/** Listens to a page event; answers the function that stops listening. */
export function on<K extends ShopEventName>(
  name: K,
  listener: (detail: ShopEvents[K]) => void,
  options?: AddEventListenerOptions,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ShopEvents[K]>).detail);
  window.addEventListener(name, handler, options);
  return () => window.removeEventListener(name, handler);
}

/** What a dialog opened by an event gets from the shell: the event's detail included. */
export type EventDialogProps<K extends ShopEventName> = {
  open: boolean;
  detail?: ShopEvents[K];
  onOpenChange: (open: boolean) => void;
};
