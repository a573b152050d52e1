// Home highlights: the round story covers under the hero. Each highlight is a titled, ordered set of
// products, bundles and videos with a cover picture, switched on or off, optionally shown only inside
// a window. An item names what it shows by kind and id (no foreign key across three tables): items
// whose piece is gone, switched off or sold out are dropped when the storefront reads them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, moment, updatedAt } from '../../db/columns';

export const HIGHLIGHT_ITEM_KINDS = ['product', 'bundle', 'video'] as const;

export const highlights = pgTable(
  'highlights',
  {
    id: idColumn(),
    title: text('title').notNull(),
    coverImage: text('cover_image'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('highlights_active_position_idx').on(t.active, t.position),
    check(
      'highlights_window',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

export const highlightItems = pgTable(
  'highlight_items',
  {
    id: idColumn(),
    highlightId: uuid('highlight_id')
      .notNull()
      .references(() => highlights.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HIGHLIGHT_ITEM_KINDS }).notNull(),
    refId: uuid('ref_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('highlight_items_highlight_ref_unique').on(t.highlightId, t.kind, t.refId),
    index('highlight_items_highlight_position_idx').on(t.highlightId, t.position),
    check('highlight_items_kind', sql`${t.kind} IN ('product', 'bundle', 'video')`),
  ],
);
