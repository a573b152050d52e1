import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_DELIVERY_SETTINGS as POLICY,
  SAME_DAY_CLOSED_MESSAGE,
  availableDeliveryOptions,
  isSameDayAvailable,
  quoteDelivery,
  sameDayClosedMessage,
  standardDeliveryFee,
  type DeliverySettings,
} from './delivery-fee';
import { DELIVERY_DAYS_RANGE, deliveryTimeText, type DeliveryArea } from './policies';

// 08:59 and 09:00 UTC are 11:59 and 12:00 in Nairobi.
const beforeNoon = '2024-05-06T08:59:59Z';
const atNoon = '2024-05-06T09:00:00Z';

const settings = fc.record({
  free_from: fc.integer({ min: 0, max: 1_000_000 }),
  standard_fee: fc.integer({ min: 0, max: 20_000 }),
  same_day_fee: fc.integer({ min: 0, max: 20_000 }),
  same_day_cutoff_hour: fc.integer({ min: 1, max: 23 }),
});

describe('standardDeliveryFee', () => {
  it('is free from KES 3,000 and KES 200 below with the policy figures', () => {
    expect(standardDeliveryFee(3000, POLICY)).toBe(0);
    expect(standardDeliveryFee(12_000, POLICY)).toBe(0);
    expect(standardDeliveryFee(2999, POLICY)).toBe(200);
    expect(standardDeliveryFee(0, POLICY)).toBe(200);
    expect(standardDeliveryFee(Number.NaN, POLICY)).toBe(200);
  });

  it('follows the owner figures', () => {
    const mine: DeliverySettings = { ...POLICY, free_from: 5000, standard_fee: 350 };
    expect(standardDeliveryFee(4999, mine)).toBe(350);
    expect(standardDeliveryFee(5000, mine)).toBe(0);
  });

  it('is the standard fee below the threshold and 0 from it, for any settings (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), settings, (amount, s) => {
        expect(standardDeliveryFee(amount, s)).toBe(amount >= s.free_from ? 0 : s.standard_fee);
      }),
    );
  });
});

describe('same-day delivery', () => {
  it('is open before 12:00 EAT only with the policy figures', () => {
    expect(isSameDayAvailable(beforeNoon, POLICY)).toBe(true);
    expect(isSameDayAvailable(atNoon, POLICY)).toBe(false);
    expect(isSameDayAvailable(new Date('2024-05-05T21:00:00Z'), POLICY)).toBe(true);
    expect(isSameDayAvailable('not a date', POLICY)).toBe(false);
  });

  it('follows the owner cut-off, and its message says that hour', () => {
    const late: DeliverySettings = { ...POLICY, same_day_cutoff_hour: 15 };
    expect(isSameDayAvailable(atNoon, late)).toBe(true);
    expect(isSameDayAvailable('2024-05-06T12:00:00Z', late)).toBe(false);
    expect(quoteDelivery(100, 'same_day', '2024-05-06T12:00:00Z', late)).toEqual({
      ok: false,
      option: 'same_day',
      error: 'Same-day delivery is available for orders placed before 3 PM.',
    });
    expect(sameDayClosedMessage(9)).toBe('Same-day delivery is available for orders placed before 9 AM.');
  });

  it('keeps the spec words at the 12 PM cut-off', () => {
    expect(SAME_DAY_CLOSED_MESSAGE).toBe('Same-day delivery is available for orders placed before 12 PM.');
  });

  it('costs KES 500 whatever the amount, and is refused after the cut-off', () => {
    expect(quoteDelivery(10_000, 'same_day', beforeNoon, POLICY)).toEqual({
      ok: true,
      option: 'same_day',
      fee: 500,
    });
    expect(quoteDelivery(100, 'same_day', atNoon, POLICY)).toEqual({
      ok: false,
      option: 'same_day',
      error: SAME_DAY_CLOSED_MESSAGE,
    });
    expect(quoteDelivery(100, 'standard', atNoon, POLICY)).toEqual({
      ok: true,
      option: 'standard',
      fee: 200,
    });
    expect(quoteDelivery(100, 'same_day', beforeNoon, { ...POLICY, same_day_fee: 800 })).toMatchObject({
      fee: 800,
    });
  });

  it('lists the open options', () => {
    expect(availableDeliveryOptions(5000, beforeNoon, POLICY)).toEqual([
      { option: 'standard', fee: 0 },
      { option: 'same_day', fee: 500 },
    ]);
    expect(availableDeliveryOptions(5000, atNoon, POLICY)).toEqual([{ option: 'standard', fee: 0 }]);
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
