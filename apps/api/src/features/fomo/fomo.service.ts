// The recent-purchase toast (spec §2, §4, §7; DESIGN "social proof is honest"): what a shopper's toast
// reads and what the owner sees and changes at /admin/fomo.
//
// Naming rule: the buyer's first name and neighbourhood appear only when they ticked the opt-in at
// checkout (off by default). Without it the order still appears, as "Someone in Nairobi bought
// {product}": a purchase somewhere in the city the shop delivers to names nobody, and leaving it out
// would make the toast rarer without making anyone safer; the checkbox's words ("first name and area")
// stay true because neither is shown. With consent the area is a known neighbourhood matched in the
// delivery address (or 'Nairobi' until the details are given), never the address itself.
import {
  areaOf,
  buyerLabel,
  FOMO_DEFAULT_AREA,
  FOMO_LIMIT,
  FOMO_WINDOW_HOURS,
  minutesSince,
  shortOrderId,
} from '@shop/domain/rules';
import type { FomoAnswer, FomoEntry, FomoSettingsInput } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import {
  hideOrder,
  readOwnerList,
  readSettings,
  readToast,
  unhideOrder,
  writeSettings,
  type RecentPurchaseRow,
} from './fomo.repo';

type Deps = Pick<AppDeps, 'database'>;

/** The owner sees more than the toast shows, so hidden and older entries can be found and put back. */
const OWNER_LIST_LIMIT = 50;

const windowStart = (now: Date) => new Date(now.getTime() - FOMO_WINDOW_HOURS * 3_600_000);

function entryOf(row: RecentPurchaseRow, now: Date): FomoEntry {
  const purchasedAt = new Date(row.purchased_ms);
  return {
    name: buyerLabel(row.consented, row.user_name, row.delivery_name),
    area: row.consented ? areaOf(row.delivery_location) : FOMO_DEFAULT_AREA,
    product_name: row.product_name,
    product_id: row.product_id,
    minutes_ago: minutesSince(purchasedAt, now),
    purchased_at: purchasedAt.toISOString(),
  };
}

/** GET /api/fomo: the settings and at most 10 real entries; none when switched off. */
export async function toastEntries(deps: Deps, now = new Date()): Promise<FomoAnswer> {
  const { settings, entries } = await readToast(deps.database.db, windowStart(now), FOMO_LIMIT);
  return { ...settings, entries: entries.map((row) => entryOf(row, now)) };
}

export const fomoSettings = (deps: Deps) => readSettings(deps.database.db);

export async function saveFomoSettings(deps: Deps, input: FomoSettingsInput, now = new Date()) {
  await writeSettings(deps.database.db, input, now);
  return readSettings(deps.database.db);
}

/** GET /api/admin/fomo: the settings, the window's entries (which ones the toast shows now) and the opt-out count. */
export async function ownerView(deps: Deps, now = new Date()) {
  const db = deps.database.db;
  const settings = await readSettings(db);
  const { entries, optOutCount } = await readOwnerList(db, windowStart(now), OWNER_LIST_LIMIT);
  let shown = 0;
  return {
    settings,
    window_hours: FOMO_WINDOW_HOURS,
    limit: FOMO_LIMIT,
    opt_out_count: optOutCount,
    entries: entries.map((row) => {
      const showing = settings.enabled && !row.hidden && shown < FOMO_LIMIT;
      if (!row.hidden) shown += 1;
      return {
        ...entryOf(row, now),
        order_id: row.order_id,
        short_id: shortOrderId(row.order_id),
        consented: row.consented,
        hidden: row.hidden,
        shown: showing,
      };
    }),
  };
}

/** PUT /api/admin/fomo/entries/:id { hidden }: keeps one order out of the toast, or lets it back. */
export async function setEntryHidden(
  deps: Deps,
  admin: { id: string },
  orderId: string,
  hidden: boolean,
  now = new Date(),
) {
  const db = deps.database.db;
  const found = hidden ? await hideOrder(db, orderId, admin.id) : await unhideOrder(db, orderId);
  if (!found) throw new HttpError(404, 'order_not_found', 'There is no order with that id.');
  return ownerView(deps, now);
}
