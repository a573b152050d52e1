import { calculateDiscount, linesSubtotal, type DiscountBreakdown } from '../discounts';
import type { Bag } from './types';

/** The bag's subtotal in whole KES: items and bundles; delivery is not part of it. */
export function bagSubtotal(bag: Bag): number {
  return linesSubtotal(bag);
}

/** How many pieces the bag holds (single quantities plus bundle quantities), for the bag badge. */
export function bagItemCount(bag: Bag): number {
  const count = (sum: number, line: { quantity: number }) => sum + line.quantity;
  return bag.items.reduce(count, 0) + bag.bundles.reduce(count, 0);
}

/** Subtotal, discount and total of the bag under its own discount code. */
export function bagTotals(bag: Bag): DiscountBreakdown {
  return calculateDiscount(bag, bag.discountCode);
}

/** Whether the bag holds nothing. */
export function isBagEmpty(bag: Bag): boolean {
  return bag.items.length === 0 && bag.bundles.length === 0;
}
