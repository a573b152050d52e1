// The recent-purchase toast, honestly (DESIGN "Deliberate differences"; spec §2, §3, §4, §7): real paid
// orders of the last 48 hours only, at most 10, nothing invented and no sample entries — with nothing
// real to show the toast stays hidden. A buyer's first name and neighbourhood are shown only when they
// ticked the box at checkout (the neighbourhood a known one found in the address, never the address);
// otherwise the purchase reads "Someone in Nairobi".

/** get_active_fomo_notifications {limit_count 10}. */
export const FOMO_LIMIT = 10;
/** Orders older than this are not "recent". */
export const FOMO_WINDOW_HOURS = 48;
/** The spec's browser-storage flag: the shopper dismissed the toast for good. */
export const FOMO_SEEN_STORAGE_KEY = 'has_seen_fomo';

export const FOMO_DELAY_RANGE = { min: 0, max: 600 } as const;
export const FOMO_INTERVAL_RANGE = { min: 3, max: 120 } as const;

export type FomoSettings = { enabled: boolean; delay_seconds: number; interval_seconds: number };
/** The spec gives no numbers: shown 8 s after the page settled, a new purchase every 10 s. */
export const DEFAULT_FOMO_SETTINGS: FomoSettings = { enabled: true, delay_seconds: 8, interval_seconds: 10 };

/** The checkout's opt-in, off by default. */
export const FOMO_OPT_IN_LABEL = "Show my first name and area in the shop's recent purchases";
export const FOMO_OPT_IN_HINT =
  'Other shoppers would see e.g. “Amina in Kilimani bought …”. Unticked, your purchase may show only as “Someone in Nairobi bought …”.';

/** Where the shop delivers: the area of every order whose address names no neighbourhood we know. */
export const FOMO_DEFAULT_AREA = 'Nairobi';
const SOMEONE = 'Someone';

/**
 * Neighbourhoods and nearby towns the shop delivers to, as shoppers write them. An address is matched
 * against these names only, so a house number or a street never reaches the toast.
 */
export const KNOWN_AREAS: readonly string[] = [
  'Kilimani',
  'Kileleshwa',
  'Lavington',
  'Westlands',
  'Parklands',
  'Karen',
  'Langata',
  'Runda',
  'Muthaiga',
  'Gigiri',
  'Spring Valley',
  'Loresho',
  'Kitisuru',
  'Hurlingham',
  'Upper Hill',
  'South B',
  'South C',
  'Embakasi',
  'Donholm',
  'Buruburu',
  'Umoja',
  'Kayole',
  'Eastleigh',
  'Kasarani',
  'Roysambu',
  'Zimmerman',
  'Githurai',
  'Kahawa',
  'Ruaka',
  'Rongai',
  'Kitengela',
  'Syokimau',
  'Athi River',
  'Ngong',
  'Kikuyu',
  'Kiambu',
  'Thika',
  'Ruiru',
  'Juja',
  'Madaraka',
  'Nairobi West',
  'Ngara',
  'Pangani',
  'Kawangware',
  'Dagoretti',
  'Riruta',
  'Mlolongo',
  'CBD',
];

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const AREA_PATTERNS = KNOWN_AREAS.map(
  (area) =>
    [area, new RegExp(`(^|[^\\p{L}])${escapeRe(area).replace(/ /g, '\\s+')}($|[^\\p{L}])`, 'iu')] as const,
);

/** The neighbourhood an address names (the first known one in it), or the shop's city. */
export function areaOf(address: string | null | undefined): string {
  if (!address) return FOMO_DEFAULT_AREA;
  let best: { area: string; at: number } | null = null;
  for (const [area, pattern] of AREA_PATTERNS) {
    const match = pattern.exec(address);
    if (match && (!best || match.index < best.at)) best = { area, at: match.index };
  }
  return best?.area ?? FOMO_DEFAULT_AREA;
}

/** A first name fit to show: the first word of a name, letters (and ' or -) only, at most 20 of them. */
export function firstNameOf(name: string | null | undefined): string | null {
  const word = name?.trim().split(/\s+/)[0] ?? '';
  if (!/^[\p{L}][\p{L}'-]{0,19}$/u.test(word)) return null;
  return word.charAt(0).toLocaleUpperCase('en') + word.slice(1).toLocaleLowerCase('en');
}

/** Who the toast names: the first name only with the buyer's consent, 'Someone' otherwise. */
export function buyerLabel(consented: boolean, ...names: (string | null | undefined)[]): string {
  if (!consented) return SOMEONE;
  for (const name of names) {
    const first = firstNameOf(name);
    if (first) return first;
  }
  return SOMEONE;
}

/** Whole minutes since a purchase, never below 0. */
export function minutesSince(purchasedAt: Date | string, now: Date | number): number {
  const at = typeof purchasedAt === 'string' ? Date.parse(purchasedAt) : purchasedAt.getTime();
  const ms = (typeof now === 'number' ? now : now.getTime()) - at;
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 60_000)) : 0;
}

/** "{first name or 'Someone'} in {area} bought {product} · {n} min ago". */
export function purchaseToastText(entry: { name: string; area: string; product: string; minutes: number }) {
  return `${entry.name} in ${entry.area} bought ${entry.product} · ${entry.minutes} min ago`;
}

/** A swipe dismisses the toast for good once it travelled past half the toast's width, either way. */
export function swipeDismisses(distancePx: number, widthPx: number): boolean {
  return widthPx > 0 && Math.abs(distancePx) > widthPx / 2;
}

/** Pages the toast never covers: the admin, the checkout and the payment and after-payment pages. */
export function toastAllowedOn(pathname: string): boolean {
  return !/^\/(admin|upload|checkout|payment-callback|order-confirmation|delivery-details)(\/|$)/.test(
    pathname,
  );
}
