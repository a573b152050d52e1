// The owner's exit-intent screen: the settings, the offers (create, change, reorder, delete) and what
// each offer did in the last 30 days — views, conversions (paid orders that used one of its codes,
// each order once), the conversion rate and the revenue of those orders.
import { EXIT_INTENT_DEFAULTS, FALLBACK_OFFER_COPY, FALLBACK_OFFERS } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError, invalidInput } from '../../lib/errors';
import { sentFields } from '../../lib/sent-fields';
import type { ExitIntentSettingsInput, ExitOfferChange, ExitOfferCreate } from '@shop/contracts';
import {
  allOffers,
  deleteOffer,
  existingOfferIds,
  findOffer,
  findSettings,
  insertOffer,
  nextPosition,
  offerStats,
  setPositions,
  updateOffer,
  upsertSettings,
  type NewOfferRecord,
  type OfferRecord,
} from './exit-intent.repo';
import { publicOfferView, settingsView } from './exit-intent.service';

type Deps = Pick<AppDeps, 'database'>;

export const STATS_DAYS = 30;
const NOT_FOUND = 'No such offer.';

const adminOfferView = (o: OfferRecord) => ({
  ...publicOfferView(o),
  position: o.position,
  created_at: o.createdAt.toISOString(),
  updated_at: o.updatedAt.toISOString(),
});

export async function adminExitIntent(deps: Deps) {
  const { db } = deps.database;
  const [settings, offers] = await Promise.all([findSettings(db), allOffers(db)]);
  return {
    settings: settingsView(settings),
    defaults: EXIT_INTENT_DEFAULTS,
    saved_at: settings?.updatedAt.toISOString() ?? null,
    offers: offers.map(adminOfferView),
  };
}

export async function saveExitIntentSettings(deps: Deps, adminId: string, input: ExitIntentSettingsInput) {
  await upsertSettings(deps.database.db, {
    enabled: input.enabled,
    sensitivity: input.sensitivity,
    delayMs: input.delay,
    countdownDuration: input.countdown_duration,
    updatedBy: adminId,
  });
  return adminExitIntent(deps);
}

function columns(input: ExitOfferChange): Partial<NewOfferRecord> {
  return sentFields<Partial<NewOfferRecord>>({
    title: input.title,
    description: input.description,
    discount: input.discount,
    icon: input.icon,
    colourFrom: input.colour_from,
    colourTo: input.colour_to,
    urgency: input.urgency,
    cta: input.cta,
    offerType: input.offer_type,
    requiresCart: input.requires_cart,
    requiresWishlist: input.requires_wishlist,
    firstTimeOnly: input.first_time_only,
    // null clears the minimum; left out keeps it.
    minCartValue: input.min_cart_value === 0 ? null : input.min_cart_value,
    enabled: input.enabled,
  });
}

export async function createExitOffer(deps: Deps, input: ExitOfferCreate) {
  const { db } = deps.database;
  const row = await insertOffer(db, {
    ...columns(input),
    title: input.title,
    description: input.description,
    discount: input.discount,
    cta: input.cta,
    position: await nextPosition(db),
  });
  return { offer: adminOfferView(row) };
}

export async function changeExitOffer(deps: Deps, id: string, input: ExitOfferChange) {
  const { db } = deps.database;
  const record = columns(input);
  const row = Object.keys(record).length > 0 ? await updateOffer(db, id, record) : await findOffer(db, id);
  if (!row) throw new HttpError(404, 'not_found', NOT_FOUND);
  return { offer: adminOfferView(row) };
}

export async function removeExitOffer(deps: Deps, id: string) {
  if (!(await deleteOffer(deps.database.db, id))) throw new HttpError(404, 'not_found', NOT_FOUND);
  return { deleted: true };
}

/** The listed offers first, in the order given; the rest keep their order behind them. */
export async function reorderExitOffers(deps: Deps, ids: string[]) {
  await deps.database.db.transaction(async (tx) => {
    const known = await existingOfferIds(tx, ids);
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw invalidInput(`ids.${unknown}`, 'No such offer');
    const listed = new Set(ids);
    const rest = (await allOffers(tx)).map((o) => o.id).filter((id) => !listed.has(id));
    await setPositions(tx, [...ids, ...rest]);
  });
  return adminExitIntent(deps);
}

/** Per offer, the last 30 days: the owner's offers in order, then fallbacks that had any activity. */
export async function exitIntentStats(deps: Deps, now = new Date()) {
  const { db } = deps.database;
  const since = new Date(now.getTime() - STATS_DAYS * 24 * 3600_000);
  const [offers, stats] = await Promise.all([allOffers(db), offerStats(db, since)]);
  const byId = new Map(stats.map((s) => [s.offerId, s]));
  const line = (offer_id: string, title: string, discount: number, kind: 'owner' | 'fallback') => {
    const s = byId.get(offer_id);
    const views = s?.views ?? 0;
    const conversions = s?.conversions ?? 0;
    return {
      offer_id,
      title,
      discount,
      kind,
      views,
      conversions,
      // Conversions per view, as a percentage with one decimal; null when nobody saw it.
      conversion_rate: views > 0 ? Math.round((conversions / views) * 1000) / 10 : null,
      revenue: s?.revenue ?? 0,
    };
  };
  return {
    since: since.toISOString(),
    days: STATS_DAYS,
    offers: [
      ...offers.map((o) => line(o.id, o.title, o.discount, 'owner')),
      ...FALLBACK_OFFERS.filter((f) => byId.has(f.id)).map((f) =>
        line(f.id, FALLBACK_OFFER_COPY[f.offerType].title, f.discount, 'fallback'),
      ),
    ],
  };
}
