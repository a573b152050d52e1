// The owner's order work: moving fulfillment on (awaiting details → ready → shipped → delivered),
// cancelling (the pieces go back on sale unless they left the shop; a paid order then owes a refund),
// and shipping many orders at once (each by the single step's rules); refunds and returns are
// returns.service's, failed-payment records failed-orders.service's. Every change records who and when,
// rings the customer's bell and queues their e-mail, and recounts the customer's totals and tier, in
// one transaction with the change itself.
import {
  cancelOwesRefund,
  canCancelOrder,
  changeFulfillment,
  customerDisplayName,
  DELIVERY_DETAILS_FIRST_MESSAGE,
  needsDeliveryDetailsFirst,
  nextFulfillmentStatuses,
  ownerDeliveryChange,
  previousFulfillmentStatus,
  canRecordReturn,
  refundableAmount,
  returnableQuantity,
  shortOrderId,
  stepBackFulfillment,
  type FulfillmentStatus,
} from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import type { ViewerUser } from '../accounts/accounts.service';
import { recomputeStanding } from '../accounts/customer-standing.service';
import { restockOrder } from '../stock/stock.service';
import { tellCustomer } from './order-notices.service';
import { orderPricingView } from './order-views';
import { findOrder, insertOrderEvent, listOrders, updateOrderIf, type OrderRow } from './orders-admin.repo';
import { countReturns, refundsOf, returnsOf } from './returns.repo';
import type { AdminOrdersQuery } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database'>;

const NOT_FOUND = 'No such order.';
const CHANGED = 'Someone changed this order a moment ago. Reload it and try again.';

