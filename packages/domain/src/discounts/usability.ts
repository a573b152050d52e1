// Whether a stored discount code may be used by this shopper on this bag right now: the shop's own
// limits (active, window, minimum order, total uses, once per customer, generated codes' owner) on top
// of the spec's calculation. Unknown, switched-off and someone else's codes all read as the spec's
// "Invalid discount code", so trying codes reveals nothing about which ones exist.
import { formatKes } from '../money';
import { MINUTE_MS, toEpochMs, type Instant } from '../time';
import { calculateDiscount } from './calculate';
import { DISCOUNT_INVALID_MESSAGE } from './code-entry';
import type { DiscountBreakdown, DiscountLines, DiscountRule } from './types';

/** Discount tries per visitor (the server counts them): 10 a minute. */
export const DISCOUNT_RATE_LIMIT = { maxAttempts: 10, windowMs: MINUTE_MS } as const;

export const DISCOUNT_NOT_STARTED_MESSAGE = 'This discount code is not active yet';
export const DISCOUNT_EXPIRED_MESSAGE = 'This discount code has expired';
export const DISCOUNT_USED_UP_MESSAGE = 'This discount code has reached its usage limit';
export const DISCOUNT_ALREADY_USED_MESSAGE = "You've already used this discount code";
export const DISCOUNT_NOT_APPLICABLE_MESSAGE = "This discount code doesn't apply to the items in your bag";
export const DISCOUNT_EMPTY_BAG_MESSAGE = 'Add something to your bag before applying a discount code';

/** The message when the bag is below a code's minimum order. */
function discountMinimumMessage(minimum: number): string {
  return `This discount code needs an order of at least ${formatKes(minimum)}`;
}

/** A discount code as the shop keeps it, with its use so far. */
export interface StoredDiscount extends DiscountRule {
  isActive: boolean;
  startsAt: Instant | null;
  endsAt: Instant | null;
  /** Whole KES; 0 means none. */
  minOrderAmount: number;
  /** Null means unlimited. */
  usageLimit: number | null;
  usedCount: number;
  oncePerCustomer: boolean;
  /** How often this shopper has used it already. */
  usedByCustomer: number;
  /** Generated codes belong to one visitor ('u:{user id}' or 'g:{guest id}'); null means anyone. */
  ownerKey: string | null;
}

/** The message when a code was accepted. */
export function discountAppliedMessage(code: string, amount: number): string {
  return `${code} applied: you save ${formatKes(amount)}`;
}

type DiscountRefusal =
  | 'invalid'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'already_used'
  | 'empty_bag'
  | 'minimum_not_met'
  | 'not_applicable';

type DiscountCheck =
  { ok: true; breakdown: DiscountBreakdown } | { ok: false; reason: DiscountRefusal; message: string };

interface DiscountContext {
  now: Instant;
  /** The keys this shopper is known by ('u:{id}', 'g:{guest id}'). */
  customerKeys: readonly string[];
}

const refuse = (reason: DiscountRefusal, message: string): DiscountCheck => ({ ok: false, reason, message });

/** The checks in the order a shopper would want to hear about them; the calculation is the spec's. */
export function checkDiscount(
  discount: StoredDiscount | null | undefined,
  lines: DiscountLines,
  context: DiscountContext,
): DiscountCheck {
  if (!discount || !discount.isActive) return refuse('invalid', DISCOUNT_INVALID_MESSAGE);
  if (discount.ownerKey !== null && !context.customerKeys.includes(discount.ownerKey))
    return refuse('invalid', DISCOUNT_INVALID_MESSAGE);
  const now = toEpochMs(context.now);
  const starts = toEpochMs(discount.startsAt);
  const ends = toEpochMs(discount.endsAt);
  // Without a clock no window can be trusted: refuse rather than let an expired code through.
  if (now === null) return refuse('expired', DISCOUNT_EXPIRED_MESSAGE);
  if (starts !== null && now < starts) return refuse('not_started', DISCOUNT_NOT_STARTED_MESSAGE);
  if (ends !== null && now >= ends) return refuse('expired', DISCOUNT_EXPIRED_MESSAGE);
  if (discount.usageLimit !== null && discount.usedCount >= discount.usageLimit)
    return refuse('used_up', DISCOUNT_USED_UP_MESSAGE);
  if (discount.oncePerCustomer && discount.usedByCustomer > 0)
    return refuse('already_used', DISCOUNT_ALREADY_USED_MESSAGE);
  const breakdown = calculateDiscount(lines, discount);
  if (breakdown.subtotal <= 0) return refuse('empty_bag', DISCOUNT_EMPTY_BAG_MESSAGE);
  if (breakdown.subtotal < discount.minOrderAmount)
    return refuse('minimum_not_met', discountMinimumMessage(discount.minOrderAmount));
  if (breakdown.discount <= 0) return refuse('not_applicable', DISCOUNT_NOT_APPLICABLE_MESSAGE);
  return { ok: true, breakdown };
}
