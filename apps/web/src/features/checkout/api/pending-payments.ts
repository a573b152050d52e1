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
} from '@shop/domain';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function savePendingPayment(record: PendingPayment, storage = browserStorage()) {
  try {
    storage?.setItem(pendingPaymentKey(record.txRef), JSON.stringify(record));
  } catch {
    // Full or blocked: the server still learns of the payment through its webhook.
  }
}

export function removePendingPayment(txRef: string, storage = browserStorage()) {
  try {
    storage?.removeItem(pendingPaymentKey(txRef));
  } catch {
    // Nothing to remove from blocked storage.
  }
}

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
