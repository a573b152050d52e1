// The shop settings: the public read every page carries (the server renders the footer, the help
// links, the delivery figures and the shop's name and logo with it) and the checkout charges by, kept
// in memory for a minute per server process and forgotten by this process when the owner saves.
// Other processes catch up within that minute (SETTINGS_CACHE_MS): a checkout opened there in the
// meantime still charges the previous fees, a mail sent there still carries the previous name. The
// owner reads and saves a section.
import {
  SHOP_SETTINGS_SCHEMAS,
  SHOP_SETTINGS_SECTIONS,
  type ShopIdentityInput,
  type ShopSettingsSection,
} from '@shop/contracts';
import {
  defaultShopIdentity,
  DEFAULT_DELIVERY_SETTINGS,
  DEFAULT_LOW_STOCK_SETTINGS,
  DEFAULT_SUPPORT_SETTINGS,
  DEFAULT_TIER_SETTINGS,
  tierThresholds,
  type DeliverySettings,
  type LowStockSettings,
  type ShopIdentity,
  type SupportSettings,
  type TierSettings,
  type TierThresholds,
} from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { AnswerCache } from '../../lib/answer-cache';
import { forgetEverywhere } from '../../lib/forget-everywhere';
import { visitorCache } from '../../lib/visitor-cache';
import type { ViewerUser } from '../accounts/accounts.service';
import type { Db } from '../../db/database';
import { allSettings, saveSettings, settingsValue, type SettingsRow } from './settings.repo';
import { measureLogo } from './shop-logo';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

/** What every visitor may see of the settings. */
export type PublicShopSettings = {
  support: SupportSettings;
  delivery: DeliverySettings;
  tiers: TierSettings;
  shop: ShopIdentity;
};

/** Every section, the owner's own ones (low stock) too. */
export type ShopSettings = PublicShopSettings & { low_stock: LowStockSettings };

/** The built-in values; the shop's name is the configured SHOP_NAME until the owner saves one. */
const defaultsOf = (deps: Pick<AppDeps, 'config'>): ShopSettings => ({
  support: DEFAULT_SUPPORT_SETTINGS,
  delivery: DEFAULT_DELIVERY_SETTINGS,
  low_stock: DEFAULT_LOW_STOCK_SETTINGS,
  tiers: DEFAULT_TIER_SETTINGS,
  shop: defaultShopIdentity(deps.config.SHOP_NAME),
});

/** How long a server process keeps the settings without asking the database. */
export const SETTINGS_CACHE_MS = 60_000;

/** Tells every server process on the database to read the settings afresh (a save on any of them). */
const SETTINGS_CHANNEL = 'shop_settings_changed';

// Kept per configuration, the one object every request of a process shares (a service may hand on
// a copy of its database bound to a transaction: that must not start a cache and a LISTEN of its own).
const caches = new WeakMap<AppDeps['config'], { settings: AnswerCache<ShopSettings>; clear: () => void }>();

function cacheOf(deps: Pick<AppDeps, 'config' | 'database' | 'logger'>) {
  let cache = caches.get(deps.config);
  if (!cache) {
    const settings = new AnswerCache<ShopSettings>(SETTINGS_CACHE_MS, 1);
    // The checkout charges the delivery fee from here: no process may charge an old fee for a minute.
    const clear = forgetEverywhere(deps.database, SETTINGS_CHANNEL, () => settings.clear(), deps.logger);
    cache = { settings, clear };
    caches.set(deps.config, cache);
  }
  return cache;
}

/** A stored section read back through its schema; one that no longer fits gives the defaults. */
function sectionValue<S extends ShopSettingsSection>(
  deps: Deps,
  section: S,
  row: SettingsRow | undefined,
): ShopSettings[S] {
  if (!row) return defaultsOf(deps)[section];
  const parsed = SHOP_SETTINGS_SCHEMAS[section].safeParse(row.value);
  if (parsed.success) return parsed.data as ShopSettings[S];
  deps.logger.warn({ section }, 'stored shop settings do not fit their schema; defaults shown');
  return defaultsOf(deps)[section];
}

async function readAll(deps: Deps) {
  const rows = new Map((await allSettings(deps.database.db)).map((r) => [r.section, r]));
  const settings: ShopSettings = {
    support: sectionValue(deps, 'support', rows.get('support')),
    delivery: sectionValue(deps, 'delivery', rows.get('delivery')),
    low_stock: sectionValue(deps, 'low_stock', rows.get('low_stock')),
    tiers: sectionValue(deps, 'tiers', rows.get('tiers')),
    shop: sectionValue(deps, 'shop', rows.get('shop')),
  };
  return { rows, settings };
}

