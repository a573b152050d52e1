// A checkout: the bag as the server priced it, the stock held for it while the shopper pays, and the
// server-made payment reference (tx_ref) the provider reports back. It becomes exactly one order once
// the payment is verified; otherwise its hold is released on cancel, failure or expiry.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, moment, createdAt, updatedAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { discounts } from '../discounts/discounts.tables';

/** A line as it was priced and will be recorded on the order. */
export type CheckoutItemLine = {
  product_id: string;
  name: string;
  image: string | null;
  size: string | null;
  quantity: number;
  unit_price: number;
};
export type CheckoutBundleLine = {
  bundle_id: string;
  name: string;
  image: string | null;
  quantity: number;
  unit_price: number;
  components: { product_id: string; name: string; quantity: number; size: string | null }[];
};
export type CheckoutLines = { items: CheckoutItemLine[]; bundles: CheckoutBundleLine[] };
/** Pieces of one size (a product_variants row) taken for a checkout. */
export type HeldPiece = { variant_id: string; product_id: string; quantity: number };
/** Stock taken out of the shelves while the shopper pays: pieces by size, and bundle id → bundles. */
export type HeldStock = { pieces: HeldPiece[]; bundles: Record<string, number> };

export const CHECKOUT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export const HOLD_STATES = ['held', 'released', 'sold'] as const;

export const checkouts = pgTable(
  'checkouts',
  {
    id: idColumn(),
    txRef: text('tx_ref').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('pending'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    paymentMethod: text('payment_method', { enum: ['mpesa', 'card', 'bank'] }).notNull(),
    // +254 form.
    phone: text('phone'),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    lines: jsonb('lines').$type<CheckoutLines>().notNull(),
    held: jsonb('held').$type<HeldStock>().notNull(),
    holdState: text('hold_state', { enum: HOLD_STATES }).notNull().default('held'),
    subtotal: integer('subtotal').notNull(),
    discountId: uuid('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    discountAmount: integer('discount_amount').notNull().default(0),
    deliveryOption: text('delivery_option', { enum: ['standard', 'same_day'] }).notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    total: integer('total').notNull(),
    // The shopper's opt-in to the recent-purchase toast, carried to the order.
    showInRecentPurchases: boolean('show_in_recent_purchases').notNull().default(false),
    // The owner's payment link this checkout pays (payment_links.id; no foreign key, as payment_links
    // refers to checkouts already): the order marks the link paid.
    paymentLinkId: uuid('payment_link_id'),
    expiresAt: moment('expires_at').notNull(),
    // The order it became (set once, with the order, in the same transaction).
    orderId: uuid('order_id'),
    failureReason: text('failure_reason'),
    lastCheckedAt: moment('last_checked_at'),
    checkAttempts: integer('check_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkouts_tx_ref_unique').on(t.txRef),
    uniqueIndex('checkouts_order_unique').on(t.orderId),
    index('checkouts_open_idx').on(t.status, t.expiresAt),
    index('checkouts_hold_idx').on(t.holdState, t.expiresAt),
    check('checkouts_status', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled', 'expired')`),
    check('checkouts_hold_state', sql`${t.holdState} in ('held', 'released', 'sold')`),
    check(
      'checkouts_amounts',
      sql`${t.subtotal} >= 0 and ${t.discountAmount} >= 0 and ${t.deliveryFee} >= 0 and ${t.total} > 0`,
    ),
    check('checkouts_owner', sql`${t.userId} is not null or ${t.guestId} is not null`),
  ],
);
