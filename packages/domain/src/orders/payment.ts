export const PAYMENT_METHODS = ['mpesa', 'card', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'mpesa';
export const PAYMENT_SCRIPT_ATTEMPTS = 3;
export const PAYMENT_SCRIPT_RETRY_MS = 1_000;
export const PAYMENT_CALLBACK_REDIRECT_MS = 2_000;

export const PAYMENT_SUCCESS_MESSAGE = 'Payment successful! Your order has been placed.';
export const PAYMENT_CALLBACK_FAILED_MESSAGE = 'Payment failed or was cancelled.';
export const PAYMENT_CANCELLED_MESSAGE = 'Payment cancelled';
export const ORDER_ID_MISSING_MESSAGE = 'Order created but ID not returned';
export const PAYMENT_MODAL_LOAD_FAILED_MESSAGE =
  'Failed to load payment modal. Check your internet connection and retry later.';
export const ORDERS_LOAD_FAILED_MESSAGE = 'Failed to load orders';
export const GUEST_LOOKUP_FAILED_MESSAGE =
  'Sorry, we had trouble finding your orders. Please try again later.';

/** 'Payment failed: {status}' for a provider status other than successful. */
export function paymentFailedMessage(status: string): string {
  return `Payment failed: ${status}`;
}

export const MPESA_DECLINED_ADVICE = 'You cancelled the M-Pesa prompt or the PIN was wrong. Try again.';
export const MPESA_TIMED_OUT_ADVICE =
  "We didn't hear from M-Pesa. Check your phone for the prompt and try again.";

/**
 * What an M-Pesa shopper should do after a failed payment, shown under "Payment failed: {status}".
 * The provider says 'cancelled' when the prompt was declined or the PIN refused, and 'failed' (or
 * a time-out) when the phone never answered. Card and bank failures, and statuses that say nothing
 * of the cause, get no advice: null.
 */
export function paymentFailedAdvice(status: string, method: string): string | null {
  if (method !== 'mpesa') return null;
  const s = status.trim().toLowerCase();
  if (s === 'cancelled' || s === 'canceled' || s === 'declined') return MPESA_DECLINED_ADVICE;
  if (s === 'failed' || s === 'timeout' || s === 'timed out' || s === 'expired')
    return MPESA_TIMED_OUT_ADVICE;
  return null;
}

/** 'Failed to initialize payment: {message}'. */
export function paymentInitFailedMessage(message: string): string {
  return `Failed to initialize payment: ${message}`;
}

/** Paid but the order could not be recorded: the customer gets the transaction reference for support. */
export function paidNotRecordedMessage(transactionId: string): string {
  return `Your payment was successful, but we had trouble recording your order. Please contact our support team with this reference number: ${transactionId}`;
}

/** Whether a provider status means the payment went through (only 'successful' does). */
export function isPaymentSuccessful(status: unknown): boolean {
  return status === 'successful';
}
