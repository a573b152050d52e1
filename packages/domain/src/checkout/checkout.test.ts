import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateDiscount, type DiscountRule } from '../discounts';
import { DEFAULT_DELIVERY_SETTINGS as POLICY } from '../shipping/delivery-fee';
import { checkoutAmounts } from './amounts';
import { payButtonLabel, PROVIDER_PAYMENT_OPTIONS, soldOutAtCheckoutMessage } from './messages';
import { buildTxRef, TX_REF_INPUT_PATTERN, TX_REF_PATTERN } from './references';
import { judgeVerification } from './verification';

// 09:00 and 13:00 in Nairobi (UTC+3).
const MORNING = Date.UTC(2026, 10, 23, 6, 0);
const AFTERNOON = Date.UTC(2026, 10, 23, 10, 0);

const item = (id: string, price: number, quantity = 1, category = 'clothing') => ({
  product: { id, price, category },
  quantity,
});

describe('checkoutAmounts', () => {
  it('adds KES 200 delivery below KES 3,000 after the discount, nothing from KES 3,000', () => {
    const below = checkoutAmounts({ items: [item('a', 2500)] }, null, 'standard', MORNING, POLICY);
    expect(below).toEqual({
      ok: true,
      amounts: {
        subtotal: 2500,
        discount: 0,
        afterDiscount: 2500,
        deliveryOption: 'standard',
        deliveryFee: 200,
        total: 2700,
      },
    });
    const free = checkoutAmounts({ items: [item('a', 3000)] }, null, 'standard', MORNING, POLICY);
    expect(free.ok && free.amounts.total).toBe(3000);
    // The fee follows the discounted amount: 3,200 less 10 % is 2,880, so delivery is charged.
    const rule: DiscountRule = { type: 'percentage', value: 10, discount_scope: 'order' };
    const discounted = checkoutAmounts({ items: [item('a', 3200)] }, rule, 'standard', MORNING, POLICY);
    expect(discounted.ok && discounted.amounts).toMatchObject({
      discount: 320,
      deliveryFee: 200,
      total: 3080,
    });
  });

  it('offers same-day delivery for KES 500 only before 12:00 in Nairobi', () => {
    const morning = checkoutAmounts({ items: [item('a', 5000)] }, null, 'same_day', MORNING, POLICY);
    expect(morning.ok && morning.amounts).toMatchObject({
      deliveryOption: 'same_day',
      deliveryFee: 500,
      total: 5500,
    });
    expect(checkoutAmounts({ items: [item('a', 5000)] }, null, 'same_day', AFTERNOON, POLICY)).toEqual({
      ok: false,
      error: 'Same-day delivery is available for orders placed before 12 PM.',
    });
  });

  it('always charges the bag total plus the fee, never less than the fee (property)', () => {
    const rule = fc.option(
      fc.record({
        type: fc.constantFrom('percentage' as const, 'fixed' as const),
        value: fc.integer({ min: 1, max: 20_000 }),
        discount_scope: fc.constantFrom('order' as const, 'per_item' as const),
        max_discount_amount: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
      }),
      { nil: null },
    );
    const lines = fc.array(
      fc.record({
        id: fc.uuid(),
        price: fc.integer({ min: 1, max: 200_000 }),
        quantity: fc.integer({ min: 1, max: 10 }),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(lines, rule, fc.constantFrom('standard' as const, 'same_day' as const), (ls, r, option) => {
        const bag = { items: ls.map((l) => item(l.id, l.price, l.quantity)) };
        const result = checkoutAmounts(bag, r, option, MORNING, POLICY);
        if (!result.ok) return false;
        const { amounts } = result;
        const breakdown = calculateDiscount(bag, r);
        expect(amounts.discount).toBe(breakdown.discount);
        expect(amounts.afterDiscount).toBe(breakdown.total);
        expect(amounts.total).toBe(amounts.afterDiscount + amounts.deliveryFee);
        expect(amounts.total).toBeGreaterThanOrEqual(amounts.deliveryFee);
        expect(Number.isSafeInteger(amounts.total)).toBe(true);
        return true;
      }),
    );
  });
});

describe('judgeVerification (PAY-2)', () => {
  const expected = { txRef: 'TNT-1763900000000-ABCDEFGHIJKLMNOPQRST', amount: 2000 };
  const answer = (data: Record<string, unknown>) => ({
    status: 'success',
    message: 'Transaction fetched successfully',
    data: {
      id: 42,
      tx_ref: expected.txRef,
      amount: 2000,
      currency: 'KES',
      status: 'successful',
      payment_type: 'mpesa',
      ...data,
    },
  });

  it('pays only a successful KES payment of our tx_ref for at least the amount', () => {
    expect(judgeVerification(answer({}), expected)).toEqual({
      outcome: 'paid',
      transactionId: '42',
      reference: null,
      amountPaid: 2000,
      overpaid: false,
      paymentType: 'mpesa',
    });
    expect(judgeVerification(answer({ flw_ref: ' QGH7ABCD12 ' }), expected)).toMatchObject({
      outcome: 'paid',
      reference: 'QGH7ABCD12',
    });
    expect(judgeVerification(answer({ amount: 2500 }), expected)).toMatchObject({
      outcome: 'paid',
      overpaid: true,
    });
  });

  it('leaves it unpaid on each single mismatch', () => {
    expect(judgeVerification(answer({ amount: 1999 }), expected)).toMatchObject({
      outcome: 'mismatch',
      reason: 'amount',
    });
    expect(judgeVerification(answer({ currency: 'USD' }), expected)).toMatchObject({
      outcome: 'mismatch',
      reason: 'currency',
    });
    expect(judgeVerification(answer({ tx_ref: 'TNT-other' }), expected)).toMatchObject({
      outcome: 'mismatch',
      reason: 'tx_ref',
    });
    expect(judgeVerification(answer({ status: 'pending' }), expected)).toMatchObject({ outcome: 'pending' });
    expect(judgeVerification(answer({ status: 'failed' }), expected)).toMatchObject({
      outcome: 'failed',
      status: 'failed',
    });
    expect(judgeVerification(answer({ amount: '2000' }), expected)).toMatchObject({
      outcome: 'mismatch',
      reason: 'amount',
    });
    expect(
      judgeVerification(
        { status: 'error', message: 'No transaction was found for this id', data: null },
        expected,
      ),
    ).toEqual({
      outcome: 'unknown',
      message: 'No transaction was found for this id',
    });
    expect(judgeVerification('<html>', expected)).toMatchObject({ outcome: 'unknown' });
    // Another checkout's failed transaction cannot fail this one.
    expect(judgeVerification(answer({ tx_ref: 'TNT-other', status: 'failed' }), expected)).toMatchObject({
      outcome: 'mismatch',
    });
  });

  it('never pays an answer whose amount is below the expected one (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (asked, paid) => {
          const judged = judgeVerification(answer({ amount: paid }), { ...expected, amount: asked });
          expect(judged.outcome === 'paid').toBe(paid >= asked);
        },
      ),
    );
  });
});

describe('references and messages', () => {
  it('makes tx_refs of the shop prefix, the time and a random part', () => {
    const ref = buildTxRef(1_763_900_000_000, 'ABCDEFGHIJKLMNOPQRST');
    expect(ref).toBe('TNT-1763900000000-ABCDEFGHIJKLMNOPQRST');
    expect(TX_REF_PATTERN.test(ref)).toBe(true);
    expect(TX_REF_INPUT_PATTERN.test(ref)).toBe(true);
    expect(TX_REF_INPUT_PATTERN.test("TNT-1'; drop table")).toBe(false);
  });

  it('says the spec words', () => {
    expect(payButtonLabel('KES 3,500')).toBe('Pay KES 3,500');
    expect(soldOutAtCheckoutMessage('Penny Loafers', '42')).toBe(
      'Sorry, Penny Loafers (size 42) just sold out',
    );
    expect(soldOutAtCheckoutMessage('Denim Jacket')).toBe('Sorry, Denim Jacket just sold out');
    expect(soldOutAtCheckoutMessage(' ')).toBe('Sorry, an item in your bag just sold out');
    expect(PROVIDER_PAYMENT_OPTIONS).toEqual({ mpesa: 'mpesa', card: 'card', bank: 'banktransfer' });
  });
});
