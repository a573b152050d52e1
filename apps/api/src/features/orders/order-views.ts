// How an order looks to the shopper who owns it. Admin-only facts (provider transaction id, the
// shop's payment reference, refund notes, overpayment) stay out: the owner's screens have their own
// view. The provider's reference (the M-Pesa receipt code) is the shopper's own: their phone got it.
import { shortOrderId } from '@shop/domain/rules';
import type { OrderItemRow, OrderRow } from './orders.repo';

export function orderLineView(item: OrderItemRow) {
  return {
    id: item.id,
    kind: item.bundleId ? ('bundle' as const) : ('product' as const),
    product_id: item.productId,
    bundle_id: item.bundleId,
    name: item.name,
    image: item.image,
    size: item.size,
    price: item.price,
    quantity: item.quantity,
    components: item.components ?? null,
  };
}

/** Whether the shopper still has to say where to deliver (the delivery form is open to them). */
export const needsDeliveryDetails = (order: OrderRow) =>
  order.fulfillmentStatus === 'awaiting_details' && order.status !== 'cancelled';

/** The shared part: what any list of the owner's orders shows. */
export function orderSummaryView(order: OrderRow, items: OrderItemRow[]) {
  return {
    id: order.id,
    short_id: shortOrderId(order.id),
    status: order.status,
    fulfillment_status: order.fulfillmentStatus,
    total_amount: order.totalAmount,
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    needs_delivery_details: needsDeliveryDetails(order),
    // The shop's rider / tracking note (not on a cancelled order: no rider is coming).
    tracking_note: order.status === 'cancelled' ? null : order.trackingNote,
    items: items.map(orderLineView),
  };
}

/** How the total came about and how it was paid: the shopper and the owner see the same. */
export function orderPricingView(order: OrderRow) {
  return {
    subtotal: order.subtotal,
    discount_amount: order.discountAmount,
    discount_code: order.discountCode,
    delivery_fee: order.deliveryFee,
    delivery_option: order.deliveryOption,
    payment_method: order.paymentMethod,
  };
}

/** The full order for its owner: totals, the phone it was paid with and the delivery details. */
export function ownOrderView(order: OrderRow, items: OrderItemRow[]) {
  return {
    ...orderSummaryView(order, items),
    ...orderPricingView(order),
    phone_number: order.phoneNumber,
    receipt_code: order.providerReference ?? null,
    is_guest: order.isGuest,
    delivery_info: order.deliveryInfo ?? null,
    // Money the shop gave back on this order (whole KES), shown under the total when there is any.
    refunded_amount: order.refundedAmount,
  };
}

/** Groups lines by their order, keeping each order's line order. */
export function linesByOrder(items: OrderItemRow[]): Map<string, OrderItemRow[]> {
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return byOrder;
}
