import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPendingPaymentStale,
  parsePendingPayment,
  pendingPaymentItems,
  pendingPaymentKey,
  type PendingPayment,
} from './pending-payment';
import { RECONCILE_WINDOW_MS } from './references';

const record: PendingPayment = {
  transactionId: '42',
  txRef: 'TNT-1795460946407-X2H6UDXZLBQ2UONQCP3Y',
  amount: 3000,
  items: [{ productId: 'p1', productName: 'Mini Backpack', quantity: 1, price: 2800 }],
  customerPhone: '+254712345678',
  paymentMethod: 'mpesa',
  timestamp: 1_795_460_946_407,
};

describe('pending-payment record', () => {
  it('is kept per transaction', () => {
    expect(pendingPaymentKey(record.txRef)).toBe(`pending_payment_${record.txRef}`);
  });

  it('reads back what was stored, as text or parsed', () => {
    expect(parsePendingPayment(JSON.stringify(record))).toEqual(record);
    expect(parsePendingPayment(record)).toEqual(record);
    // Flutterwave reports numeric transaction ids.
    expect(parsePendingPayment({ ...record, transactionId: 42 })?.transactionId).toBe('42');
  });

  it('remembers a payment link’s payment (the bag stays once paid), and nothing else by that name', () => {
    expect(parsePendingPayment(JSON.stringify({ ...record, keepsBag: true }))?.keepsBag).toBe(true);
    expect(parsePendingPayment({ ...record, keepsBag: 'yes' })).toEqual(record);
    expect(parsePendingPayment(record)).not.toHaveProperty('keepsBag');
  });

  it('refuses records it cannot ask the server about', () => {
    for (const bad of [
      'not json',
      null,
      [],
      { ...record, txRef: '' },
      { ...record, transactionId: null },
      { ...record, amount: '3000' },
      { ...record, paymentMethod: 'paypal' },
      { ...record, timestamp: undefined },
    ]) {
      expect(parsePendingPayment(bad)).toBeNull();
    }
  });

  it('drops damaged items and a missing phone, keeping the record', () => {
    const parsed = parsePendingPayment({
      ...record,
      customerPhone: '',
      items: [{ productId: 'p1', quantity: 'one', price: 1 }, { productId: 'p2', quantity: 2, price: 5 }, 7],
    });
    expect(parsed?.customerPhone).toBeNull();
    expect(parsed?.items).toEqual([{ productId: 'p2', productName: '', quantity: 2, price: 5 }]);
  });

  it('never throws on any stored value (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue(), fc.anything()), (value) => {
        const parsed = parsePendingPayment(value);
        if (parsed) expect(parsePendingPayment(JSON.stringify(parsed))).toEqual(parsed);
      }),
    );
  });

  it('goes stale after the reconciliation window', () => {
    expect(isPendingPaymentStale(record, record.timestamp + RECONCILE_WINDOW_MS)).toBe(false);
    expect(isPendingPaymentStale(record, record.timestamp + RECONCILE_WINDOW_MS + 1)).toBe(true);
  });

  it('lists a checkout’s lines, bundles under their own id', () => {
    expect(
      pendingPaymentItems({
        items: [{ product_id: 'p1', name: 'Tee', quantity: 2, unit_price: 900 }],
        bundles: [{ bundle_id: 'b1', name: 'Date Night', quantity: 1, unit_price: 5000 }],
      }),
    ).toEqual([
      { productId: 'p1', productName: 'Tee', quantity: 2, price: 900 },
      { productId: 'b1', productName: 'Date Night', quantity: 1, price: 5000 },
    ]);
  });
});
