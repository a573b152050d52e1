// The owner's e-mail settings (document 2 §3 "Email notification setting", §7): four keys kept as text
// in email_notification_settings, and who the order e-mails go to under them. Server and admin share
// these, so the screen says exactly what the sender does.

export const EMAIL_SETTING_KEYS = [
  'notifications_enabled',
  'customer_notifications_enabled',
  'admin_notifications_enabled',
  'admin_email',
] as const;
export type EmailSettingKey = (typeof EMAIL_SETTING_KEYS)[number];

export type EmailSettings = {
  notifications_enabled: boolean;
  customer_notifications_enabled: boolean;
  admin_notifications_enabled: boolean;
  /** Empty: the shop's ADMIN_EMAIL and every admin account, as before the setting existed. */
  admin_email: string;
};

/** A shop that never saved the settings sends every order e-mail, as it always did. */
export const DEFAULT_EMAIL_SETTINGS: Readonly<EmailSettings> = {
  notifications_enabled: true,
  customer_notifications_enabled: true,
  admin_notifications_enabled: true,
  admin_email: '',
};

/** The longest admin e-mail address accepted (RFC 5321's path limit). */
export const ADMIN_EMAIL_MAX_LENGTH = 254;

/** The settings from their stored rows; a missing or unreadable row keeps its default. */
export function emailSettingsFromRows(
  rows: readonly { setting_key: string; setting_value: string | null }[],
): EmailSettings {
  const settings: EmailSettings = { ...DEFAULT_EMAIL_SETTINGS };
  for (const { setting_key: key, setting_value: value } of rows) {
    if (key === 'admin_email') settings.admin_email = (value ?? '').trim().toLowerCase();
    else if (
      (key === 'notifications_enabled' ||
        key === 'customer_notifications_enabled' ||
        key === 'admin_notifications_enabled') &&
      (value === 'true' || value === 'false')
    )
      settings[key] = value === 'true';
  }
  return settings;
}

/** The rows to store: each key with its value as text ('true'/'false', or the address). */
export function emailSettingRows(
  settings: EmailSettings,
): { setting_key: EmailSettingKey; setting_value: string }[] {
  return EMAIL_SETTING_KEYS.map((key) => ({ setting_key: key, setting_value: String(settings[key]) }));
}

/**
 * Who gets the shop's own order e-mails (new order, delivery details received): nobody with admin
 * notifications off; the admin e-mail alone when one is set; otherwise the shop's ADMIN_EMAIL and every
 * admin account. Each address once, compared without case.
 */
export function adminMailRecipients(
  settings: Pick<EmailSettings, 'admin_notifications_enabled' | 'admin_email'>,
  configEmail: string | undefined,
  adminAccounts: readonly string[],
): string[] {
  if (!settings.admin_notifications_enabled) return [];
  const chosen = settings.admin_email.trim();
  const all = chosen ? [chosen] : [...(configEmail ? [configEmail] : []), ...adminAccounts];
  const seen = new Set<string>();
  return all.filter((address) => {
    const key = address.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
