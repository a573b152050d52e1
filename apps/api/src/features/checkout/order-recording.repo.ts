// The rows of a paid order, written inside the caller's transaction with the checkout locked (the steps
// and their order are place-order.workflow's): the order, its lines (each sized piece tied to its
// variant row, made when missing as the spec does) and the code's use.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, productVariants } from '../catalogue/catalogue.tables';
import { discountUsage } from '../discounts/discounts.tables';
import { orderItems, orders } from '../orders/orders.tables';
import type { Checkout } from './checkout.repo';

export type PaymentFacts = {
  transactionId: string;
  reference: string | null;
  amountPaid: number;
  overpaid: boolean;
  refundReason: string | null;
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

/** Writes the order of a locked, verified checkout and its lines; answers its id. */
export async function insertOrder(
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
      providerReference: payment.reference,
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
      showInRecentPurchases: checkout.showInRecentPurchases,
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

  return orderId;
}

/** The checkout's code use becomes the order's: the held one, or (its hold was released) a new one. */
export async function countCodeUse(db: Db, checkout: Checkout, orderId: string): Promise<void> {
  if (!checkout.discountId) return;
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
