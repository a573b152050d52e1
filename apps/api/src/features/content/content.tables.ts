// The owner's own text for the static pages. A page without a row keeps the text built into the web
// app, so the shop reads well before the owner has written anything.
import { PAGE_SLUGS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';

export const pageTexts = pgTable(
  'page_texts',
  {
    slug: text('slug', { enum: PAGE_SLUGS }).primaryKey(),
    title: text('title').notNull(),
    // Markdown or plain text; the web page renders it as text, never as HTML.
    body: text('body').notNull(),
    updatedAt: updatedAt(),
    // Who wrote it last; kept when that admin's account is later deleted, as "someone".
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [check('page_texts_slug', sql`${t.slug} IN ('privacy', 'terms', 'about', 'shipping-returns')`)],
);
