// Turning a verified payment into its order, inside the caller's transaction with the checkout locked:
// the order, its lines (each sized piece tied to its variant row, made when missing as the spec does),
// the code's use, the customer's totals and tier, the bell notification and the e-mail queue row. All
// of it lands together or none of it does (DESIGN "Trust boundary" 3).
import { shortOrderId, tierFor, CUSTOMER_TIERS, formatKes, type CustomerTier } from '@shop/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles } from '../accounts/accounts.tables';
import { products, productVariants } from '../catalogue/catalogue.tables';
import { discountUsage } from '../discounts/discounts.tables';
import { orderItems, orderNotificationQueue, orders, userNotifications } from '../orders/orders.tables';
import type { Checkout } from './checkout.repo';

export type PaymentFacts = {
  transactionId: string;
  amountPaid: number;
  overpaid: boolean;
  refundReason: string | null;
  /** False when a late payment's code had no room left: the order is owed a refund, not a use. */
  countsCodeUse?: boolean;
};

/** The variant row of a product in a size: found, or made with stock 0 and the product's price. */
async function variantFor(db: Db, productId: string, size: string): Promise<string | null> {
  const find = async () =>
    (
      await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)))
        .limit(1)
    )[0]?.id ?? null;
  const found = await find();
  if (found) return found;
  const [product] = await db
    .select({ slug: products.slug, sku: products.sku, price: products.price })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const sku = `${product.sku ?? product.slug}-${size}`.toUpperCase().replace(/[^A-Z0-9-]+/g, '-');
  const [made] = await db
    .insert(productVariants)
    .values({ productId, size, sku, stock: 0, price: product.price })
    .onConflictDoNothing()
    .returning({ id: productVariants.id });
  return made?.id ?? (await find());
}

const rank = (tier: CustomerTier) => CUSTOMER_TIERS.indexOf(tier);

/** Adds a paid order to the customer's totals; the tier follows, never lowered by a purchase. */
async function addToCustomerTotals(db: Db, userId: string, amount: number, now: Date) {
  const [row] = await db
    .insert(profiles)
    .values({ id: userId, totalSpent: amount, totalOrders: 1 })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        totalSpent: sql`${profiles.totalSpent} + ${amount}`,
        totalOrders: sql`${profiles.totalOrders} + 1`,
        updatedAt: now,
      },
    })
    .returning({
      totalSpent: profiles.totalSpent,
      totalOrders: profiles.totalOrders,
      tier: profiles.customerTier,
    });
  if (!row) return;
  const earned = tierFor(row.totalSpent, row.totalOrders);
  if (rank(earned) > rank(row.tier))
    await db
      .update(profiles)
      .set({ customerTier: earned, ...(earned === 'vip' && { vipSince: now }), updatedAt: now })
      .where(eq(profiles.id, userId));
}

/** Writes the order of a locked, verified checkout; answers its id. */
export async function recordOrder(
  db: Db,
  checkout: Checkout,
  payment: PaymentFacts,
  now: Date,
): Promise<string> {
  const [order] = await db
    .insert(orders)
    .values({
      userId: checkout.userId,
      phoneNumber: checkout.phone,
      totalAmount: checkout.total,
      currency: 'KES',
      status: 'paid',
      paymentRef: checkout.txRef,
      providerTransactionId: payment.transactionId,
      paymentMethod: checkout.paymentMethod,
      amountPaid: payment.amountPaid,
      isGuest: checkout.userId === null,
      guestId: checkout.guestId,
      checkoutId: checkout.id,
      fulfillmentStatus: 'awaiting_details',
      userName: checkout.customerName,
      userEmail: checkout.customerEmail,
      subtotal: checkout.subtotal,
      discountAmount: checkout.discountAmount,
      discountCode: checkout.discountCode,
      deliveryOption: checkout.deliveryOption,
      deliveryFee: checkout.deliveryFee,
      overpaid: payment.overpaid,
      refundStatus: payment.refundReason ? 'owed' : null,
      refundReason: payment.refundReason,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;

  const items = [];
  for (const line of checkout.lines.items) {
    items.push({
      orderId,
      productId: line.product_id,
      variantId: line.size ? await variantFor(db, line.product_id, line.size) : null,
      name: line.name,
      image: line.image,
      size: line.size,
      quantity: line.quantity,
      price: line.unit_price,
    });
  }
  for (const line of checkout.lines.bundles) {
    items.push({
      orderId,
      bundleId: line.bundle_id,
      name: line.name,
      image: line.image,
      quantity: line.quantity,
      price: line.unit_price,
      components: line.components,
    });
  }
  if (items.length > 0) await db.insert(orderItems).values(items);

  if (checkout.discountId && payment.countsCodeUse !== false) {
    const used = await db
      .update(discountUsage)
      .set({ orderId })
      .where(and(eq(discountUsage.checkoutId, checkout.id), isNull(discountUsage.orderId)))
      .returning({ id: discountUsage.id });
    // The held use went with a released hold; the caller made sure the code still has room for it.
    if (used.length === 0)
      await db
        .insert(discountUsage)
        .values({
          discountCodeId: checkout.discountId,
          checkoutId: checkout.id,
          orderId,
          userId: checkout.userId,
          guestId: checkout.guestId,
          phone: checkout.phone,
          discountAmount: checkout.discountAmount,
        })
        .onConflictDoNothing();
  }

  if (checkout.userId) {
    await addToCustomerTotals(db, checkout.userId, checkout.total, now);
    const number = shortOrderId(orderId);
    await db.insert(userNotifications).values({
      userId: checkout.userId,
      type: 'order_placed',
      title: 'Order placed',
      message: `Your order #${number} of ${formatKes(checkout.total)} is paid. Tell us where to deliver it.`,
      orderId,
      metadata: { order_number: number },
    });
  }
  await db.insert(orderNotificationQueue).values({ orderId, eventType: 'order_placed' });
  return orderId;
}