/** The settings as every visitor gets them (GET /api/settings, and inside every server-rendered page). */
export async function publicShopSettings(deps: Deps): Promise<PublicShopSettings> {
  const { support, delivery, tiers, shop } = await cachedSettings(deps);
  return { support, delivery, tiers, shop };
}

/**
 * The shop's name and logo now: the one read every mail, SMS, slip, page title and the manifest go
 * through (the owner's saved section, else SHOP_NAME). A database that cannot be read leaves the
 * configured name, so a message still goes out named.
 */
export async function shopIdentity(deps: Deps): Promise<ShopIdentity> {
  try {
    return (await cachedSettings(deps)).shop;
  } catch (err) {
    deps.logger.warn({ err }, 'shop identity not read; the configured name used');
    return defaultShopIdentity(deps.config.SHOP_NAME);
  }
}

/** Every section through the per-process cache (what the checkout and the dashboard read). */
function cachedSettings(deps: Deps): Promise<ShopSettings> {
  return cacheOf(deps).settings.get('all', async () => (await readAll(deps)).settings);
}

/** The owner's tier thresholds through the cache (the tier card, the welcome mail). */
export async function cachedTierThresholds(deps: Deps): Promise<TierThresholds> {
  return tierThresholds((await cachedSettings(deps)).tiers);
}

/** The tier thresholds as `db` (a transaction) reads them now: what a recount of a customer uses. */
export async function tierThresholdsIn(db: Db): Promise<TierThresholds> {
  const value = await settingsValue(db, 'tiers');
  const parsed = value ? SHOP_SETTINGS_SCHEMAS.tiers.safeParse(value) : null;
  return tierThresholds(parsed?.success ? parsed.data : DEFAULT_TIER_SETTINGS);
}

/** The owner's low-stock level read straight from the store (the product list's "low stock" filter). */
export async function lowStockLevelIn(db: Db): Promise<number> {
  const value = await settingsValue(db, 'low_stock');
  const parsed = value ? SHOP_SETTINGS_SCHEMAS.low_stock.safeParse(value) : null;
  return (parsed?.success ? parsed.data : DEFAULT_LOW_STOCK_SETTINGS).at_most;
}

/** The owner's low-stock level (the dashboard's card). */
export async function lowStockSettings(deps: Deps): Promise<LowStockSettings> {
  return (await cachedSettings(deps)).low_stock;
}

/** The owner's view: each section's value, its defaults, and when and by whom it was last saved. */
export async function adminShopSettings(deps: Deps) {
  const { rows, settings } = await readAll(deps);
  const meta = (section: ShopSettingsSection) => {
    const row = rows.get(section);
    return { updated_at: row?.updatedAt.toISOString() ?? null, updated_by: row?.updatedByEmail ?? null };
  };
  return {
    sections: Object.fromEntries(
      SHOP_SETTINGS_SECTIONS.map((section) => [
        section,
        { value: settings[section], defaults: defaultsOf(deps)[section], ...meta(section) },
      ]),
    ) as {
      [S in ShopSettingsSection]: ReturnType<typeof meta> & {
        value: ShopSettings[S];
        defaults: ShopSettings[S];
      };
    },
  };
}

/** The delivery fees a checkout charges now (the cached read: a save shows at once on this process). */
export async function deliverySettings(deps: Deps): Promise<DeliverySettings> {
  return (await cachedSettings(deps)).delivery;
}

/** Saves one section (already validated by its schema), recording who, in the log and on the row. */
export async function saveShopSettings<S extends ShopSettingsSection>(
  deps: Deps,
  admin: ViewerUser,
  section: S,
  value: ShopSettings[S],
) {
  await saveSettings(deps.database.db, { section, value, updatedBy: admin.id });
  deps.logger.info({ section, adminId: admin.id }, 'shop settings saved');
  cacheOf(deps).clear();
  // The footer, the delivery figures and the shop's name are in every server-rendered page visitors
  // share for a few seconds.
  visitorCache(deps).clear();
  return adminShopSettings(deps);
}

/** Saves the shop's name and logo, the logo measured from its stored file (400 when it is not there). */
export async function saveShopIdentity(deps: Deps, admin: ViewerUser, input: Required<ShopIdentityInput>) {
  const size = input.logo ? await measureLogo(deps, input.logo) : { logo_width: 0, logo_height: 0 };
  return saveShopSettings(deps, admin, 'shop', { name: input.name, logo: input.logo, ...size });
}
