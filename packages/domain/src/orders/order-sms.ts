// The text message a guest gets about their paid order on the M-Pesa number they paid with (guests
// have no bell and no e-mail): the shop's name, the order number and where to look it up. Kept to one
// SMS (160 plain characters) for any shop name up to 20 characters and a link up to 60; plain ASCII so
// the message stays in the 7-bit alphabet a single SMS allows.
import { formatKes } from '../money';
import { shortOrderId } from './display';

/** The events a guest hears of by SMS (the order's creation is its payment). */
export const ORDER_SMS_EVENTS = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderSmsEvent = (typeof ORDER_SMS_EVENTS)[number];

/** One SMS holds 160 characters of the 7-bit alphabet. */
export const SMS_LENGTH = 160;

export type OrderSmsInput = {
  shop: string;
  orderId: string;
  event: string;
  amountPaid: number;
  /** Where the guest looks the order up: the shop's /guest-orders page. */
  link: string;
};

/** The guest's text for an order event, or null for an event they do not hear of. */
export function orderSmsText({ shop, orderId, event, amountPaid, link }: OrderSmsInput): string | null {
  const number = `#${shortOrderId(orderId)}`;
  switch (event) {
    case 'placed':
      return `${shop}: order ${number} is paid (${formatKes(amountPaid)}). Add delivery details and track it at ${link}`;
    case 'shipped':
      return `${shop}: your order ${number} is on its way. Track it at ${link}`;
    case 'delivered':
      return `${shop}: your order ${number} was delivered. Thank you! ${link}`;
    case 'cancelled':
      return amountPaid > 0
        ? `${shop}: order ${number} was cancelled. ${formatKes(amountPaid)} will be refunded in 5-7 business days. ${link}`
        : `${shop}: order ${number} was cancelled. ${link}`;
    default:
      return null;
  }
}
