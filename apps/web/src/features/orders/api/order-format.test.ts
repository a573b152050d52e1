import { fulfillmentBadge, orderStatusBadge } from '@shop/domain/rules';
import { describe, expect, it } from 'vitest';
import {
  BADGE_CLASSES,
  componentLabel,
  confirmationPath,
  deliveryPath,
  formatOrderDate,
  lineLabel,
} from './order-format';

describe('order lines, dates and badges', () => {
  it('writes lines as the checkout does', () => {
    expect(lineLabel({ kind: 'product', name: 'Denim Jacket', quantity: 2 })).toBe('Denim Jacket x 2');
    expect(lineLabel({ kind: 'bundle', name: 'Weekend Set', quantity: 1 })).toBe('Weekend Set (Bundle) x 1');
    expect(componentLabel({ name: 'Linen Shirt', quantity: 3 })).toBe('3 x Linen Shirt');
  });

  it('shows dates in Nairobi time, and unreadable ones as they came', () => {
    // 21:30 UTC is 00:30 the next day in Nairobi.
    expect(formatOrderDate('2025-03-02T21:30:00.000Z')).toBe('3 Mar 2025, 00:30');
    expect(formatOrderDate('soon')).toBe('soon');
  });

  it('colours every badge the spec names', () => {
    expect(BADGE_CLASSES[orderStatusBadge('pending').colour]).toContain('yellow');
    expect(BADGE_CLASSES[orderStatusBadge('paid').colour]).toContain('blue');
    expect(BADGE_CLASSES[orderStatusBadge('fulfilled').colour]).toContain('green');
    expect(BADGE_CLASSES[orderStatusBadge('cancelled').colour]).toContain('red');
    expect(BADGE_CLASSES[orderStatusBadge('refunded').colour]).toContain('neutral');
    expect(fulfillmentBadge('ready_for_delivery')).toEqual({ label: 'ready for delivery', colour: 'yellow' });
    expect(BADGE_CLASSES[fulfillmentBadge('shipped').colour]).toContain('blue');
    expect(BADGE_CLASSES[fulfillmentBadge('delivered').colour]).toContain('green');
  });

  it('links to the delivery form and the confirmation of an order', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(deliveryPath(id)).toBe(`/delivery-details?order_id=${id}`);
    expect(confirmationPath(id)).toBe(`/order-confirmation?order_id=${id}`);
  });
});
