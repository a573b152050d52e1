import { describe, expect, it } from 'vitest';
import type { AdminDiscount } from '../api/discounts-api';
import {
  discountState,
  discountToValues,
  discountFormSchema,
  EMPTY_DISCOUNT,
  placeDiscountProblem,
  type DiscountFormValues,
} from './discount-form-values';
import { expectPlaced } from '../expect-placed';
import { checkForm } from '../form-schema';

const valuesToPayload = (values: DiscountFormValues) => checkForm(discountFormSchema, values);

const form = (patch: Partial<DiscountFormValues>): DiscountFormValues => ({ ...EMPTY_DISCOUNT, ...patch });

const saved: AdminDiscount = {
  id: '0b5c1f8e-0000-4000-8000-000000000001',
  code: 'SHOES15',
  type: 'percentage',
  value: 15,
  description: '15% off shoes',
  source: 'manual',
  discount_scope: 'per_item',
  max_discount_amount: 1500,
  eligible_categories: ['shoes'],
  eligible_product_ids: [],
  is_active: true,
  starts_at: '2026-12-01T06:30:00.000Z',
  ends_at: null,
  min_order_amount: 0,
  usage_limit: null,
  once_per_customer: true,
  uses: 3,
  total_given: 2400,
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('discount form values', () => {
  it('turns a filled form into the payload the server takes', () => {
    const result = valuesToPayload(
      form({
        code: ' karibu10 ',
        value: '10',
        description: '  Welcome  ',
        max_discount_amount: 'KES 1,500',
        min_order_amount: '3,000',
        usage_limit: '100',
        starts_at: '2026-12-01T09:30',
        ends_at: '2026-12-31T23:59',
      }),
    );
    expect(result).toEqual({
      ok: true,
      payload: {
        code: 'KARIBU10',
        type: 'percentage',
        value: 10,
        description: 'Welcome',
        discount_scope: 'order',
        max_discount_amount: 1500,
        eligible_categories: null,
        eligible_product_ids: null,
        is_active: true,
        starts_at: '2026-12-01T09:30:00+03:00',
        ends_at: '2026-12-31T23:59:00+03:00',
        min_order_amount: 3000,
        usage_limit: 100,
        once_per_customer: false,
      },
    });
  });

  it('keeps the eligible lists only for per-item codes', () => {
    const lists = { eligible_categories: ['shoes'], eligible_product_ids: ['p1'] };
    const order = valuesToPayload(form({ code: 'A', value: '5', ...lists }));
    const perItem = valuesToPayload(form({ code: 'A', value: '5', discount_scope: 'per_item', ...lists }));
    expect(order.ok && order.payload).toMatchObject({
      eligible_categories: null,
      eligible_product_ids: null,
    });
    expect(perItem.ok && perItem.payload).toMatchObject(lists);
  });

  it("says what is wrong next to each field, in the server's words", () => {
    const result = valuesToPayload(
      form({
        code: 'NO SPACES',
        value: '150',
        max_discount_amount: '12.5',
        min_order_amount: '-1',
        usage_limit: 'lots',
        starts_at: '2026-12-02T10:00',
        ends_at: '2026-12-01T10:00',
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        code: 'A code has only letters, digits, - and _',
        value: 'A percentage is at most 100',
        max_discount_amount: 'Whole numbers only',
        min_order_amount: 'Must be 0 or more',
        usage_limit: 'Please enter a number',
        ends_at: 'The end must come after the start',
      },
    });
    expect(valuesToPayload(form({}))).toEqual({
      ok: false,
      errors: { code: 'Please enter a code', value: 'Please enter a value' },
    });
    expect(valuesToPayload(form({ code: 'X', type: 'fixed', value: '0' }))).toMatchObject({
      errors: { value: 'Must be above 0' },
    });
    // A fixed amount may be above 100.
    expect(valuesToPayload(form({ code: 'X', type: 'fixed', value: '500' })).ok).toBe(true);
  });

  it('reads a saved code back into the form, in Nairobi time', () => {
    expect(discountToValues(saved)).toEqual({
      code: 'SHOES15',
      type: 'percentage',
      value: '15',
      description: '15% off shoes',
      discount_scope: 'per_item',
      max_discount_amount: '1500',
      eligible_categories: ['shoes'],
      eligible_product_ids: [],
      is_active: true,
      starts_at: '2026-12-01T09:30',
      ends_at: '',
      min_order_amount: '',
      usage_limit: '',
      once_per_customer: true,
    });
    const again = valuesToPayload(discountToValues(saved));
    expect(again.ok && new Date(again.payload.starts_at!).toISOString()).toBe(saved.starts_at);
  });
});

describe('server messages', () => {
  it('go next to the field they name', () => {
    expectPlaced(placeDiscountProblem, [
      ['value', 'A percentage is at most 100', 'value'],
      ['eligible_product_ids.2', 'must be a product id', 'eligible_product_ids'],
      ['', 'Another discount already has this code.', 'code', 'code_taken'],
      ['', 'Something went wrong', null, 'internal'],
    ]);
  });
});

describe('discount state', () => {
  const now = new Date('2026-12-10T12:00:00Z');
  const base = { is_active: true, starts_at: null, ends_at: null, usage_limit: null, uses: 0 };
  it('says whether a shopper could use the code now', () => {
    expect(discountState(base, now)).toBe('active');
    expect(discountState({ ...base, is_active: false }, now)).toBe('off');
    expect(discountState({ ...base, starts_at: '2026-12-11T00:00:00Z' }, now)).toBe('scheduled');
    expect(discountState({ ...base, ends_at: '2026-12-10T11:59:59Z' }, now)).toBe('ended');
    expect(discountState({ ...base, usage_limit: 3, uses: 3 }, now)).toBe('used up');
  });
});
