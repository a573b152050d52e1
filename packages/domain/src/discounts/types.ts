export type DiscountType = 'percentage' | 'fixed';
export type DiscountScope = 'order' | 'per_item';
type DiscountSource = 'manual' | 'generated';

export const DISCOUNT_TYPES: readonly DiscountType[] = ['percentage', 'fixed'];
export const DISCOUNT_SCOPES: readonly DiscountScope[] = ['order', 'per_item'];

/** The fields the calculation reads (checkout spec §3 "Discount code object"). */
export interface DiscountRule {
  type: DiscountType;
  value: number;
  /** Missing means 'order'. */
  discount_scope?: DiscountScope | null;
  /** Null, missing or not above 0 means no cap. */
  max_discount_amount?: number | null;
  /** Empty or missing means every category. */
  eligible_categories?: readonly string[] | null;
  /** Empty or missing means every product. */
  eligible_product_ids?: readonly string[] | null;
}

/** A code that has been applied to the bag and is kept with it. */
export interface AppliedDiscount extends DiscountRule {
  code: string;
  discount_scope: DiscountScope;
  description?: string | null;
  discount_id?: string | null;
  source?: DiscountSource;
  /** Generated codes only: the moment the code stops working (ISO-8601). */
  expiresAt?: string | null;
}

/** A bag line as the calculation sees it: only what pricing needs. */
export interface DiscountItemLine {
  product: { id: string; price: number; category?: string | null };
  quantity: number;
}

/** A bundle line: bundles are priced as a whole and never get per-item discounts. */
export interface DiscountBundleLine {
  bundle: { price: number };
  quantity: number;
}

export interface DiscountLines {
  items: readonly DiscountItemLine[];
  bundles?: readonly DiscountBundleLine[];
}

export interface DiscountBreakdown {
  /** Items plus bundles, in whole KES. */
  subtotal: number;
  /** What the code may touch: the subtotal for order scope, eligible single items for per_item. */
  eligibleAmount: number;
  discount: number;
  /** max(0, subtotal − discount). */
  total: number;
}
