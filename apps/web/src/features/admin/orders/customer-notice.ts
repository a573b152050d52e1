// What the customer hears when the owner changes their order, as the cancel dialog says it: a guest
// gets an SMS on the M-Pesa number they paid with, an account holder the bell notification and an
// e-mail (unless they switched order updates off), an order whose account is gone the e-mail alone.
import { formatPhoneForDisplay } from '@shop/domain/rules';

type NoticeOrder = {
  is_guest: boolean;
  user_id: string | null;
  phone_number: string | null;
  user_email: string | null;
};

export function customerNoticeText(order: NoticeOrder): string {
  if (order.is_guest)
    return order.phone_number
      ? `The customer gets an SMS at ${formatPhoneForDisplay(order.phone_number)}.`
      : 'The customer is not told: this guest order has no phone number.';
  if (order.user_id)
    return 'The customer gets a notification, and an e-mail unless they switched order updates off.';
  return order.user_email
    ? `The customer gets an e-mail at ${order.user_email}.`
    : 'The customer is not told: this order has no account, e-mail or phone number.';
}