/** An order as the owner's screens show it. */
export function adminOrderView(order: OrderRow) {
  return {
    id: order.id,
    short_id: shortOrderId(order.id),
    customer: customerDisplayName({
      delivery_info: order.deliveryInfo,
      user_name: order.userName,
      phone_number: order.phoneNumber,
      user_email: order.userEmail,
    }),
    user_id: order.userId,
    is_guest: order.isGuest,
    phone_number: order.phoneNumber,
    user_email: order.userEmail,
    status: order.status,
    fulfillment_status: order.fulfillmentStatus,
    total_amount: order.totalAmount,
    amount_paid: order.amountPaid,
    ...orderPricingView(order),
    payment_ref: order.paymentRef,
    provider_transaction_id: order.providerTransactionId,
    refund_status: order.refundStatus,
    refund_reason: order.refundReason,
    // Money given back so far, and what the shop keeps of the payment.
    refunded_amount: order.refundedAmount,
    net_amount: order.amountPaid - order.refundedAmount,
    overpaid: order.overpaid,
    delivery_info: order.deliveryInfo,
    tracking_note: order.trackingNote,
    map_url: order.deliveryInfo?.coordinates
      ? `https://www.google.com/maps?q=${order.deliveryInfo.coordinates.lat},${order.deliveryInfo.coordinates.lng}`
      : null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

export async function adminOrderList(deps: Deps, query: AdminOrdersQuery) {
  const { rows, total } = await listOrders(deps.database.db, query);
  return {
    orders: rows.map(({ order, items }) => ({ ...adminOrderView(order), item_count: items })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function adminOrderDetail(deps: Deps, id: string) {
  const found = await findOrder(deps.database.db, id);
  if (!found) throw new HttpError(404, 'not_found', NOT_FOUND);
  const { order, items, events, failures } = found;
  const [refunds, returns] = await Promise.all([
    refundsOf(deps.database.db, id),
    returnsOf(deps.database.db, id),
  ]);
  const returned = new Map<string, number>();
  for (const r of returns)
    for (const line of r.lines)
      returned.set(line.orderItemId, (returned.get(line.orderItemId) ?? 0) + line.quantity);
  return {
    order: {
      ...adminOrderView(order),
      // A step forward waits for the delivery details: the page offers to add them instead.
      next_fulfillment: nextFulfillmentStatuses(order.status, order.fulfillmentStatus).filter(
        (to) => !needsDeliveryDetailsFirst(to, order.deliveryInfo !== null),
      ),
      can_edit_delivery: ownerDeliveryChange(order.status, order.fulfillmentStatus).ok,
      can_edit_tracking_note: order.status !== 'cancelled',
      // A piece that came back cannot be un-shipped: the step back stays closed once a return is recorded.
      previous_fulfillment: returns.length
        ? null
        : previousFulfillmentStatus(order.status, order.fulfillmentStatus),
      can_cancel: canCancelOrder(order.status, order.fulfillmentStatus),
      can_return: canRecordReturn(order.fulfillmentStatus),
      refundable: refundableAmount(order.amountPaid, order.refundedAmount),
    },
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      reason: r.reason,
      by: r.actorEmail ?? 'Shop',
      at: r.createdAt.toISOString(),
    })),
    returns: returns.map((r) => ({
      id: r.id,
      note: r.note,
      refund_id: r.refundId,
      by: r.actorEmail ?? 'Shop',
      at: r.createdAt.toISOString(),
      lines: r.lines.map((l) => ({ item_id: l.orderItemId, quantity: l.quantity })),
    })),
    items: items.map((i) => ({
      id: i.id,
      product_id: i.productId,
      bundle_id: i.bundleId,
      variant_id: i.variantId,
      name: i.name,
      image: i.image,
      size: i.size,
      quantity: i.quantity,
      price: i.price,
      components: i.components,
      returned: returned.get(i.id) ?? 0,
      returnable: returnableQuantity({ ordered: i.quantity, returned: returned.get(i.id) ?? 0 }),
    })),
    events: events.map((e) => ({
      kind: e.kind,
      from: e.fromValue,
      to: e.toValue,
      note: e.note,
      by: e.actorEmail ?? 'Customer',
      at: e.createdAt.toISOString(),
    })),
    failures: failures.map((f) => ({
      id: f.id,
      error: f.error,
      resolved_at: f.resolvedAt?.toISOString() ?? null,
    })),
  };
}

async function loadOrder(deps: Deps, id: string) {
  const found = await findOrder(deps.database.db, id);
  if (!found) throw new HttpError(404, 'not_found', NOT_FOUND);
  return found.order;
}

export async function moveFulfillment(deps: Deps, admin: ViewerUser, id: string, to: FulfillmentStatus) {
  const order = await loadOrder(deps, id);
  const change = changeFulfillment(order.status, order.fulfillmentStatus, to);
  if (!change.ok) throw new HttpError(409, 'invalid_transition', change.error);
  if (needsDeliveryDetailsFirst(to, order.deliveryInfo !== null))
    throw new HttpError(409, 'delivery_details_missing', DELIVERY_DETAILS_FIRST_MESSAGE);
  return deps.database.db.transaction(async (tx) => {
    const updated = await updateOrderIf(tx, id, order, {
      status: change.status,
      fulfillmentStatus: change.fulfillment,
    });
    if (!updated) throw new HttpError(409, 'changed', CHANGED);
    await insertOrderEvent(tx, {
      orderId: id,
      kind: 'fulfillment',
      fromValue: order.fulfillmentStatus,
      toValue: to,
      actorId: admin.id,
      actorEmail: admin.email,
    });
    await tellCustomer(tx, { id, userId: order.userId, total: order.totalAmount }, to);
    // Delivered makes the order fulfilled: still counted, but its state changed, so the tier is recounted.
    if (order.userId && change.status !== order.status) await recomputeStanding(tx, order.userId, new Date());
    return adminOrderView(updated);
  });
}

/**
 * Takes the last fulfillment step back (a mistaken "shipped", say), with the owner's reason in the
 * history. The customer is not told: what they were told stays true enough until the next step.
 */
export async function stepBackOrder(deps: Deps, admin: ViewerUser, id: string, reason: string) {
  const order = await loadOrder(deps, id);
  const change = stepBackFulfillment(order.status, order.fulfillmentStatus);
  if (!change.ok) throw new HttpError(409, 'invalid_transition', change.error);
  return deps.database.db.transaction(async (tx) => {
    if ((await countReturns(tx, id)) > 0)
      throw new HttpError(
        409,
        'invalid_transition',
        'Pieces of this order came back already: it cannot be stepped back.',
      );
    const updated = await updateOrderIf(tx, id, order, { fulfillmentStatus: change.fulfillment });
    if (!updated) throw new HttpError(409, 'changed', CHANGED);
    await insertOrderEvent(tx, {
      orderId: id,
      kind: 'stepped_back',
      fromValue: order.fulfillmentStatus,
      toValue: change.fulfillment,
      note: reason,
      actorId: admin.id,
      actorEmail: admin.email,
    });
    return adminOrderView(updated);
  });
}

export async function cancelOrder(deps: Deps, admin: ViewerUser, id: string, reason: string) {
  const order = await loadOrder(deps, id);
  if (!canCancelOrder(order.status, order.fulfillmentStatus))
    throw new HttpError(409, 'invalid_transition', 'This order can no longer be cancelled.');
  return deps.database.db.transaction(async (tx) => {
    const owes = cancelOwesRefund(order.status);
    const updated = await updateOrderIf(tx, id, order, {
      status: 'cancelled',
      ...(owes && { refundStatus: 'owed', refundReason: `Cancelled: ${reason}` }),
    });
    if (!updated) throw new HttpError(409, 'changed', CHANGED);
    // Pieces that never left the shop go back on sale.
    if (order.fulfillmentStatus !== 'shipped') await restockOrder(tx, order.checkoutId, new Date());
    await insertOrderEvent(tx, {
      orderId: id,
      kind: 'cancelled',
      fromValue: order.status,
      toValue: 'cancelled',
      note: reason,
      actorId: admin.id,
      actorEmail: admin.email,
    });
    await tellCustomer(tx, { id, userId: order.userId, total: order.totalAmount }, 'cancelled');
    // A cancelled order no longer counts: the customer's tier may go down.
    if (order.userId) await recomputeStanding(tx, order.userId, new Date());
    return adminOrderView(updated);
  });
}

/**
 * Marks each chosen order shipped by the single step's rules, each in its own transaction with its own
 * history entry; the ones that cannot be shipped are answered by number with the reason, none skipped.
 */
export async function bulkShip(deps: Deps, admin: ViewerUser, ids: readonly string[]) {
  const shipped: { id: string; short_id: string }[] = [];
  const refused: { id: string; short_id: string; reason: string }[] = [];
  for (const id of ids) {
    try {
      await moveFulfillment(deps, admin, id, 'shipped');
      shipped.push({ id, short_id: shortOrderId(id) });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refused.push({ id, short_id: shortOrderId(id), reason: error.message });
    }
  }
  return { shipped, refused };
}
