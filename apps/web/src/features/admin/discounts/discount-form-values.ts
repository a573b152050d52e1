// The discount form's values and the server's payload, both ways. The form checks what the server
// would refuse (same words) so the owner sees it next to the field at once; the server still decides.
// Dates are typed in Nairobi time and sent with their +03:00 offset.
import type { BadgeColour } from '@shop/domain';
import type { AdminDiscount, DiscountPayload } from '../api/discounts-api';
import { isoToNairobiLocal, nairobiLocalToIso, readWhole } from '../form-values';

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

export type DiscountField = keyof DiscountFormValues;
export type FieldErrors = Partial<Record<DiscountField, string>>;

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

type Check = (value: number) => string | null;
const positive: Check = (n) =>
  !Number.isInteger(n) ? 'Whole numbers only' : n <= 0 ? 'Must be above 0' : null;
const zeroOrMore: Check = (n) =>
  !Number.isInteger(n) ? 'Whole numbers only' : n < 0 ? 'Must be 0 or more' : null;

export type PayloadResult = { ok: true; payload: DiscountPayload } | { ok: false; errors: FieldErrors };

export function valuesToPayload(values: DiscountFormValues): PayloadResult {
  const errors: FieldErrors = {};
  const code = values.code.trim();
  if (!code) errors.code = 'Please enter a code';
  else if (code.length > 40) errors.code = 'A code has at most 40 characters';
  else if (!/^[A-Za-z0-9_-]+$/.test(code)) errors.code = 'A code has only letters, digits, - and _';

  /** A number field: required or optional, checked, or null when left empty. */
  const number = (field: DiscountField, raw: string, check: Check, required = false): number | null => {
    if (raw.trim() === '') {
      if (required) errors[field] = 'Please enter a value';
      return null;
    }
    const n = readWhole(raw);
    const problem = Number.isNaN(n) ? 'Please enter a number' : check(n);
    if (problem) errors[field] = problem;
    return problem ? null : n;
  };
  const value = number('value', values.value, positive, true);
  if (value !== null && values.type === 'percentage' && value > 100)
    errors.value = 'A percentage is at most 100';
  const maxDiscount = number('max_discount_amount', values.max_discount_amount, positive);
  const minOrder = number('min_order_amount', values.min_order_amount, zeroOrMore);
  const usageLimit = number('usage_limit', values.usage_limit, positive);

  const startsAt = nairobiLocalToIso(values.starts_at);
  const endsAt = nairobiLocalToIso(values.ends_at);
  if (startsAt && endsAt && new Date(startsAt) >= new Date(endsAt))
    errors.ends_at = 'The end must come after the start';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const perItem = values.discount_scope === 'per_item';
  return {
    ok: true,
    payload: {
      code: code.toUpperCase(),
      type: values.type,
      value: value!,
      description: values.description.trim() || null,
      discount_scope: values.discount_scope,
      max_discount_amount: maxDiscount,
      // The storefront applies the lists only to per-item codes; an order-wide code keeps none.
      eligible_categories: perItem && values.eligible_categories.length ? values.eligible_categories : null,
      eligible_product_ids:
        perItem && values.eligible_product_ids.length ? values.eligible_product_ids : null,
      is_active: values.is_active,
      starts_at: startsAt,
      ends_at: endsAt,
      min_order_amount: minOrder ?? 0,
      usage_limit: usageLimit,
      once_per_customer: values.once_per_customer,
    },
  };
}

const FIELDS = new Set<string>(Object.keys(EMPTY_DISCOUNT));

/** The server's 'field: message' (or 'field.3: message') as the field to show it by; else the form's. */
export function serverFieldError(
  code: string,
  message: string,
): { field: DiscountField | null; message: string } {
  if (code === 'code_taken') return { field: 'code', message };
  const match = /^([a-z_]+)(?:\.\d+)*: (.+)$/.exec(message);
  if (match && FIELDS.has(match[1]!)) return { field: match[1] as DiscountField, message: match[2]! };
  return { field: null, message };
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
