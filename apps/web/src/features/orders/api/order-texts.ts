// Texts of the orders screens that the spec quotes (used word for word) or that the server sends.
export const INVALID_ORDER_TITLE = 'Invalid Order';
export { ORDER_LINK_INVALID_MESSAGE } from '@shop/domain/texts';
export const ORDER_VERIFY_FAILED_MESSAGE =
  'Could not verify order details. Please try again or contact support.';
export const NO_GUEST_PROFILE_MESSAGE =
  "We can't find your guest shopping profile on this device. Guest orders are kept with the phone or browser you paid on — try that one, or start shopping here.";
export const NO_GUEST_ORDERS_MESSAGE =
  'No orders found for this phone number on this device. Check the number you paid with and try again.';
export const NO_ORDERS_MESSAGE = "You haven't placed any orders yet.";
export const ORDER_NOT_FOUND_MESSAGE = 'We could not find this order.';
