// The device's pending-payment records (spec §3), one per transaction under 'pending_payment_{tx_ref}':
// written when the payment modal reports, removed when the server answers paid or failed. A reload in
// between finds them and asks the server again. Storage may be blocked or full; then a reload simply
// leaves the payment to the server's webhook and reconciliation.
import {
  isPendingPaymentStale,
  parsePendingPayment,
  PENDING_PAYMENT_KEY_PREFIX,
  pendingPaymentKey,
  type PendingPayment,
} from '@shop/domain/rules';
import { browserDevice, createDeviceStore } from '../../../lib/device-store';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const browserStorage = () => browserDevice().storage as Storage | null;

const recordOf = (txRef: string, storage: Storage | null) =>
  createDeviceStore({ key: pendingPaymentKey(txRef), parse: parsePendingPayment }, () => ({
    storage,
    events: null,
  }));

/** Full or blocked storage: the server still learns of the payment through its webhook. */
export const savePendingPayment = (record: PendingPayment, storage = browserStorage()) =>
  void recordOf(record.txRef, storage).write(record);

export const removePendingPayment = (txRef: string, storage = browserStorage()) =>
  recordOf(txRef, storage).remove();

/** Whether any record is stored: a cheap check before loading the code that settles them. */
export function hasPendingPayments(storage = browserStorage()): boolean {
  try {
    for (let i = 0; i < (storage?.length ?? 0); i += 1) {
      if (storage?.key(i)?.startsWith(PENDING_PAYMENT_KEY_PREFIX)) return true;
    }
  } catch {
    // Blocked storage holds nothing.
  }
  return false;
}

/** The records still worth asking about, oldest first; unreadable and stale ones are removed. */
export function listPendingPayments(now = Date.now(), storage = browserStorage()): PendingPayment[] {
  if (!storage) return [];
  const found: PendingPayment[] = [];
  const drop: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key?.startsWith(PENDING_PAYMENT_KEY_PREFIX)) continue;
      const record = parsePendingPayment(storage.getItem(key));
      if (!record || isPendingPaymentStale(record, now) || pendingPaymentKey(record.txRef) !== key)
        drop.push(key);
      else found.push(record);
    }
    drop.forEach((key) => storage.removeItem(key));
  } catch {
    return found;
  }
  return found.sort((a, b) => a.timestamp - b.timestamp);
}
