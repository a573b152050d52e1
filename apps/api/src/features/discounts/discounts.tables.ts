// Discount codes: the spec's discount object (code, type, value, description, source, scope, cap,
// eligible categories and products, expiry) plus the shop's own limits — switched on or off, a start
// and an end, a minimum order, a total usage limit, once per customer — and, for codes minted by the
// exit-intent offer, the visitor who owns the code and the offer it came from. Usage rows are written
// by the checkout inside the order's transaction; here they are only counted.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, moment, createdAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { checkouts } from '../checkout/checkout.tables';
import { orders } from '../orders/orders.tables';

export const discounts = pgTable(
  'discounts',
  {
    id: idColumn(),
    // Always stored upper-cased, as shoppers type it.
    code: text('code').notNull(),
    type: text('type', { enum: ['percentage', 'fixed'] }).notNull(),
    // Percent (1–100) or whole KES.
    value: integer('value').notNull(),
    description: text('description'),
    source: text('source', { enum: ['manual', 'generated'] })
      .notNull()
      .default('manual'),
    discountScope: text('discount_scope', { enum: ['order', 'per_item'] })
      .notNull()
      .default('order'),
    maxDiscountAmount: integer('max_discount_amount'),
    // Null or empty means every category / product.
    eligibleCategories: text('eligible_categories').array(),
    eligibleProductIds: text('eligible_product_ids').array(),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: moment('starts_at'),
    // A generated code's expiresAt.
    endsAt: moment('ends_at'),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    usageLimit: integer('usage_limit'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    // Generated codes: the visitor they were minted for ('u:{user id}' or 'g:{guest id}') and the offer.
    ownerKey: text('owner_key'),
    offerId: text('offer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discounts_code_unique').on(t.code),
    // One generated code per visitor and offer, however many tabs ask at once.
    uniqueIndex('discounts_owner_offer_unique')
      .on(t.ownerKey, t.offerId)
      .where(sql`${t.ownerKey} is not null and ${t.offerId} is not null`),
    check('discounts_code_upper', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 1 and 40`),
    check('discounts_type', sql`${t.type} in ('percentage', 'fixed')`),
    check('discounts_source', sql`${t.source} in ('manual', 'generated')`),
    check('discounts_scope', sql`${t.discountScope} in ('order', 'per_item')`),
    check('discounts_value_range', sql`${t.value} > 0 and (${t.type} <> 'percentage' or ${t.value} <= 100)`),
    check('discounts_max_positive', sql`${t.maxDiscountAmount} is null or ${t.maxDiscountAmount} > 0`),
    check('discounts_min_order', sql`${t.minOrderAmount} >= 0`),
    check('discounts_usage_limit', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
    check(
      'discounts_window',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

// The spec's discount_usage (discount_code_id, user_id, order_id, discount_amount), with the guest id
// for guest orders so "once per customer" holds for guests too, and the checkout that holds the use.
export const discountUsage = pgTable(
  'discount_usage',
  {
    id: idColumn(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    // The checkout's phone (+254 form): a guest id is the browser's to change, the M-Pesa number is
    // not, so "once per customer" also binds by phone.
    phone: text('phone'),
    // Written when a checkout opens, so the code's limits hold while the shopper pays (DSC-1); the
    // order id is filled in when the payment is verified, and an unpaid checkout's row is removed.
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    discountAmount: integer('discount_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('discount_usage_discount_idx').on(t.discountCodeId),
    index('discount_usage_user_idx').on(t.discountCodeId, t.userId),
    index('discount_usage_guest_idx').on(t.discountCodeId, t.guestId),
    index('discount_usage_phone_idx').on(t.discountCodeId, t.phone),
    uniqueIndex('discount_usage_checkout_unique').on(t.checkoutId),
    check('discount_usage_amount', sql`${t.discountAmount} >= 0`),
  ],
);
