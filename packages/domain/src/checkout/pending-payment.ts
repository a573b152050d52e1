// The device's pending-payment record (spec §3): kept per transaction from the moment the payment
// modal reports until the server answers paid or failed, so a reload mid-payment can ask the server
// again. It proves nothing: the server verifies every payment with the provider itself.
import { PAYMENT_METHODS, type PaymentMethod } from '../orders';
import { isRecord, readId, readNumber, readText } from '../shared/read';
import { RECONCILE_WINDOW_MS } from './references';

export const PENDING_PAYMENT_KEY_PREFIX = 'pending_payment_';

interface PendingPaymentItem {
  productId: string;
  productName: string;
  quantity: number;
  price: number;
}

export interface PendingPayment {
  transactionId: string;
  txRef: string;
  amount: number;
  items: PendingPaymentItem[];
  customerPhone: string | null;
  paymentMethod: PaymentMethod;
  /** Epoch milliseconds of the modal's report. */
  timestamp: number;
  /** Paid through an owner's payment link: the device's bag was not in it and stays once paid. */
  keepsBag?: true;
}

/** The storage key of one transaction's record. */
export function pendingPaymentKey(txRef: string): string {
  return `${PENDING_PAYMENT_KEY_PREFIX}${txRef}`;
}

function readItem(value: unknown): PendingPaymentItem | null {
  if (!isRecord(value)) return null;
  const productId = readId(value.productId);
  const quantity = readNumber(value.quantity);
  const price = readNumber(value.price);
  if (productId === null || quantity === null || price === null) return null;
  return { productId, productName: readText(value.productName) ?? '', quantity, price };
}

/** A stored record (text or parsed), or null when it cannot be used to ask the server again. */
export function parsePendingPayment(raw: unknown): PendingPayment | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(value)) return null;
  const transactionId = readId(value.transactionId);
  const txRef = readText(value.txRef);
  const amount = readNumber(value.amount);
  const timestamp = readNumber(value.timestamp);
  const method = PAYMENT_METHODS.find((m) => m === value.paymentMethod);
  if (transactionId === null || txRef === null || amount === null || timestamp === null || !method)
    return null;
  const items = Array.isArray(value.items) ? value.items.map(readItem) : [];
  return {
    transactionId,
    txRef,
    amount,
    items: items.filter((item): item is PendingPaymentItem => item !== null),
    customerPhone: readText(value.customerPhone),
    paymentMethod: method,
    timestamp,
    ...(value.keepsBag === true && { keepsBag: true as const }),
  };
}

/** Past the server's reconciliation window the record is only clutter: the server has settled it. */
export function isPendingPaymentStale(record: Pick<PendingPayment, 'timestamp'>, now: number): boolean {
  return now - record.timestamp > RECONCILE_WINDOW_MS;
}

/** A checkout's lines as the record's items (a bundle counts as one item under its own id). */
export function pendingPaymentItems(lines: {
  items: readonly { product_id: string; name: string; quantity: number; unit_price: number }[];
  bundles: readonly { bundle_id: string; name: string; quantity: number; unit_price: number }[];
}): PendingPaymentItem[] {
  return [
    ...lines.items.map((l) => ({
      productId: l.product_id,
      productName: l.name,
      quantity: l.quantity,
      price: l.unit_price,
    })),
    ...lines.bundles.map((l) => ({
      productId: l.bundle_id,
      productName: l.name,
      quantity: l.quantity,
      price: l.unit_price,
    })),
  ];
}
