// The shop settings: the public read every page carries (the server renders the footer and the help
// links with it), kept in memory for a minute per server process and forgotten by this process when
// the owner saves; other processes catch up within the minute. The owner reads and saves a section.
import { SHOP_SETTINGS_SCHEMAS, SHOP_SETTINGS_SECTIONS, type ShopSettingsSection } from '@shop/contracts';
import { DEFAULT_SUPPORT_SETTINGS, type SupportSettings } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { AnswerCache } from '../../lib/answer-cache';
import { visitorCache } from '../../lib/visitor-cache';
import type { ViewerUser } from '../accounts/accounts.service';
import { allSettings, saveSettings, type SettingsRow } from './settings.repo';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

/** What every visitor may see of the settings. */
export type PublicShopSettings = { support: SupportSettings };

const DEFAULTS: { [S in ShopSettingsSection]: PublicShopSettings[S] } = {
  support: DEFAULT_SUPPORT_SETTINGS,
};

/** How long a server process keeps the settings without asking the database. */
export const SETTINGS_CACHE_MS = 60_000;

const caches = new WeakMap<AppDeps['database'], AnswerCache<PublicShopSettings>>();

function cacheOf(deps: Pick<AppDeps, 'database'>) {
  let cache = caches.get(deps.database);
  if (!cache) {
    cache = new AnswerCache<PublicShopSettings>(SETTINGS_CACHE_MS, 1);
    caches.set(deps.database, cache);
  }
  return cache;
}

/** A stored section read back through its schema; one that no longer fits gives the defaults. */
function sectionValue<S extends ShopSettingsSection>(
  deps: Deps,
  section: S,
  row: SettingsRow | undefined,
): PublicShopSettings[S] {
  if (!row) return DEFAULTS[section];
  const parsed = SHOP_SETTINGS_SCHEMAS[section].safeParse(row.value);
  if (parsed.success) return parsed.data;
  deps.logger.warn({ section }, 'stored shop settings do not fit their schema; defaults shown');
  return DEFAULTS[section];
}

async function readAll(deps: Deps) {
  const rows = new Map((await allSettings(deps.database.db)).map((r) => [r.section, r]));
  return { rows, settings: { support: sectionValue(deps, 'support', rows.get('support')) } };
}

/** The settings as every visitor gets them (GET /api/settings, and inside every server-rendered page). */
export function publicShopSettings(deps: Deps): Promise<PublicShopSettings> {
  return cacheOf(deps).get('public', async () => (await readAll(deps)).settings);
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
        { value: settings[section], defaults: DEFAULTS[section], ...meta(section) },
      ]),
    ) as {
      [S in ShopSettingsSection]: ReturnType<typeof meta> & {
        value: PublicShopSettings[S];
        defaults: PublicShopSettings[S];
      };
    },
  };
}

/** Saves the support section (already validated: +254 number, https addresses), recording who. */
export async function saveSupportSettings(deps: Deps, admin: ViewerUser, value: SupportSettings) {
  await saveSettings(deps.database.db, { section: 'support', value, updatedBy: admin.id });
  deps.logger.info({ section: 'support', adminId: admin.id }, 'shop settings saved');
  cacheOf(deps).clear();
  // The footer is in every server-rendered page visitors share for a few seconds.
  visitorCache(deps).clear();
  return adminShopSettings(deps);
}
