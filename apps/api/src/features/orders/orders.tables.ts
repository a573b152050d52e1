// Orders as the spec has them (orders, order_items), written only by the server once a payment is
// verified, plus what keeps paid money safe: the provider's transaction id (one payment pays one
// order), a refund flag for a payment that arrived after its piece was sold, and failed-order records
// for payments that could not be recorded. The e-mail queue rows (and the bell's notifications, in
// features/notifications) are written in the same transaction as the order.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, moment, sendingColumns, updatedAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { productBundles, products, productVariants } from '../catalogue/catalogue.tables';
import { checkouts } from '../checkout/checkout.tables';

export type DeliveryInfo = {
  name: string;
  phone: string;
  location: string;
  coordinates: { lat: number; lng: number } | null;
  timestamp: string;
};

export type BundleComponent = { product_id: string; name: string; quantity: number; size: string | null };

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    phoneNumber: text('phone_number'),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('KES'),
    status: text('status', { enum: ['pending', 'paid', 'fulfilled', 'cancelled'] })
      .notNull()
      .default('paid'),
    paymentRef: text('payment_ref').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    // The provider's reference the shopper knows the payment by (M-Pesa's receipt code); null for
    // orders paid before it was kept.
    providerReference: text('provider_reference'),
    paymentMethod: text('payment_method').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    isGuest: boolean('is_guest').notNull().default(false),
    guestId: text('guest_id'),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    fulfillmentStatus: text('fulfillment_status', {
      enum: ['awaiting_details', 'ready_for_delivery', 'shipped', 'delivered'],
    })
      .notNull()
      .default('awaiting_details'),
    deliveryInfo: jsonb('delivery_info').$type<DeliveryInfo>(),
    userName: text('user_name'),
    userEmail: text('user_email'),
    subtotal: integer('subtotal').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    discountCode: text('discount_code'),
    deliveryOption: text('delivery_option').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    // 'owed' when the shop must pay money back (paid after the piece sold, cancelled after paying).
    refundStatus: text('refund_status', { enum: ['owed', 'refunded'] }),
    refundReason: text('refund_reason'),
    // Everything refunded so far (whole KES, the sum of order_refunds): never more than was paid.
    refundedAmount: integer('refunded_amount').notNull().default(0),
    // Paid more than asked: kept, and shown to the owner.
    overpaid: boolean('overpaid').notNull().default(false),
    // The buyer ticked "Show my first name and area in the shop's recent purchases" (off by default).
    showInRecentPurchases: boolean('show_in_recent_purchases').notNull().default(false),
    // The owner's rider / tracking note ("Rider: Otieno 0712 345 678"), shown to the customer.
    trackingNote: text('tracking_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_payment_ref_unique').on(t.paymentRef),
    uniqueIndex('orders_provider_transaction_unique').on(t.providerTransactionId),
    uniqueIndex('orders_checkout_unique').on(t.checkoutId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_guest_idx').on(t.guestId, t.phoneNumber),
    index('orders_fulfillment_idx').on(t.fulfillmentStatus),
    // The recent-purchase toast reads the last 48 hours' paid orders.
    index('orders_created_idx').on(t.createdAt.desc()),
    // Customer analytics: a customer is their phone number; their orders in time order.
    index('orders_phone_created_idx').on(t.phoneNumber, t.createdAt),
    check('orders_status', sql`${t.status} in ('pending', 'paid', 'fulfilled', 'cancelled')`),
    check(
      'orders_fulfillment_status',
      sql`${t.fulfillmentStatus} in ('awaiting_details', 'ready_for_delivery', 'shipped', 'delivered')`,
    ),
    check('orders_amounts', sql`${t.totalAmount} > 0 and ${t.amountPaid} >= 0 and ${t.subtotal} >= 0`),
    check(
      'orders_refund_status',
      sql`${t.refundStatus} is null or ${t.refundStatus} in ('owed', 'refunded')`,
    ),
    check('orders_refunded_amount', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amountPaid}`),
    check('orders_guest_owner', sql`not ${t.isGuest} or ${t.guestId} is not null`),
  ],
);

// A product line (product_id, variant_id) or a bundle line (bundle_id, with the pieces it held).
// Name, picture and size are kept as they were when paid, so history never changes under the shopper.
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    bundleId: uuid('bundle_id').references(() => productBundles.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    image: text('image'),
    size: text('size'),
    quantity: integer('quantity').notNull(),
    // Unit price in whole KES.
    price: integer('price').notNull(),
    components: jsonb('components').$type<BundleComponent[]>(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
    check('order_items_price', sql`${t.price} >= 0`),
    check('order_items_kind', sql`(${t.productId} is null) <> (${t.bundleId} is null)`),
  ],
);

// The spec's log_failed_order: a verified payment the shop could not turn into an order. The admin
// sees it and resolves it; the reconciliation job keeps trying to record the order meanwhile.
export const failedOrders = pgTable(
  'failed_orders',
  {
    id: idColumn(),
    paymentRef: text('payment_ref').notNull(),
    providerTransactionId: text('provider_transaction_id'),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    phone: text('phone'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('KES'),
    items: jsonb('items').notNull(),
    method: text('method'),
    error: text('error').notNull(),
    // 'not_recorded': verified but the order could not be written (retried until it is);
    // 'refused': money arrived that does not pay the checkout (too little, another currency).
    kind: text('kind', { enum: ['not_recorded', 'refused'] })
      .notNull()
      .default('not_recorded'),
    resolvedAt: moment('resolved_at'),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
    createdAt: createdAt(),
  },
  (t) => [
    index('failed_orders_open_idx').on(t.resolvedAt, t.createdAt),
    index('failed_orders_ref_idx').on(t.paymentRef),
    // The browser and the webhook report a refused payment again and again: one record each.
    uniqueIndex('failed_orders_refused_unique')
      .on(t.paymentRef, sql`coalesce(${t.providerTransactionId}, '')`)
      .where(sql`${t.kind} = 'refused'`),
    check('failed_orders_kind', sql`${t.kind} in ('not_recorded', 'refused')`),
  ],
);

// The spec's order_notification_queue: e-mails about an order (customer and admin) waiting to be sent
// by the server's worker. A failed send stays unprocessed and is tried again.
export const orderNotificationQueue = pgTable(
  'order_notification_queue',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    adminEmail: text('admin_email'),
    processed: boolean('processed').notNull().default(false),
    processedAt: moment('processed_at'),
    autoProcess: boolean('auto_process').notNull().default(true),
    ...sendingColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_notification_queue_open_idx').on(t.processed, t.createdAt),
    uniqueIndex('order_notification_queue_event_unique').on(t.orderId, t.eventType),
  ],
);

// What happened to an order after it was paid, who did it and when: the owner's fulfillment moves,
// cancellations and refunds, and the shopper's delivery details. The admin's order page lists them.
export const orderEvents = pgTable(
  'order_events',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'fulfillment',
        'stepped_back',
        'cancelled',
        'refunded',
        'refund',
        'returned',
        'delivery_details',
        // The owner entered or corrected the delivery details, or changed the tracking note.
        'delivery_entered',
        'delivery_corrected',
        'tracking_note',
      ],
    }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    note: text('note'),
    // The admin (user id and e-mail as it was), or null for the shopper's own change.
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

// The text messages a guest gets about their paid order (guests have no bell and no e-mail): one row
// per order and event, sent by the server's worker to the order's M-Pesa number. Kept apart from the
// e-mail queue so each channel is retried on its own; a failed send stays unprocessed and is retried.
export const orderSmsQueue = pgTable(
  'order_sms_queue',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    processed: boolean('processed').notNull().default(false),
    processedAt: moment('processed_at'),
    ...sendingColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_sms_queue_open_idx').on(t.processed, t.createdAt),
    uniqueIndex('order_sms_queue_event_unique').on(t.orderId, t.eventType),
  ],
);

// Money given back on an order, one row per refund (a partial one, the rest of a cancelled order's
// owed refund, or the refund that came with a return). Their sum is orders.refunded_amount, written
// in the same transaction with the order row locked, so refunds never add up to more than was paid.
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    check('order_refunds_amount', sql`${t.amount} > 0`),
  ],
);

// Pieces that came back to the shop: which lines and how many of each. Their stock went back to the
// sizes they were sold from, in the same transaction. A return may come with a refund.
export const orderReturns = pgTable(
  'order_returns',
  {
    id: idColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    note: text('note'),
    refundId: uuid('refund_id').references(() => orderRefunds.id, { onDelete: 'set null' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    createdAt: createdAt(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId, t.createdAt)],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: idColumn(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_return_lines_return_idx').on(t.returnId),
    index('order_return_lines_item_idx').on(t.orderItemId),
    check('order_return_lines_quantity', sql`${t.quantity} > 0`),
  ],
);
