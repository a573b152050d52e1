// What a checkout charges: the bag at the server's prices, the discount the code gives on them, and the
// delivery fee of the one shipping policy on the amount after the discount. The bag total shown in the
// drawer excludes delivery; the amount paid includes it.
import { calculateDiscount, type DiscountLines, type DiscountRule } from '../discounts';
// The fee rules' own file, not the shipping barrel: the barrel also runs the shipping policies' module
// code, which would tie every bundle that prices a checkout to the first page's chunks.
import { quoteDelivery, type DeliveryOption, type DeliverySettings } from '../shipping/delivery-fee';
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

type CheckoutAmountsResult = { ok: true; amounts: CheckoutAmounts } | { ok: false; error: string };

/** Prices a checkout: subtotal, discount, delivery (the owner's fees) on the discounted amount, total. */
export function checkoutAmounts(
  lines: DiscountLines,
  rule: DiscountRule | null,
  deliveryOption: DeliveryOption,
  now: Instant,
  delivery: DeliverySettings,
): CheckoutAmountsResult {
  const { subtotal, discount, total: afterDiscount } = calculateDiscount(lines, rule);
  const quote = quoteDelivery(afterDiscount, deliveryOption, now, delivery);
  if (!quote.ok) return { ok: false, error: quote.error };
  return {
    ok: true,
    amounts: {
      subtotal,
      discount,
      afterDiscount,
      deliveryOption: quote.option,
      deliveryFee: quote.fee,
      total: afterDiscount + quote.fee,
    },
  };
}
