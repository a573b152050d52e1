import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  fulfillmentBadge,
  markedReadMessage,
  NOTIFICATION_TYPES,
  notificationIcon,
  orderStatusBadge,
  unreadBadgeText,
} from './badges';
import { customerDisplayName, shortOrderId } from './display';
import {
  DELIVERY_ORDER_INVALID_MESSAGE,
  DELIVERY_ORDER_MISSING_MESSAGE,
  checkDeliveryOrderId,
  checkGuestLookup,
  checkStoredGuestId,
  isUuidV4,
} from './identity';

const v4 = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('identity', () => {
  it('accepts only v4 UUIDs', () => {
    expect(isUuidV4(v4)).toBe(true);
    expect(isUuidV4(v4.toUpperCase())).toBe(true);
    expect(isUuidV4('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(false); // v1
    expect(isUuidV4('3f2504e0-4f89-41d3-7a0c-0305e82c3301')).toBe(false); // wrong variant
    expect(isUuidV4(42)).toBe(false);
  });

  it('every generated v4 UUID passes (property)', () => {
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), (id) => {
        expect(isUuidV4(id)).toBe(true);
      }),
    );
  });

  it('checks the stored guest id', () => {
    expect(checkStoredGuestId(v4)).toEqual({ ok: true, guestId: v4 });
    expect(checkStoredGuestId(null)).toEqual({ ok: false, error: 'missing' });
    expect(checkStoredGuestId('guest-123')).toEqual({ ok: false, error: 'invalid' });
  });

  it('checks the delivery order_id with the spec messages', () => {
    expect(checkDeliveryOrderId(v4.toUpperCase())).toEqual({ ok: true, orderId: v4 });
    for (const missing of [undefined, null, '', '  ', 'undefined']) {
      expect(checkDeliveryOrderId(missing)).toEqual({ ok: false, error: DELIVERY_ORDER_MISSING_MESSAGE });
    }
    expect(checkDeliveryOrderId('12345')).toEqual({ ok: false, error: DELIVERY_ORDER_INVALID_MESSAGE });
    expect(DELIVERY_ORDER_MISSING_MESSAGE).toBe(
      'Missing order information. Please try again or contact support.',
    );
    expect(DELIVERY_ORDER_INVALID_MESSAGE).toBe('Invalid order format. Please try again or contact support.');
  });

  it('guest lookup needs a phone and a guest id', () => {
    expect(checkGuestLookup(v4, ' 0712345678 ')).toEqual({ ok: true, guestId: v4, phone: '0712345678' });
    expect(checkGuestLookup(v4, '')).toEqual({ ok: false, error: 'Please enter your phone number' });
    expect(checkGuestLookup('nope', '0712345678')).toEqual({ ok: false, error: 'missing_guest_id' });
  });
});

describe('display', () => {
  it('short id is the first 8 characters', () => {
    expect(shortOrderId(v4)).toBe('3f2504e0');
    expect(shortOrderId('abc')).toBe('abc');
    expect(shortOrderId(null as unknown as string)).toBe('');
  });

  it('customer display name follows the spec order', () => {
    const full = {
      delivery_info: { name: 'Wanjiru K' },
      user_name: 'wanjiru',
      phone_number: '+254712345678',
      user_email: 'w@example.com',
    };
    expect(customerDisplayName(full)).toBe('Wanjiru K');
    expect(customerDisplayName({ ...full, delivery_info: { name: 'Guest' } })).toBe('wanjiru');
    expect(customerDisplayName({ ...full, delivery_info: null, user_name: 'Guest 1234' })).toBe(
      '+254712345678',
    );
    expect(customerDisplayName({ user_email: 'w@example.com', phone_number: ' ' })).toBe('w@example.com');
    expect(customerDisplayName({})).toBe('Anonymous Customer');
  });
});

describe('badges', () => {
  it('order status colours', () => {
    expect(orderStatusBadge('pending')).toEqual({ label: 'pending', colour: 'yellow' });
    expect(orderStatusBadge('paid').colour).toBe('blue');
    expect(orderStatusBadge('fulfilled').colour).toBe('green');
    expect(orderStatusBadge('cancelled').colour).toBe('red');
    expect(orderStatusBadge('refund_pending')).toEqual({ label: 'refund pending', colour: 'grey' });
  });

  it('fulfillment colours, with _ shown as a space', () => {
    expect(fulfillmentBadge('shipped').colour).toBe('blue');
    expect(fulfillmentBadge('delivered').colour).toBe('green');
    expect(fulfillmentBadge('ready_for_delivery')).toEqual({ label: 'ready for delivery', colour: 'yellow' });
    expect(fulfillmentBadge('awaiting_details')).toEqual({ label: 'awaiting details', colour: 'yellow' });
    expect(fulfillmentBadge(undefined as unknown as string)).toEqual({ label: '', colour: 'yellow' });
  });

  it('unread badge caps at 9+', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(0.5)).toBe('');
    expect(unreadBadgeText(-1)).toBe('');
    expect(unreadBadgeText(Number.NaN)).toBe('');
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
  });

  it('notification icons and toasts', () => {
    expect(notificationIcon('order_shipped')).toBe('order_shipped');
    expect(notificationIcon('promo')).toBe('default');
    expect(markedReadMessage(3)).toBe('Marked 3 notifications as read');
  });

  it('every type the spec names has its own icon; any other string gets the default bell', () => {
    for (const type of NOTIFICATION_TYPES) expect(notificationIcon(type)).toBe(type);
    fc.assert(
      fc.property(fc.string(), (type) => {
        const icon = notificationIcon(type);
        expect(icon === 'default' || icon === type).toBe(true);
        expect(icon === 'default').toBe(!(NOTIFICATION_TYPES as readonly string[]).includes(type));
      }),
    );
  });
});
