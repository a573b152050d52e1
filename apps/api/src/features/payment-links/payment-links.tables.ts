// Payment links the owner sends (a manual order from WhatsApp or Instagram, or a call-back after a
// payment that did not go through). The token in the link is its only key; the pieces are kept as the
// bag a browser would send, so paying the link is the normal checkout. The order it became is written
// with the order, in the same transaction (place-order.workflow).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, moment } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { checkouts } from '../checkout/checkout.tables';
import { orders } from '../orders/orders.tables';
import type { BagInput } from '@shop/contracts';

export const PAYMENT_LINK_SOURCES = ['manual', 'call_back'] as const;

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: idColumn(),
    token: text('token').notNull(),
    source: text('source', { enum: PAYMENT_LINK_SOURCES }).notNull(),
    // +254 form: who the link is for (prefilled for M-Pesa; they may pay from another number).
    phone: text('phone').notNull(),
    customerName: text('customer_name'),
    // The owner's own words about the sale ("Instagram DM, wants it by Friday"); never shown to the shopper.
    note: text('note'),
    lines: jsonb('lines').$type<BagInput>().notNull(),
    discountCode: text('discount_code'),
    // The unfinished checkout a call-back link was made from.
    fromCheckoutId: uuid('from_checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    cancelledAt: moment('cancelled_at'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paidAt: moment('paid_at'),
  },
  (t) => [
    uniqueIndex('payment_links_token_unique').on(t.token),
    index('payment_links_created_idx').on(t.createdAt),
    check('payment_links_source', sql`${t.source} in ('manual', 'call_back')`),
  ],
);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
