// The rules that keep checkout from being abused (PROMISES INV-9, PAY-13, DSC-4): the Idempotency-Key a
// Pay press carries, how often a visitor and an address may open checkouts or ask for quotes, whether
// a payment that arrives after its checkout was given up may still count a use of its code, and how a
// refused payment is described to the owner who has to sort it out.
import { formatKes, groupThousands } from '../money';
import { MINUTE_MS } from '../time';
import type { RateLimit } from '../forms/rate-limit';

// Letters, digits and a few separators: a UUID (what the web app sends) or a client's own token. Short
// keys could collide between presses; long ones only cost storage.
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{16,100}$/;

export const IDEMPOTENCY_KEY_MESSAGE =
  'The Idempotency-Key header must be 16 to 100 letters, digits, dots, colons, dashes or underscores.';

type IdempotencyKeyCheck = { ok: true; key: string | null } | { ok: false; error: string };

/** Reads the Idempotency-Key header: absent is allowed (no replay protection), malformed is refused. */
export function checkIdempotencyKey(header: string | null | undefined): IdempotencyKeyCheck {
  if (header === null || header === undefined) return { ok: true, key: null };
  const key = header.trim();
  return IDEMPOTENCY_KEY.test(key) ? { ok: true, key } : { ok: false, error: IDEMPOTENCY_KEY_MESSAGE };
}

// A visitor is one guest id or one signed-in customer; an address may be a carrier's NAT shared by
// many shoppers, so its limits are several shoppers' worth. A real shopper presses Pay a handful of
// times in a bad minute (bag changed, modal closed, M-Pesa prompt missed); a script pressing it
// faster only replaces its own hold, since a visitor holds one open checkout at a time.
export const CHECKOUT_VISITOR_LIMIT: RateLimit = { maxAttempts: 10, windowMs: MINUTE_MS };
/**
 * A script can make a new guest id for every press, so the address's limit is what bounds its holds:
 * counted over a hold's lifetime (15 minutes by default), 60 checkouts per address means at most 60
 * holds from one address at any moment, while a carrier address shared by many shoppers still gets
 * 4 a minute.
 */
export function checkoutAddressLimit(holdMinutes: number): RateLimit {
  return { maxAttempts: 60, windowMs: Math.max(1, holdMinutes) * MINUTE_MS };
}
// Quotes hold nothing but price the bag from the database; the checkout page asks once per change.
export const QUOTE_VISITOR_LIMIT: RateLimit = { maxAttempts: 60, windowMs: MINUTE_MS };
export const QUOTE_ADDRESS_LIMIT: RateLimit = { maxAttempts: 300, windowMs: MINUTE_MS };

/** A code's limits and its counted uses, seen under the code's lock. */
interface CodeUse {
  usageLimit: number | null;
  usedCount: number;
  oncePerCustomer: boolean;
  usedByCustomer: number;
}

/**
 * Whether a payment verified after its checkout's hold was released (cancelled, replaced, expired)
 * may still count a use of its code. The released checkout gave its use back, so others may have
 * taken it since: counting another would break the code's limit (DSC-1, DSC-4). When it does not
 * fit, the order is kept (the money is never lost) but owed a refund, and no use is counted.
 */
export function lateUseFits(use: CodeUse): boolean {
  if (use.usageLimit !== null && use.usedCount >= use.usageLimit) return false;
  return !(use.oncePerCustomer && use.usedByCustomer > 0);
}

/** The refund reason on a late order whose code was used up by others meanwhile. */
export function codeUsedUpRefundReason(code: string): string {
  return `Paid after the checkout was closed, and its discount code ${code} had reached its limit meanwhile: refund the shopper.`;
}

type RefusedPayment = {
  reason: 'amount' | 'currency';
  amountPaid: number | null;
  currency: string | null;
  expected: number;
};

/** What the owner reads on the failed payments screen about a payment the shop refused. */
export function refusedPaymentNote(p: RefusedPayment): string {
  // The amount may be fractional in another currency; it is shown as the provider gave it.
  const paid =
    p.amountPaid === null
      ? 'an unreadable amount'
      : `${p.currency ?? '?'} ${Number.isInteger(p.amountPaid) ? groupThousands(p.amountPaid) : p.amountPaid}`;
  if (p.reason === 'currency')
    return `Refused: paid ${paid}, not in KES (asked ${formatKes(p.expected)}). Refund the shopper or settle it by hand.`;
  return `Refused: paid ${paid}, less than the ${formatKes(p.expected)} asked. Refund the shopper or settle it by hand.`;
}
