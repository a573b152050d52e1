import type { AppliedDiscount } from '../discounts';
import { HOUR_MS, toEpochMs, type Instant } from '../time';

/** Generated codes are percentage codes valid for 24 hours. */
const GENERATED_CODE_VALIDITY_HOURS = 24;

/** A generated code's description: '{n}% off your order'. */
export function generatedCodeDescription(percent: number): string {
  return `${percent}% off your order`;
}

type GeneratedDiscountResult =
  | { ok: true; discount: AppliedDiscount }
  | { ok: false; error: 'invalid_code' | 'invalid_percent' | 'invalid_time' };

/** The discount a generated code stands for: percentage, whole order, expiring 24 h after now. */
export function buildGeneratedDiscount(code: string, percent: number, now: Instant): GeneratedDiscountResult {
  const clean = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (clean === '') return { ok: false, error: 'invalid_code' };
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    return { ok: false, error: 'invalid_percent' };
  const at = toEpochMs(now);
  if (at === null) return { ok: false, error: 'invalid_time' };
  return {
    ok: true,
    discount: {
      code: clean,
      type: 'percentage',
      value: percent,
      description: generatedCodeDescription(percent),
      source: 'generated',
      discount_scope: 'order',
      max_discount_amount: null,
      eligible_categories: null,
      eligible_product_ids: null,
      expiresAt: new Date(at + GENERATED_CODE_VALIDITY_HOURS * HOUR_MS).toISOString(),
    },
  };
}
