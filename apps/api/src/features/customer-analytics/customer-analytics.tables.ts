// The owner's notes and tags on a customer (document 2 §3 "Customer note", "Customer tag"). A customer
// is a phone number (+254…), so they stay with guests who never made an account. Who wrote each is
// kept as the admin's id and e-mail as it was.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns';
import { user } from '../accounts/accounts.tables';

export const customerNotes = pgTable(
  'customer_notes',
  {
    id: idColumn(),
    phoneNumber: text('phone_number').notNull(),
    note: text('note').notNull(),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_notes_phone_idx').on(t.phoneNumber, t.createdAt),
    check('customer_notes_note', sql`length(trim(${t.note})) > 0`),
  ],
);

export const customerTags = pgTable(
  'customer_tags',
  {
    id: idColumn(),
    phoneNumber: text('phone_number').notNull(),
    tag: text('tag').notNull(),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // One tag once per customer, whatever its capitals ("VIP" and "vip" are the same tag).
    uniqueIndex('customer_tags_phone_tag_unique').on(t.phoneNumber, sql`lower(${t.tag})`),
    index('customer_tags_tag_idx').on(sql`lower(${t.tag})`),
    check('customer_tags_tag', sql`length(trim(${t.tag})) > 0`),
  ],
);
