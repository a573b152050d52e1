// The discount form's values and the server's payload, both ways: the contract's schema checks the
// form in the server's words, so the owner sees a problem next to its field at once; the server still
// decides. Dates are typed in Nairobi time and sent with their +03:00 offset.
import { discountInput, discountRules, wholeAboveZero, wholeFromZero } from '@shop/contracts';
import type { BadgeColour } from '@shop/domain/rules';
import { z } from 'zod';
import type { AdminDiscount, DiscountPayload } from '../api/discounts-api';
import { nairobiTime, numberOr, optionalNumber, requiredNumber, textOrNull } from '../form-schema';
import { isoToNairobiLocal } from '../form-values';

export type DiscountFormValues = {
  code: string;
  type: 'percentage' | 'fixed';
  value: string;
  description: string;
  discount_scope: 'order' | 'per_item';
  max_discount_amount: string;
  eligible_categories: string[];
  eligible_product_ids: string[];
  is_active: boolean;
  starts_at: string;
  ends_at: string;
  min_order_amount: string;
  usage_limit: string;
  once_per_customer: boolean;
};

export const EMPTY_DISCOUNT: DiscountFormValues = {
  code: '',
  type: 'percentage',
  value: '',
  description: '',
  discount_scope: 'order',
  max_discount_amount: '',
  eligible_categories: [],
  eligible_product_ids: [],
  is_active: true,
  starts_at: '',
  ends_at: '',
  min_order_amount: '',
  usage_limit: '',
  once_per_customer: false,
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function discountToValues(d: AdminDiscount): DiscountFormValues {
  return {
    code: d.code,
    type: d.type,
    value: String(d.value),
    description: d.description ?? '',
    discount_scope: d.discount_scope,
    max_discount_amount: text(d.max_discount_amount),
    eligible_categories: d.eligible_categories,
    eligible_product_ids: d.eligible_product_ids,
    is_active: d.is_active,
    starts_at: isoToNairobiLocal(d.starts_at),
    ends_at: isoToNairobiLocal(d.ends_at),
    min_order_amount: d.min_order_amount ? String(d.min_order_amount) : '',
    usage_limit: text(d.usage_limit),
    once_per_customer: d.once_per_customer,
  };
}

const fields = discountInput.shape;

/**
 * The form's values as the server's payload, checked field by field by the contract's rules and in
 * its words, every problem at once. Empty number boxes mean none (a minimum of 0); the eligible lists
 * go only with a per-item code, because the storefront applies them only there.
 */
export const discountFormSchema = z
  .object({
    code: fields.code,
    type: fields.type,
    value: requiredNumber(wholeAboveZero, 'Please enter a value'),
    description: textOrNull.pipe(fields.description.unwrap()),
    discount_scope: fields.discount_scope.unwrap(),
    max_discount_amount: optionalNumber(wholeAboveZero),
    eligible_categories: z.array(z.string()),
    eligible_product_ids: z.array(z.string()),
    is_active: z.boolean(),
    starts_at: nairobiTime.pipe(fields.starts_at.unwrap()),
    ends_at: nairobiTime.pipe(fields.ends_at.unwrap()),
    min_order_amount: numberOr(wholeFromZero, 0),
    usage_limit: optionalNumber(wholeAboveZero),
    once_per_customer: z.boolean(),
  })
  // Beside the other problems, so the owner sees them all at once.
  .superRefine(discountRules, { when: () => true })
  .transform((v): DiscountPayload => {
    const perItem = v.discount_scope === 'per_item';
    return {
      ...v,
      eligible_categories: perItem && v.eligible_categories.length ? v.eligible_categories : null,
      eligible_product_ids: perItem && v.eligible_product_ids.length ? v.eligible_product_ids : null,
    };
  });

/** Where the server's answer shows: a taken code by the code, a field's problem by that field. */
export function placeDiscountProblem(path: string, message: string, code: string) {
  if (code === 'code_taken') return { field: 'code', message };
  const field = path.split('.')[0] ?? '';
  return field in EMPTY_DISCOUNT ? { field, message } : null;
}

export type DiscountState = 'active' | 'off' | 'scheduled' | 'ended' | 'used up';

/** Whether a shopper could use the code right now, and if not, why. */
export function discountState(
  d: Pick<AdminDiscount, 'is_active' | 'starts_at' | 'ends_at' | 'usage_limit' | 'uses'>,
  now: Date = new Date(),
): DiscountState {
  if (!d.is_active) return 'off';
  if (d.ends_at && new Date(d.ends_at) <= now) return 'ended';
  if (d.usage_limit !== null && d.uses >= d.usage_limit) return 'used up';
  if (d.starts_at && new Date(d.starts_at) > now) return 'scheduled';
  return 'active';
}

export const STATE_COLOURS: Record<DiscountState, BadgeColour> = {
  active: 'green',
  off: 'grey',
  scheduled: 'blue',
  ended: 'grey',
  'used up': 'yellow',
};
