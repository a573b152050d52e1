import { readText } from '../shared/read';

export const GUEST_ID_STORAGE_KEY = 'guest_user_id';
export const DELIVERY_ORDER_MISSING_MESSAGE =
  'Missing order information. Please try again or contact support.';
export const DELIVERY_ORDER_INVALID_MESSAGE = 'Invalid order format. Please try again or contact support.';
export const GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE = 'Please enter your phone number';
/** An order link that is not the visitor's, or no longer awaits delivery details (spec §8). */
export const ORDER_LINK_INVALID_MESSAGE = 'Invalid or expired order link.';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Whether a value is a version-4 UUID (version nibble 4, RFC 4122 variant). */
export function isUuidV4(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}

type GuestIdCheck = { ok: true; guestId: string } | { ok: false; error: 'missing' | 'invalid' };

/** A stored guest id is kept only if it is a v4 UUID; 'invalid' tells the caller to remove it and make a new one. */
export function checkStoredGuestId(stored: unknown): GuestIdCheck {
  const text = readText(stored);
  if (text === null) return { ok: false, error: 'missing' };
  return isUuidV4(text) ? { ok: true, guestId: text.toLowerCase() } : { ok: false, error: 'invalid' };
}

type DeliveryOrderIdCheck =
  | { ok: true; orderId: string }
  | { ok: false; error: typeof DELIVERY_ORDER_MISSING_MESSAGE | typeof DELIVERY_ORDER_INVALID_MESSAGE };

/** The delivery page's order_id: present, not the literal 'undefined', and a v4 UUID. */
export function checkDeliveryOrderId(value: unknown): DeliveryOrderIdCheck {
  const text = readText(value);
  if (text === null || text === 'undefined') return { ok: false, error: DELIVERY_ORDER_MISSING_MESSAGE };
  return isUuidV4(text)
    ? { ok: true, orderId: text.toLowerCase() }
    : { ok: false, error: DELIVERY_ORDER_INVALID_MESSAGE };
}

type GuestLookupCheck =
  | { ok: true; guestId: string; phone: string }
  | { ok: false; error: typeof GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE | 'missing_guest_id' };

/** A guest order lookup needs a phone number (spec message) and the device's guest id. */
export function checkGuestLookup(guestId: unknown, phone: unknown): GuestLookupCheck {
  const number = readText(phone);
  if (number === null) return { ok: false, error: GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE };
  const guest = checkStoredGuestId(guestId);
  return guest.ok
    ? { ok: true, guestId: guest.guestId, phone: number }
    : { ok: false, error: 'missing_guest_id' };
}
