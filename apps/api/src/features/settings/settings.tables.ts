// The shop settings the owner edits: one row per section (support, delivery; low stock, tier
// thresholds and the shop's name are accepted by the CHECK ahead of their screens), its value a JSON
// object checked by the section's schema in @shop/contracts on the way in and on the way out. A
// section without a row has its defaults.
import { SHOP_SETTINGS_SECTIONS, SHOP_SETTINGS_STORED_SECTIONS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';

export const shopSettings = pgTable(
  'shop_settings',
  {
    section: text('section', { enum: SHOP_SETTINGS_SECTIONS }).primaryKey(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
    // Who saved it last; kept as "someone" when that admin's account is later deleted.
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'shop_settings_section',
      sql`${t.section} IN (${sql.raw(SHOP_SETTINGS_STORED_SECTIONS.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('shop_settings_value_object', sql`jsonb_typeof(${t.value}) = 'object'`),
  ],
);
