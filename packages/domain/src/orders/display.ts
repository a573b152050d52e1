const ANONYMOUS_CUSTOMER = 'Anonymous Customer';
const SHORT_ORDER_ID_LENGTH = 8;

/** An order id as shown to people: its first 8 characters. */
export function shortOrderId(id: string): string {
  return typeof id === 'string' ? id.slice(0, SHORT_ORDER_ID_LENGTH) : '';
}

/** The order fields a customer's name can come from. */
interface CustomerNameSource {
  delivery_info?: { name?: string | null } | null;
  user_name?: string | null;
  phone_number?: string | null;
  user_email?: string | null;
}

function present(value: string | null | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

/** Name order: delivery name (unless 'Guest'), user_name (unless it starts with Guest), phone, email, 'Anonymous Customer'. */
export function customerDisplayName(order: CustomerNameSource): string {
  const deliveryName = present(order.delivery_info?.name);
  if (deliveryName !== null && deliveryName !== 'Guest') return deliveryName;
  const userName = present(order.user_name);
  if (userName !== null && !userName.startsWith('Guest')) return userName;
  return present(order.phone_number) ?? present(order.user_email) ?? ANONYMOUS_CUSTOMER;
}
