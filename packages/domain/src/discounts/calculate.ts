import { toWholeShillings } from '../money';
import type {
  DiscountBreakdown,
  DiscountBundleLine,
  DiscountItemLine,
  DiscountLines,
  DiscountRule,
} from './types';

/** A line's amount in whole KES; bad prices or quantities count as nothing rather than poisoning the sum. */
export function lineAmount(price: number, quantity: number): number {
  const amount = unitPrice(price) * wholeQuantity(quantity);
  return Number.isSafeInteger(amount) ? amount : 0;
}

function unitPrice(price: number): number {
  return Math.max(0, toWholeShillings(price) ?? 0);
}

function wholeQuantity(quantity: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  return Number.isSafeInteger(whole) && whole > 0 ? whole : 0;
}

/** Sum of price × quantity over single items and bundles, in whole KES. */
export function linesSubtotal(lines: DiscountLines): number {
  const items = lines.items.reduce((sum, line) => sum + lineAmount(line.product.price, line.quantity), 0);
  const bundles = (lines.bundles ?? []).reduce(
    (sum: number, line: DiscountBundleLine) => sum + lineAmount(line.bundle.price, line.quantity),
    0,
  );
  return items + bundles;
}

function listAllows(list: readonly string[] | null | undefined, value: string | null | undefined): boolean {
  if (!list || list.length === 0) return true;
  return value !== null && value !== undefined && list.includes(value);
}

/** Per-item eligibility: category in eligible_categories AND id in eligible_product_ids (empty or missing = all). */
export function isLineEligible(line: DiscountItemLine, rule: DiscountRule): boolean {
  return (
    listAllows(rule.eligible_categories, line.product.category) &&
    listAllows(rule.eligible_product_ids, line.product.id)
  );
}

function ruleValue(rule: DiscountRule): number {
  const value = Number.isFinite(rule.value) ? Math.max(0, rule.value) : 0;
  // A percentage above 100 would pay the customer; it means "everything".
  return rule.type === 'percentage' ? Math.min(value, 100) : value;
}

function ruleCap(rule: DiscountRule): number {
  const cap = rule.max_discount_amount;
  return typeof cap === 'number' && Number.isFinite(cap) && cap > 0 ? Math.floor(cap) : Infinity;
}

function perItemRaw(items: readonly DiscountItemLine[], rule: DiscountRule, value: number): number {
  return items.reduce((sum, line) => {
    const price = unitPrice(line.product.price);
    // Fixed per unit never exceeds the unit's own price.
    const perUnit = rule.type === 'percentage' ? (price * value) / 100 : Math.min(value, price);
    // Same units as lineAmount, so a line the subtotal ignores is ignored here too.
    return lineAmount(line.product.price, line.quantity) === 0
      ? sum
      : sum + perUnit * wholeQuantity(line.quantity);
  }, 0);
}

/** The discount and total for a bag under a code, exactly as checkout spec §5 describes. */
export function calculateDiscount(
  lines: DiscountLines,
  rule: DiscountRule | null | undefined,
): DiscountBreakdown {
  const subtotal = linesSubtotal(lines);
  if (!rule) return { subtotal, eligibleAmount: 0, discount: 0, total: subtotal };

  const value = ruleValue(rule);
  let eligibleAmount = subtotal;
  let raw: number;
  if (rule.discount_scope === 'per_item') {
    const eligible = lines.items.filter((line) => isLineEligible(line, rule));
    eligibleAmount = eligible.reduce((sum, line) => sum + lineAmount(line.product.price, line.quantity), 0);
    raw = perItemRaw(eligible, rule, value);
  } else {
    raw = rule.type === 'percentage' ? (subtotal * value) / 100 : Math.min(value, subtotal);
  }
  const discount = Math.min(Math.round(raw), ruleCap(rule), eligibleAmount);
  return { subtotal, eligibleAmount, discount, total: Math.max(0, subtotal - discount) };
}
