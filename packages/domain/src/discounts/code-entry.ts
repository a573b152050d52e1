import { toEpochMs, type Instant } from '../time';
import type { AppliedDiscount } from './types';

export const DISCOUNT_CODE_EMPTY_MESSAGE = "Hey! Don't forget to enter your discount code first";
export const DISCOUNT_VALIDATION_FAILED_MESSAGE = 'Failed to validate discount code';
export const DISCOUNT_INVALID_MESSAGE = 'Invalid discount code';
export const DISCOUNT_DRAWER_ERROR_MESSAGE =
  'Oops! Something went wrong checking that code. Give it another try!';
export const DISCOUNT_CHECKOUT_ERROR_MESSAGE =
  'Oops! Something went wrong with that code. Try again in a sec!';

type DiscountCodeEntry =
  { ok: true; code: string } | { ok: false; error: typeof DISCOUNT_CODE_EMPTY_MESSAGE };

/** Cleans a typed code (trimmed, upper-cased); an empty entry gives the spec's reminder. */
export function normaliseDiscountCode(input: string): DiscountCodeEntry {
  const code = typeof input === 'string' ? input.trim().toUpperCase() : '';
  return code === '' ? { ok: false, error: DISCOUNT_CODE_EMPTY_MESSAGE } : { ok: true, code };
}

/** A generated code stops working at its expiresAt; codes without one (manual codes) never expire here. */
export function isDiscountExpired(discount: Pick<AppliedDiscount, 'expiresAt'>, now: Instant): boolean {
  const expires = toEpochMs(discount.expiresAt);
  if (expires === null) return false;
  const at = toEpochMs(now);
  // An unreadable clock must not keep an expiring code alive.
  return at === null || at >= expires;
}
