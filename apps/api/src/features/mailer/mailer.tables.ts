import { EMAIL_SETTING_KEYS } from '@shop/domain/rules';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, moment, updatedAt } from '../../db/columns';

// Mail the shop sends when no SMTP server is configured: kept here for an admin to read (and for
// tests), instead of being lost. With SMTP_URL set, mail goes out and nothing is stored.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    // The HTML part, when the mail has one (older rows and the test e-mail have none).
    html: text('html'),
    kind: text('kind').notNull(),
    createdAt: moment('created_at').defaultNow().notNull(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

// The owner's e-mail settings (the spec's email_notification_settings): one row per key, the value as
// text. A key without a row keeps its default (DEFAULT_EMAIL_SETTINGS), so a new shop sends as before.
export const emailNotificationSettings = pgTable(
  'email_notification_settings',
  {
    settingKey: text('setting_key', { enum: EMAIL_SETTING_KEYS }).primaryKey(),
    settingValue: text('setting_value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'email_notification_settings_key',
      sql`${t.settingKey} in ('notifications_enabled', 'customer_notifications_enabled', 'admin_notifications_enabled', 'admin_email')`,
    ),
  ],
);
