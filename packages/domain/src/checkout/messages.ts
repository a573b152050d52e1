// What a shopper reads at checkout beyond the spec's payment messages (those live in orders/payment).
import { BAG_EMPTY_MESSAGE } from '../bag/messages';
import type { PaymentMethod } from '../orders';
import { pieceName } from '../stock/pieces';

/** Checkout says what the bag drawer says when there is nothing to pay for. */
export const CHECKOUT_EMPTY_BAG_MESSAGE = BAG_EMPTY_MESSAGE;
export const MPESA_PHONE_HINT = 'Enter the M-Pesa number you want to use for payment';
export const MPESA_PHONE_PLACEHOLDER = '0712345678';
export const GUEST_PHONE_REQUIRED_MESSAGE = 'Please enter your phone number so you can find your order later';
export const PAYMENT_PENDING_MESSAGE =
  "We're still waiting for the payment to be confirmed. Your order will be recorded as soon as it is.";
export const CHECKOUT_CHANGED_MESSAGE =
  'Your bag changed since you opened checkout. Please check it and pay again.';
export const DISCOUNT_CHANGED_MESSAGE = 'Your discount code can no longer be used on this bag.';

/** A piece that sold out between the bag and the payment: 'Sorry, {name} (size {size}) just sold out'. */
export function soldOutAtCheckoutMessage(name: string, size: string | null = null): string {
  return `Sorry, ${pieceName(name.trim() || 'an item in your bag', size)} just sold out`;
}

/** 'Pay KES {total}' on the button. */
export function payButtonLabel(totalText: string): string {
  return `Pay ${totalText}`;
}

/** The provider's payment options for a method (Flutterwave's names). */
export const PROVIDER_PAYMENT_OPTIONS: Readonly<Record<PaymentMethod, string>> = {
  mpesa: 'mpesa',
  card: 'card',
  bank: 'banktransfer',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  mpesa: 'M-Pesa',
  card: 'Card',
  bank: 'Bank',
};
