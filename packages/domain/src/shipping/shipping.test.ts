import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  FREE_DELIVERY_THRESHOLD,
  SAME_DAY_CLOSED_MESSAGE,
  availableDeliveryOptions,
  isSameDayAvailable,
  quoteDelivery,
  standardDeliveryFee,
} from './delivery-fee';
import { DELIVERY_DAYS_RANGE, deliveryTimeText, type DeliveryArea } from './policies';

// 08:59 and 09:00 UTC are 11:59 and 12:00 in Nairobi.
const beforeNoon = '2024-05-06T08:59:59Z';
const atNoon = '2024-05-06T09:00:00Z';

describe('standardDeliveryFee', () => {
  it('is free from KES 3,000 and KES 200 below', () => {
    expect(standardDeliveryFee(3000)).toBe(0);
    expect(standardDeliveryFee(12_000)).toBe(0);
    expect(standardDeliveryFee(2999)).toBe(200);
    expect(standardDeliveryFee(0)).toBe(200);
    expect(standardDeliveryFee(Number.NaN)).toBe(200);
  });

  it('is 0 exactly when the amount reaches the threshold (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (amount) => {
        expect(standardDeliveryFee(amount) === 0).toBe(amount >= FREE_DELIVERY_THRESHOLD);
      }),
    );
  });
});

describe('same-day delivery', () => {
  it('is open before 12:00 EAT only', () => {
    expect(isSameDayAvailable(beforeNoon)).toBe(true);
    expect(isSameDayAvailable(atNoon)).toBe(false);
    expect(isSameDayAvailable(new Date('2024-05-05T21:00:00Z'))).toBe(true);
    expect(isSameDayAvailable('not a date')).toBe(false);
  });

  it('costs KES 500 whatever the amount, and is refused after the cut-off', () => {
    expect(quoteDelivery(10_000, 'same_day', beforeNoon)).toEqual({ ok: true, option: 'same_day', fee: 500 });
    expect(quoteDelivery(100, 'same_day', atNoon)).toEqual({
      ok: false,
      option: 'same_day',
      error: SAME_DAY_CLOSED_MESSAGE,
    });
    expect(quoteDelivery(100, 'standard', atNoon)).toEqual({ ok: true, option: 'standard', fee: 200 });
  });

  it('lists the open options', () => {
    expect(availableDeliveryOptions(5000, beforeNoon)).toEqual([
      { option: 'standard', fee: 0 },
      { option: 'same_day', fee: 500 },
    ]);
    expect(availableDeliveryOptions(5000, atNoon)).toEqual([{ option: 'standard', fee: 0 }]);
  });
});

describe('policies', () => {
  it('gives the delivery time per area', () => {
    expect(deliveryTimeText('cbd')).toBe('1-2 business days');
    expect(deliveryTimeText('suburbs')).toBe('2-3 business days');
    expect(deliveryTimeText('surrounding')).toBe('3-5 business days');
    expect(deliveryTimeText('mars' as DeliveryArea)).toBe('1-5 business days');
    expect(DELIVERY_DAYS_RANGE).toEqual({ min: 1, max: 5 });
  });
});
