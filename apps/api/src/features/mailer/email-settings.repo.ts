// The owner's e-mail settings rows (the spec's email_notification_settings): read all four, and the
// spec's update of setting_value and updated_at by setting_key (an upsert, so a new shop needs no seed).
import { emailSettingRows, emailSettingsFromRows, type EmailSettings } from '@shop/domain/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailNotificationSettings as settingsTable } from './mailer.tables';

export async function readEmailSettings(db: Db): Promise<EmailSettings & { updated_at: string | null }> {
  const rows = await db.select().from(settingsTable);
  const newest = rows.reduce<Date | null>((at, r) => (at && at > r.updatedAt ? at : r.updatedAt), null);
  return {
    ...emailSettingsFromRows(rows.map((r) => ({ setting_key: r.settingKey, setting_value: r.settingValue }))),
    updated_at: newest?.toISOString() ?? null,
  };
}

export async function writeEmailSettings(db: Db, settings: EmailSettings, now: Date): Promise<void> {
  await db
    .insert(settingsTable)
    .values(
      emailSettingRows(settings).map((r) => ({
        settingKey: r.setting_key,
        settingValue: r.setting_value,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: settingsTable.settingKey,
      set: { settingValue: sql`excluded.setting_value`, updatedAt: now },
    });
}
