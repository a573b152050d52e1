import type { PendingPayment } from '@shop/domain/rules';
import { RECONCILE_WINDOW_MS } from '@shop/domain/timings';
import { describe, expect, it } from 'vitest';
import {
  hasPendingPayments,
  listPendingPayments,
  removePendingPayment,
  savePendingPayment,
} from './pending-payments';
import { MemoryStorage } from '../../../test/memory-storage';

const NOW = 1_795_460_946_407;
const record = (txRef: string, timestamp = NOW): PendingPayment => ({
  transactionId: '7',
  txRef,
  amount: 3000,
  items: [{ productId: 'p1', productName: 'Tote', quantity: 1, price: 2800 }],
  customerPhone: '+254712345678',
  paymentMethod: 'mpesa',
  timestamp,
});

describe('pending payments on the device', () => {
  it('keeps one record per transaction until it is removed', () => {
    const storage = new MemoryStorage();
    expect(hasPendingPayments(storage)).toBe(false);
    savePendingPayment(record('TNT-B', NOW + 1), storage);
    savePendingPayment(record('TNT-A'), storage);
    savePendingPayment(record('TNT-A'), storage);
    storage.setItem('shopping-cart-v2', '{}');
    expect(hasPendingPayments(storage)).toBe(true);
    expect(listPendingPayments(NOW, storage).map((r) => r.txRef)).toEqual(['TNT-A', 'TNT-B']);
    removePendingPayment('TNT-A', storage);
    removePendingPayment('TNT-B', storage);
    expect(hasPendingPayments(storage)).toBe(false);
    expect(storage.getItem('shopping-cart-v2')).toBe('{}');
  });

  it('drops unreadable, misfiled and stale records when listing', () => {
    const storage = new MemoryStorage();
    storage.setItem('pending_payment_TNT-X', 'garbage');
    storage.setItem('pending_payment_TNT-Y', JSON.stringify(record('TNT-Z')));
    savePendingPayment(record('TNT-OLD', NOW - RECONCILE_WINDOW_MS - 1), storage);
    savePendingPayment(record('TNT-OK'), storage);
    expect(listPendingPayments(NOW, storage).map((r) => r.txRef)).toEqual(['TNT-OK']);
    expect(storage.length).toBe(1);
  });

  it('does nothing without storage', () => {
    expect(listPendingPayments(NOW, null)).toEqual([]);
    expect(hasPendingPayments(null)).toBe(false);
    expect(() => savePendingPayment(record('TNT-A'), null)).not.toThrow();
  });
});
