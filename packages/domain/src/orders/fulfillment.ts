// How an order moves after it is paid: the delivery form moves it from awaiting_details to
// ready_for_delivery; the owner moves it on to shipped and delivered (delivered also makes the order
// fulfilled); a step can be taken back, with a reason, until delivered. An order can be cancelled
// until it is delivered; cancelling a paid order owes a refund.
import { formatKes } from '../money';
import type { FulfillmentStatus, OrderStatus } from './badges';
import { shortOrderId } from './display';

const NEXT: Readonly<Record<FulfillmentStatus, readonly FulfillmentStatus[]>> = {
  awaiting_details: ['ready_for_delivery'],
  ready_for_delivery: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
};

// A step taken by mistake can be taken back, one at a time, until the order is delivered (a
// delivered order is done: a return is its own thing).
const PREVIOUS: Readonly<Record<FulfillmentStatus, FulfillmentStatus | null>> = {
  awaiting_details: null,
  ready_for_delivery: 'awaiting_details',
  shipped: 'ready_for_delivery',
  delivered: null,
};

/** Where the owner may step an order back to, or null. */
export function previousFulfillmentStatus(
  status: OrderStatus,
  fulfillment: FulfillmentStatus,
): FulfillmentStatus | null {
  return status === 'cancelled' ? null : PREVIOUS[fulfillment];
}

/** Where the owner may move an order's fulfillment next. */
export function nextFulfillmentStatuses(
  status: OrderStatus,
  fulfillment: FulfillmentStatus,
): FulfillmentStatus[] {
  if (status === 'cancelled') return [];
  return [...(NEXT[fulfillment] ?? [])];
}

type FulfillmentChange =
  { ok: true; status: OrderStatus; fulfillment: FulfillmentStatus } | { ok: false; error: string };

/** The order's statuses after moving fulfillment to `to`, or why it cannot move there. */
export function changeFulfillment(
  status: OrderStatus,
  from: FulfillmentStatus,
  to: FulfillmentStatus,
): FulfillmentChange {
  if (!nextFulfillmentStatuses(status, from).includes(to))
    return {
      ok: false,
      error: `An order that is ${from.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}.`,
    };
  return { ok: true, status: to === 'delivered' ? 'fulfilled' : status, fulfillment: to };
}

/** The order's statuses after stepping its fulfillment back one step, or why it cannot. */
export function stepBackFulfillment(status: OrderStatus, from: FulfillmentStatus): FulfillmentChange {
  const to = previousFulfillmentStatus(status, from);
  if (to === null)
    return {
      ok: false,
      error:
        status === 'cancelled'
          ? 'A cancelled order cannot be stepped back.'
          : `An order that is ${from.replace(/_/g, ' ')} cannot be stepped back.`,
    };
  return { ok: true, status, fulfillment: to };
}

/** Whether an order can still be cancelled (not once delivered or already cancelled). */
export function canCancelOrder(status: OrderStatus, fulfillment: FulfillmentStatus): boolean {
  return status !== 'cancelled' && status !== 'fulfilled' && fulfillment !== 'delivered';
}

/** Whether cancelling owes the customer their money back. */
export function cancelOwesRefund(status: OrderStatus): boolean {
  return status === 'paid';
}

type OrderNotice = { type: string; title: string; message: string };

/** What happens to an order that its customer hears of (or not: awaiting details, ready). */
export type OrderEvent = 'placed' | FulfillmentStatus | 'cancelled';

/** The customer's bell notification for a paid order, a fulfillment change or a cancellation. */
export function orderNotice(orderId: string, event: OrderEvent, total: number): OrderNotice | null {
  const number = `#${shortOrderId(orderId)}`;
  switch (event) {
    case 'placed':
      return {
        type: 'order_placed',
        title: 'Order placed',
        message: `Your order ${number} of ${formatKes(total)} is paid. Tell us where to deliver it.`,
      };
    case 'shipped':
      return {
        type: 'order_shipped',
        title: 'Order shipped',
        message: `Your order ${number} is on its way.`,
      };
    case 'delivered':
      return {
        type: 'order_delivered',
        title: 'Order delivered',
        message: `Your order ${number} was delivered. Enjoy!`,
      };
    case 'cancelled':
      return {
        type: 'order_cancelled',
        title: 'Order cancelled',
        message: `Your order ${number} was cancelled. Any payment (${formatKes(total)}) will be refunded in 5-7 business days.`,
      };
    default:
      return null;
  }
}
