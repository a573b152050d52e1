// The exit-intent offer on the server. Visitors read the owner's settings (the spec's defaults when
// none are saved) and the switched-on offers; they report a view, counted once per visitor, offer and
// day and rate limited. The percentage of a code minted for an offer is read here from the owner's
// offer (or a fallback while the owner has none switched on), never from the browser.
import {
  EXIT_INTENT_DEFAULTS,
  fallbackOfferById,
  type ExitIntentSettings,
  type RateLimit,
} from '@shop/domain/rules';
import { RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { consumeAttemptsAtomically } from '../rate-limits/rate-limits.service';
import {
  allOffers,
  countEnabledOffers,
  findOffer,
  findSettings,
  insertView,
  pruneViews,
  type OfferRecord,
  type SettingsRecord,
} from './exit-intent.repo';

type Deps = Pick<AppDeps, 'database'>;

const DAY_MS = 24 * 3600_000;
/** Views are kept a while beyond the 30 days the owner's stats show. */
const VIEWS_KEPT_DAYS = 60;
export const EXIT_VIEW_VISITOR_LIMIT: RateLimit = { maxAttempts: 20, windowMs: 60_000 };
export const EXIT_VIEW_ADDRESS_LIMIT: RateLimit = { maxAttempts: 120, windowMs: 60_000 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const settingsView = (row: SettingsRecord | null): ExitIntentSettings =>
  row
    ? {
        enabled: row.enabled,
        sensitivity: row.sensitivity,
        delay: row.delayMs,
        countdown_duration: row.countdownDuration,
      }
    : { ...EXIT_INTENT_DEFAULTS };

/** An offer as the storefront shows it (and as eligibility reads it). */
export const publicOfferView = (o: OfferRecord) => ({
  id: o.id,
  title: o.title,
  description: o.description,
  discount: o.discount,
  icon: o.icon,
  colour_from: o.colourFrom,
  colour_to: o.colourTo,
  urgency: o.urgency,
  cta: o.cta,
  offer_type: o.offerType,
  enabled: o.enabled,
  conditions: {
    requiresCart: o.requiresCart,
    requiresWishlist: o.requiresWishlist,
    firstTimeOnly: o.firstTimeOnly,
    minCartValue: o.minCartValue,
  },
});

/** GET /api/exit-intent/settings: the settings and the switched-on offers in the owner's order. */
export async function publicSettings(deps: Deps) {
  const { db } = deps.database;
  const [settings, offers] = await Promise.all([findSettings(db), allOffers(db, true)]);
  return { ...settingsView(settings), offers: offers.map(publicOfferView) };
}

/** Who counts: the account, else the device's guest id, else the address. */
export type ExitVisitor = { userId: string | null; guestId: string | null; ip: string };
const visitorKey = ({ userId, guestId, ip }: ExitVisitor) =>
  userId ? `u:${userId}` : guestId ? `g:${guestId}` : `ip:${ip}`;

/** Whether an offer id names something a visitor can be shown now. */
async function offerIsShown(db: Db, offerId: string): Promise<boolean> {
  if (UUID.test(offerId)) return (await findOffer(db, offerId))?.enabled === true;
  return fallbackOfferById(offerId) !== null;
}

/** A view of an offer: once per visitor, offer and day; rate limited per visitor and address. */
export async function recordOfferView(deps: Deps, visitor: ExitVisitor, offerId: string, now = new Date()) {
  const key = visitorKey(visitor);
  const allowed = await consumeAttemptsAtomically(
    deps,
    [
      { key: `exit-views:${key}`, limit: EXIT_VIEW_VISITOR_LIMIT },
      { key: `exit-views:ip:${visitor.ip}`, limit: EXIT_VIEW_ADDRESS_LIMIT },
    ],
    now,
  );
  if (!allowed) throw new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
  const { db } = deps.database;
  if (!(await offerIsShown(db, offerId)))
    throw new HttpError(404, 'unknown_offer', 'This offer is no longer available.');
  const day = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const counted = await insertView(db, { offerId, visitor: key, day });
  // Now and then forget views the 30-day stats no longer read (1 request in 200).
  if (Math.random() < 0.005) await pruneViews(db, new Date(day.getTime() - VIEWS_KEPT_DAYS * DAY_MS));
  return { counted };
}

/**
 * The percentage a code minted for this offer gives, read from the database: an owner's offer that
 * is switched on, or a fallback while the owner has none switched on. Offers for first-time visitors
 * (and the welcome fallback) are not for signed-in shoppers. Null: nothing to mint.
 */
export async function mintablePercent(db: Db, offerId: string, signedIn: boolean): Promise<number | null> {
  if (UUID.test(offerId)) {
    const offer = await findOffer(db, offerId);
    if (!offer?.enabled || (offer.firstTimeOnly && signedIn)) return null;
    return offer.discount;
  }
  const fallback = fallbackOfferById(offerId);
  if (!fallback || (fallback.offerType === 'welcome' && signedIn)) return null;
  return (await countEnabledOffers(db)) === 0 ? fallback.discount : null;
}
