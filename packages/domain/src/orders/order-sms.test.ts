import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_SMS_EVENTS, SMS_LENGTH, orderSmsText } from './order-sms';

const ORDER_ID = '3f2a9c1e-0000-4000-8000-000000000001';
const base = {
  shop: 'TNT Thrift',
  orderId: ORDER_ID,
  amountPaid: 3000,
  link: 'https://tnt.co.ke/guest-orders',
};

describe('the guest order SMS', () => {
  it('names the shop, the order number and the link for each event', () => {
    expect(orderSmsText({ ...base, event: 'placed' })).toBe(
      'TNT Thrift: order #3f2a9c1e is paid (KES 3,000). Add delivery details and track it at https://tnt.co.ke/guest-orders',
    );
    expect(orderSmsText({ ...base, event: 'shipped' })).toBe(
      'TNT Thrift: your order #3f2a9c1e is on its way. Track it at https://tnt.co.ke/guest-orders',
    );
    expect(orderSmsText({ ...base, event: 'delivered' })).toBe(
      'TNT Thrift: your order #3f2a9c1e was delivered. Thank you! https://tnt.co.ke/guest-orders',
    );
    expect(orderSmsText({ ...base, event: 'cancelled' })).toBe(
      'TNT Thrift: order #3f2a9c1e was cancelled. KES 3,000 will be refunded in 5-7 business days. https://tnt.co.ke/guest-orders',
    );
    expect(orderSmsText({ ...base, event: 'cancelled', amountPaid: 0 })).toBe(
      'TNT Thrift: order #3f2a9c1e was cancelled. https://tnt.co.ke/guest-orders',
    );
  });

  it('says nothing of the steps a guest does not hear of', () => {
    expect(orderSmsText({ ...base, event: 'ready_for_delivery' })).toBeNull();
    expect(orderSmsText({ ...base, event: 'delivery_details_received' })).toBeNull();
  });

  it('fits one plain SMS for shop names up to 20 and links up to 60 characters (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_SMS_EVENTS),
        fc.string({ minLength: 1, maxLength: 20, unit: fc.constantFrom(...'ABCxyz &-.'.split('')) }),
        fc.uuid(),
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.string({ minLength: 10, maxLength: 60, unit: fc.constantFrom(...'https:/.aeiou-'.split('')) }),
        (event, shop, orderId, amountPaid, link) => {
          const text = orderSmsText({ shop, orderId, event, amountPaid, link })!;
          expect(text.length).toBeLessThanOrEqual(SMS_LENGTH);
          expect(text.startsWith(`${shop}: `)).toBe(true);
          expect(text).toContain(`#${orderId.slice(0, 8)}`);
          expect(text.endsWith(link)).toBe(true);
          expect(text).toMatch(/^[\x20-\x7e]*$/);
        },
      ),
    );
  });
});
