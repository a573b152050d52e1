import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkIdempotencyKey,
  checkoutAddressLimit,
  codeUsedUpRefundReason,
  IDEMPOTENCY_KEY_MESSAGE,
  lateUseFits,
  refusedPaymentNote,
} from './checkout-guards';
import { judgeVerification } from './verification';

describe('checkIdempotencyKey', () => {
  it('accepts no header, and a UUID or token of the allowed characters', () => {
    expect(checkIdempotencyKey(undefined)).toEqual({ ok: true, key: null });
    expect(checkIdempotencyKey(null)).toEqual({ ok: true, key: null });
    const uuid = '0b6f3f55-2d53-4d0b-9a55-3f1f0f7e9c11';
    expect(checkIdempotencyKey(` ${uuid} `)).toEqual({ ok: true, key: uuid });
    expect(checkIdempotencyKey('pay:press_1.abcdefgh')).toEqual({ ok: true, key: 'pay:press_1.abcdefgh' });
  });

  it('refuses empty, short, long and oddly spelled keys with one clear message', () => {
    for (const bad of [
      '',
      '   ',
      'short',
      'x'.repeat(101),
      'has spaces inside it!',
      'ключ-ключ-ключ-ключ',
      "a'; drop table x;--",
    ])
      expect(checkIdempotencyKey(bad)).toEqual({ ok: false, error: IDEMPOTENCY_KEY_MESSAGE });
  });

  it('never accepts a key with a character outside the set (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 16, maxLength: 100 }), (key) => {
        const check = checkIdempotencyKey(key);
        if (check.ok && check.key) expect(check.key).toMatch(/^[A-Za-z0-9_.:-]+$/);
      }),
    );
  });
});

describe('checkoutAddressLimit', () => {
  it('counts an address over a hold lifetime, so its open holds never pass the limit', () => {
    expect(checkoutAddressLimit(15)).toEqual({ maxAttempts: 60, windowMs: 15 * 60_000 });
    expect(checkoutAddressLimit(0).windowMs).toBe(60_000);
  });
});

describe('lateUseFits', () => {
  const code = { usageLimit: 1, usedCount: 0, oncePerCustomer: false, usedByCustomer: 0 };
  it('counts a late use only while the code has room for it', () => {
    expect(lateUseFits(code)).toBe(true);
    expect(lateUseFits({ ...code, usedCount: 1 })).toBe(false);
    expect(lateUseFits({ ...code, usageLimit: null, usedCount: 99 })).toBe(true);
    expect(lateUseFits({ ...code, usageLimit: null, oncePerCustomer: true, usedByCustomer: 1 })).toBe(false);
    expect(lateUseFits({ ...code, usageLimit: null, oncePerCustomer: true })).toBe(true);
  });

  it('never lets the uses pass the limit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 60 }), (limit, used) => {
        const fits = lateUseFits({
          usageLimit: limit,
          usedCount: used,
          oncePerCustomer: false,
          usedByCustomer: 0,
        });
        if (fits) expect(used + 1).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('names the code in the refund reason', () => {
    expect(codeUsedUpRefundReason('ONCE10')).toContain('ONCE10');
  });
});

describe('refusedPaymentNote', () => {
  it('says what was paid against what was asked', () => {
    expect(refusedPaymentNote({ reason: 'amount', amountPaid: 1999, currency: 'KES', expected: 2000 })).toBe(
      'Refused: paid KES 1,999, less than the KES 2,000 asked. Refund the shopper or settle it by hand.',
    );
    expect(
      refusedPaymentNote({ reason: 'currency', amountPaid: 15.5, currency: 'USD', expected: 2000 }),
    ).toBe('Refused: paid USD 15.5, not in KES (asked KES 2,000). Refund the shopper or settle it by hand.');
    expect(
      refusedPaymentNote({ reason: 'amount', amountPaid: null, currency: null, expected: 2000 }),
    ).toContain('an unreadable amount');
  });

  it('is fed by the verification judgement, which keeps what was paid', () => {
    const answer = (data: Record<string, unknown>) => ({
      status: 'success',
      data: { id: 7, tx_ref: 'TNT-1', status: 'successful', currency: 'KES', amount: 2000, ...data },
    });
    expect(judgeVerification(answer({ amount: 1999 }), { txRef: 'TNT-1', amount: 2000 })).toEqual({
      outcome: 'mismatch',
      transactionId: '7',
      reason: 'amount',
      amountPaid: 1999,
      currency: 'KES',
    });
    expect(judgeVerification(answer({ currency: 'usd' }), { txRef: 'TNT-1', amount: 2000 })).toMatchObject({
      reason: 'currency',
      currency: 'USD',
      amountPaid: 2000,
    });
  });
});
