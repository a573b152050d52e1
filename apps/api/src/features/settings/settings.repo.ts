// The shop settings rows, each with the e-mail of the admin who saved it last.
import { eq } from 'drizzle-orm';
import type { ShopSettingsSection } from '@shop/contracts';
import type { Db } from '../../db/database';
import { user } from '../accounts/accounts.tables';
import { shopSettings } from './settings.tables';

export type SettingsRow = {
  section: ShopSettingsSection;
  value: Record<string, unknown>;
  updatedAt: Date;
  updatedByEmail: string | null;
};

/** Every saved section (one small query: the public read and the admin screen both use it). */
export function allSettings(db: Db): Promise<SettingsRow[]> {
  return db
    .select({
      section: shopSettings.section,
      value: shopSettings.value,
      updatedAt: shopSettings.updatedAt,
      updatedByEmail: user.email,
    })
    .from(shopSettings)
    .leftJoin(user, eq(user.id, shopSettings.updatedBy));
}

/** One section's stored value, or null (read through `db`, a transaction's too). */
export async function settingsValue(db: Db, section: ShopSettingsSection): Promise<unknown> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.section, section));
  return row?.value ?? null;
}

export async function saveSettings(
  db: Db,
  values: { section: ShopSettingsSection; value: Record<string, unknown>; updatedBy: string },
): Promise<void> {
  const now = new Date();
  await db
    .insert(shopSettings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: shopSettings.section,
      set: { value: values.value, updatedBy: values.updatedBy, updatedAt: now },
    });
}
