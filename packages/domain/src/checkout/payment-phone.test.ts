import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../orders';
import { GUEST_PHONE_REQUIRED_MESSAGE } from './messages';
import { canSubmitPayment, checkPaymentPhone, needsPaymentPhone } from './payment-phone';

const INVALID = 'Please enter a valid Kenyan phone number';

describe('checkPaymentPhone', () => {
  it('needs a valid number for M-Pesa, from anyone', () => {
    expect(checkPaymentPhone('mpesa', '0712 345 678', false)).toEqual({ ok: true, phone: '+254712345678' });
    expect(checkPaymentPhone('mpesa', '', false)).toEqual({ ok: false, error: INVALID });
    expect(checkPaymentPhone('mpesa', '  ', true)).toEqual({ ok: false, error: INVALID });
    expect(checkPaymentPhone('mpesa', '0812345678', false)).toEqual({ ok: false, error: INVALID });
  });

  it('needs a number from a guest for card and bank too', () => {
    expect(checkPaymentPhone('card', '', true)).toEqual({ ok: false, error: GUEST_PHONE_REQUIRED_MESSAGE });
    expect(checkPaymentPhone('bank', '12', true)).toEqual({ ok: false, error: INVALID });
    expect(checkPaymentPhone('bank', '+254112345678', true)).toEqual({ ok: true, phone: '+254112345678' });
  });

  it('lets a signed-in shopper pay by card or bank without one, but not with a bad one', () => {
    expect(checkPaymentPhone('card', '', false)).toEqual({ ok: true, phone: null });
    expect(checkPaymentPhone('bank', 'abc', false)).toEqual({ ok: false, error: INVALID });
  });

  it('asks for the field exactly when a number may be needed', () => {
    expect(needsPaymentPhone('mpesa', false)).toBe(true);
    expect(needsPaymentPhone('card', false)).toBe(false);
    expect(needsPaymentPhone('bank', true)).toBe(true);
  });

  it('sends only +254 numbers (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_METHODS), fc.string(), fc.boolean(), (method, input, guest) => {
        const check = checkPaymentPhone(method, input, guest);
        if (check.ok && check.phone !== null) expect(check.phone).toMatch(/^\+254[17]\d{8}$/);
        if (check.ok && check.phone === null) expect(method !== 'mpesa' && !guest).toBe(true);
      }),
    );
  });
});

describe('canSubmitPayment', () => {
  it('is off while busy or when M-Pesa has an empty phone', () => {
    expect(canSubmitPayment(false, 'mpesa', '0712345678')).toBe(true);
    expect(canSubmitPayment(true, 'mpesa', '0712345678')).toBe(false);
    expect(canSubmitPayment(false, 'mpesa', ' ')).toBe(false);
    expect(canSubmitPayment(false, 'card', '')).toBe(true);
  });
});
