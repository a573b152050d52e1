// The exit-intent offer's tables: the owner's settings (one row; none saved means the spec's
// defaults), the owner's offers in their order, and who saw which offer on which day (one row per
// visitor, offer and day, so a view counts once however often it is reported). Conversions are not
// stored here: they are orders that used a code minted for the offer (discounts.offer_id).
import { EXIT_OFFER_ICONS, EXIT_OFFER_TYPES } from '@shop/domain/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, moment, updatedAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';

export const exitIntentSettings = pgTable(
  'exit_intent_settings',
  {
    // Always 'shop': there is one set of settings.
    id: text('id').primaryKey().default('shop'),
    enabled: boolean('enabled').notNull(),
    sensitivity: integer('sensitivity').notNull(),
    delayMs: integer('delay_ms').notNull(),
    countdownDuration: integer('countdown_duration').notNull(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('exit_intent_settings_one', sql`${t.id} = 'shop'`),
    check(
      'exit_intent_settings_ranges',
      sql`${t.sensitivity} >= 0 and ${t.delayMs} >= 0 and ${t.countdownDuration} > 0`,
    ),
  ],
);

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);

export const exitIntentOffers = pgTable(
  'exit_intent_offers',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    discount: integer('discount').notNull(),
    icon: text('icon', { enum: EXIT_OFFER_ICONS }).notNull().default('gift'),
    // The card's gradient, from one colour to the other (#rrggbb).
    colourFrom: text('colour_from').notNull().default('#be123c'),
    colourTo: text('colour_to').notNull().default('#ea580c'),
    urgency: text('urgency').notNull().default(''),
    cta: text('cta').notNull(),
    offerType: text('offer_type', { enum: EXIT_OFFER_TYPES }).notNull().default('general'),
    requiresCart: boolean('requires_cart').notNull().default(false),
    requiresWishlist: boolean('requires_wishlist').notNull().default(false),
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    minCartValue: integer('min_cart_value'),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exit_intent_offers_position_idx').on(t.position),
    check('exit_intent_offers_discount', sql`${t.discount} between 1 and 100`),
    check('exit_intent_offers_min_cart', sql`${t.minCartValue} is null or ${t.minCartValue} >= 0`),
    check('exit_intent_offers_icon', inList('icon', EXIT_OFFER_ICONS)),
    check('exit_intent_offers_type', inList('offer_type', EXIT_OFFER_TYPES)),
  ],
);

export const exitIntentViews = pgTable(
  'exit_intent_views',
  {
    // An owner offer's id or a fallback's ('fallback-welcome'); kept when the offer is deleted.
    offerId: text('offer_id').notNull(),
    // u:<user id>, g:<guest id> or ip:<address>: who counted, never shown to anyone.
    visitor: text('visitor').notNull(),
    day: moment('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.visitor, t.day] }),
    index('exit_intent_views_day_idx').on(t.day),
  ],
);
