// A discount code as the owner writes it: every field of the spec's discount object plus the shop's
// limits. The database checks hold the same rules; these give the owner a clear message first.
import { DISCOUNT_SCOPES, DISCOUNT_TYPES } from '@shop/domain/rules';
import { z } from 'zod';
import { wholeNumber } from './admin-fields';

const ids = z.array(z.uuid('must be a product id')).max(500);

const whole = wholeNumber('must be a number', 'Whole numbers only');
/** A count or an amount above 0 (the value, a cap, a number of uses). */
export const wholeAboveZero = whole.refine((n) => n > 0, 'Must be above 0');
/** An amount that may be 0 (the minimum order). */
export const wholeFromZero = whole.refine((n) => n >= 0, 'Must be 0 or more');
export const discountTime = z.iso.datetime({ offset: true });

type DiscountRuleInput = {
  type: string;
  value: number | null;
  starts_at?: string | null;
  ends_at?: string | null;
};

/**
 * The rules across fields: a percentage is at most 100, and a code ends after it starts. A form runs
 * them beside its other problems, so a field that did not read as its type is simply skipped.
 */
export function discountRules(d: DiscountRuleInput, ctx: z.RefinementCtx) {
  if (d.type === 'percentage' && typeof d.value === 'number' && d.value > 100)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
  if (
    typeof d.starts_at === 'string' &&
    typeof d.ends_at === 'string' &&
    new Date(d.starts_at) >= new Date(d.ends_at)
  )
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'The end must come after the start' });
}

export const discountInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Please enter a code')
      .max(40, 'A code has at most 40 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'A code has only letters, digits, - and _')
      .transform((v) => v.toUpperCase()),
    type: z.enum(DISCOUNT_TYPES as readonly ['percentage', 'fixed']),
    value: wholeAboveZero,
    description: z.string().trim().max(300).nullish(),
    discount_scope: z.enum(DISCOUNT_SCOPES as readonly ['order', 'per_item']).default('order'),
    max_discount_amount: wholeAboveZero.nullish(),
    eligible_categories: z.array(z.string().trim().min(1).max(60)).max(50).nullish(),
    eligible_product_ids: ids.nullish(),
    is_active: z.boolean().default(true),
    starts_at: discountTime.nullish(),
    ends_at: discountTime.nullish(),
    min_order_amount: wholeFromZero.default(0),
    usage_limit: wholeAboveZero.nullish(),
    once_per_customer: z.boolean().default(false),
  })
  .superRefine(discountRules);
export type DiscountInput = z.infer<typeof discountInput>;

export const discountIdParam = z.object({ id: z.uuid('must be a discount id') });

export const DISCOUNT_SORTS = ['newest', 'code', 'uses', 'given'] as const;

export const discountListQuery = z.object({
  source: z.enum(['manual', 'generated']).default('manual'),
  // Part of a code or its description.
  q: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false', 'all']).default('all'),
  sort: z.enum(DISCOUNT_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type DiscountListQuery = z.infer<typeof discountListQuery>;
