// What a checkout charges: the bag at the server's prices, the discount the code gives on them, and the
// delivery fee of the one shipping policy on the amount after the discount. The bag total shown in the
// drawer excludes delivery; the amount paid includes it.
import { calculateDiscount, type DiscountLines, type DiscountRule } from '../discounts';
// The fee rules' own file, not the shipping barrel: the barrel also runs the shipping policies' module
// code, which would tie every bundle that prices a checkout to the first page's chunks.
import { quoteDelivery, type DeliveryOption, type SAME_DAY_CLOSED_MESSAGE } from '../shipping/delivery-fee';
import type { Instant } from '../time';

export interface CheckoutAmounts {
  subtotal: number;
  discount: number;
  /** Subtotal less discount, never below 0: the bag total. */
  afterDiscount: number;
  deliveryOption: DeliveryOption;
  deliveryFee: number;
  /** What the shopper pays. */
  total: number;
}

type CheckoutAmountsResult =
  { ok: true; amounts: CheckoutAmounts } | { ok: false; error: typeof SAME_DAY_CLOSED_MESSAGE };

/** Prices a checkout: subtotal, discount, delivery on the discounted amount, total. */
export function checkoutAmounts(
  lines: DiscountLines,
  rule: DiscountRule | null,
  deliveryOption: DeliveryOption,
  now: Instant,
): CheckoutAmountsResult {
  const { subtotal, discount, total: afterDiscount } = calculateDiscount(lines, rule);
  const delivery = quoteDelivery(afterDiscount, deliveryOption, now);
  if (!delivery.ok) return { ok: false, error: delivery.error };
  return {
    ok: true,
    amounts: {
      subtotal,
      discount,
      afterDiscount,
      deliveryOption: delivery.option,
      deliveryFee: delivery.fee,
      total: afterDiscount + delivery.fee,
    },
  };
}
