// Checkouts that did not become orders, as the owner calls them back: why each ended, and the message
// a tap on "Message on WhatsApp" starts with.
import { formatKes } from '../money/money';

export const UNFINISHED_REASONS = ['declined', 'timed_out', 'closed'] as const;
export type UnfinishedReason = (typeof UNFINISHED_REASONS)[number];

export const UNFINISHED_REASON_LABELS: Record<UnfinishedReason, string> = {
  declined: 'Declined',
  timed_out: 'Timed out',
  closed: 'Closed',
};

/**
 * Why a checkout ended without an order: the hold ran out (timed out), the shopper closed the
 * payment (closed), or the provider's status. M-Pesa through the provider says 'cancelled' when the
 * prompt was declined or the PIN refused and 'failed' when the phone never answered (as the shopper's
 * advice reads it, paymentFailedAdvice); other statuses count as declined.
 */
export function unfinishedReason(
  status: 'failed' | 'cancelled' | 'expired',
  failureReason: string | null,
): UnfinishedReason {
  if (status === 'expired') return 'timed_out';
  if (status === 'cancelled') return 'closed';
  const said = (failureReason ?? '').trim().toLowerCase();
  return said === 'failed' || /time[ds]?[\s_-]?out|expired/.test(said) ? 'timed_out' : 'declined';
}

export type CallBackPiece = { name: string; size: string | null; quantity: number };

/** The first words of the owner's WhatsApp message to a shopper whose payment did not go through. */
export function callBackMessage(input: {
  shopName: string;
  customerName: string | null;
  pieces: readonly CallBackPiece[];
  total: number;
}): string {
  const first = input.customerName?.trim().split(/\s+/)[0];
  const names = input.pieces.map((p) => `${p.name}${p.size ? ` (size ${p.size})` : ''}`);
  const list =
    names.length <= 2 ? names.join(' and ') : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
  return (
    `Hi${first ? ` ${first}` : ''}, this is ${input.shopName}. Your M-Pesa payment of ${formatKes(input.total)} ` +
    `for ${list} did not go through. Would you like us to help you complete it?`
  );
}
