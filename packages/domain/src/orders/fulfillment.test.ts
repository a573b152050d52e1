import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FULFILLMENT_STATUSES, ORDER_STATUSES } from './badges';
import {
  cancelOwesRefund,
  canCancelOrder,
  changeFulfillment,
  nextFulfillmentStatuses,
  orderNotice,
  previousFulfillmentStatus,
  stepBackFulfillment,
} from './fulfillment';

describe('fulfillment', () => {
  it('moves one step at a time, and delivered fulfils the order', () => {
    expect(nextFulfillmentStatuses('paid', 'awaiting_details')).toEqual(['ready_for_delivery']);
    expect(changeFulfillment('paid', 'ready_for_delivery', 'shipped')).toEqual({
      ok: true,
      status: 'paid',
      fulfillment: 'shipped',
    });
    expect(changeFulfillment('paid', 'shipped', 'delivered')).toEqual({
      ok: true,
      status: 'fulfilled',
      fulfillment: 'delivered',
    });
    expect(changeFulfillment('paid', 'awaiting_details', 'shipped')).toEqual({
      ok: false,
      error: 'An order that is awaiting details cannot become shipped.',
    });
    expect(changeFulfillment('cancelled', 'ready_for_delivery', 'shipped').ok).toBe(false);
  });

  it('never moves backwards or skips a step (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...FULFILLMENT_STATUSES),
        fc.constantFrom(...FULFILLMENT_STATUSES),
        (status, from, to) => {
          const change = changeFulfillment(status, from, to);
          if (change.ok)
            expect(FULFILLMENT_STATUSES.indexOf(to)).toBe(FULFILLMENT_STATUSES.indexOf(from) + 1);
        },
      ),
    );
  });

  it('steps back one step at a time until delivered, never for a cancelled order', () => {
    expect(stepBackFulfillment('paid', 'shipped')).toEqual({
      ok: true,
      status: 'paid',
      fulfillment: 'ready_for_delivery',
    });
    expect(stepBackFulfillment('paid', 'ready_for_delivery')).toEqual({
      ok: true,
      status: 'paid',
      fulfillment: 'awaiting_details',
    });
    expect(stepBackFulfillment('paid', 'awaiting_details')).toEqual({
      ok: false,
      error: 'An order that is awaiting details cannot be stepped back.',
    });
    expect(stepBackFulfillment('fulfilled', 'delivered').ok).toBe(false);
    expect(stepBackFulfillment('cancelled', 'shipped')).toEqual({
      ok: false,
      error: 'A cancelled order cannot be stepped back.',
    });
    // A step back always lands where a step forward came from.
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...FULFILLMENT_STATUSES),
        (status, from) => {
          const back = stepBackFulfillment(status, from);
          if (!back.ok) return previousFulfillmentStatus(status, from) === null;
          return status !== 'cancelled' && nextFulfillmentStatuses(status, back.fulfillment).includes(from);
        },
      ),
    );
  });

  it('cancels until delivered; a paid order owes a refund', () => {
    expect(canCancelOrder('paid', 'shipped')).toBe(true);
    expect(canCancelOrder('fulfilled', 'delivered')).toBe(false);
    expect(canCancelOrder('cancelled', 'awaiting_details')).toBe(false);
    expect(cancelOwesRefund('paid')).toBe(true);
    expect(cancelOwesRefund('pending')).toBe(false);
  });

  it('tells the customer about a paid order, shipping, delivery and cancellation', () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(orderNotice(id, 'placed', 2000)).toEqual({
      type: 'order_placed',
      title: 'Order placed',
      message: 'Your order #3f2504e0 of KES 2,000 is paid. Tell us where to deliver it.',
    });
    expect(orderNotice(id, 'shipped', 100)).toEqual({
      type: 'order_shipped',
      title: 'Order shipped',
      message: 'Your order #3f2504e0 is on its way.',
    });
    expect(orderNotice(id, 'delivered', 100)?.type).toBe('order_delivered');
    expect(orderNotice(id, 'cancelled', 3500)?.message).toContain('KES 3,500');
    expect(orderNotice(id, 'ready_for_delivery', 100)).toBeNull();
  });
});
