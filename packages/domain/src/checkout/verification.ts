// Whether a payment provider's verification answer pays a checkout (PROMISES PAY-2): the provider says
// the transaction is successful, in KES, for our own tx_ref, for at least the amount we asked. Any one
// mismatch leaves the checkout unpaid; paying more is accepted and flagged. The answer is read as
// untrusted JSON in Flutterwave's envelope: { status: 'success', data: { id, tx_ref, amount, currency,
// status, payment_type, flw_ref } } or { status: 'error', message }.
import { CURRENCY } from '../money';
import { isRecord, readId, readNumber, readText } from '../shared/read';

interface ExpectedPayment {
  txRef: string;
  amount: number;
}

type MismatchReason = 'currency' | 'tx_ref' | 'amount';

export type PaymentJudgement =
  | {
      outcome: 'paid';
      transactionId: string;
      /** The provider's reference for the payment (Flutterwave's flw_ref; M-Pesa's receipt code for
       *  an M-Pesa payment), shown to the shopper on the order; null when the answer has none. */
      reference: string | null;
      amountPaid: number;
      overpaid: boolean;
      paymentType: string | null;
    }
  /** The provider says it did not go through: final for this transaction. */
  | { outcome: 'failed'; transactionId: string | null; status: string }
  /** Not decided yet (M-Pesa prompt still open): ask again later. */
  | { outcome: 'pending'; transactionId: string | null }
  /** A successful payment that is not this checkout's: never pays it. What was paid, for the owner. */
  | {
      outcome: 'mismatch';
      transactionId: string | null;
      reason: MismatchReason;
      amountPaid: number | null;
      currency: string | null;
    }
  /** An error envelope or an answer we cannot read: nothing is decided, ask again later. */
  | { outcome: 'unknown'; message: string };

const PENDING_STATUSES = new Set(['pending', 'new', 'processing', 'pending-verification']);

/** Judges one verification answer against what the checkout expects. */
export function judgeVerification(answer: unknown, expected: ExpectedPayment): PaymentJudgement {
  if (!isRecord(answer)) return { outcome: 'unknown', message: 'unreadable answer' };
  if (answer.status !== 'success' || !isRecord(answer.data))
    return { outcome: 'unknown', message: readText(answer.message) ?? 'error answer' };
  const data = answer.data;
  const transactionId = readId(data.id);
  // Another checkout's transaction says nothing about this one, whatever its status.
  const paid = {
    amountPaid: readNumber(data.amount),
    currency: readText(data.currency)?.toUpperCase() ?? null,
  };
  if (readText(data.tx_ref) !== expected.txRef)
    return { outcome: 'mismatch', transactionId, reason: 'tx_ref', ...paid };
  const status = (readText(data.status) ?? '').toLowerCase();
  if (PENDING_STATUSES.has(status)) return { outcome: 'pending', transactionId };
  if (status !== 'successful') return { outcome: 'failed', transactionId, status: status || 'failed' };
  if (transactionId === null) return { outcome: 'unknown', message: 'no transaction id' };
  if (paid.currency !== CURRENCY) return { outcome: 'mismatch', transactionId, reason: 'currency', ...paid };
  const amount = paid.amountPaid;
  if (amount === null || amount < expected.amount)
    return { outcome: 'mismatch', transactionId, reason: 'amount', ...paid };
  return {
    outcome: 'paid',
    transactionId,
    reference: readText(data.flw_ref)?.trim().slice(0, 100) || null,
    amountPaid: amount,
    overpaid: amount > expected.amount,
    paymentType: readText(data.payment_type),
  };
}
