// Money given back and pieces that came back. A refund is any whole amount from KES 1 up to what is
// left of the payment: the refunds of an order never add up to more than was paid. When they reach
// what was paid the order counts as refunded (a cancelled order's owed refund is then settled). A
// return names the lines that came back and how many of each: a line never comes back more often than
// it was bought, and only pieces that left the shop (shipped or delivered) can come back.
import { formatKes } from '../money';
import type { FulfillmentStatus } from './badges';

export type RefundStatus = 'owed' | 'refunded' | null;

/** What a refund may still be: the payment less everything refunded already (never below 0). */
export function refundableAmount(paid: number, refunded: number): number {
  return Math.max(0, paid - refunded);
}

type RefundResult = { ok: true; refunded: number; refundStatus: RefundStatus } | { ok: false; error: string };

/**
 * The order's refunded total and refund state after refunding `amount`, or why not: the amount must
 * be a whole number of shillings from 1 up to what is left of the payment.
 */
export function applyRefund(
  order: { paid: number; refunded: number; refundStatus: RefundStatus },
  amount: number,
): RefundResult {
  const left = refundableAmount(order.paid, order.refunded);
  if (!Number.isSafeInteger(amount) || amount < 1)
    return { ok: false, error: 'A refund must be a whole amount of at least KES 1.' };
  if (left === 0)
    return { ok: false, error: `Everything paid (${formatKes(order.paid)}) has been refunded already.` };
  if (amount > left)
    return {
      ok: false,
      error: `A refund of ${formatKes(amount)} is more than is left to refund: ${formatKes(left)} of the ${formatKes(order.paid)} paid.`,
    };
  const refunded = order.refunded + amount;
  return { ok: true, refunded, refundStatus: refunded === order.paid ? 'refunded' : order.refundStatus };
}

/** Paid, refunded and what the shop keeps, as the owner's order page shows them. */
export function refundSummary(paid: number, refunded: number) {
  return { paid, refunded, net: paid - refunded };
}

/** Whether pieces of an order can come back: only once they left the shop. */
export function canRecordReturn(fulfillment: FulfillmentStatus): boolean {
  return fulfillment === 'shipped' || fulfillment === 'delivered';
}

export type ReturnableLine = { id: string; name: string; ordered: number; returned: number };
export type ReturnRequest = { item_id: string; quantity: number };

/** How many of a line can still come back. */
export const returnableQuantity = (line: Pick<ReturnableLine, 'ordered' | 'returned'>) =>
  Math.max(0, line.ordered - line.returned);

type ReturnCheck = { ok: true; lines: ReturnRequest[] } | { ok: false; error: string };

/**
 * Checks a return against the order's lines and what came back before: each line named once, from 1
 * piece up to what is left of it. Answers the lines to restock.
 */
export function checkReturn(
  lines: readonly ReturnableLine[],
  request: readonly ReturnRequest[],
): ReturnCheck {
  if (request.length === 0) return { ok: false, error: 'Choose at least one piece that came back.' };
  const seen = new Set<string>();
  for (const wanted of request) {
    const line = lines.find((l) => l.id === wanted.item_id);
    if (!line) return { ok: false, error: 'One of the pieces is not a line of this order.' };
    if (seen.has(line.id)) return { ok: false, error: `${line.name} is listed twice.` };
    seen.add(line.id);
    if (!Number.isSafeInteger(wanted.quantity) || wanted.quantity < 1)
      return { ok: false, error: `Say how many of ${line.name} came back (at least 1).` };
    const left = returnableQuantity(line);
    if (wanted.quantity > left)
      return {
        ok: false,
        error:
          left === 0
            ? `${line.name} has come back already (${line.ordered} of ${line.ordered}).`
            : `Only ${left} of ${line.name} can still come back (${line.returned} of ${line.ordered} came back before).`,
      };
  }
  return { ok: true, lines: [...request] };
}
