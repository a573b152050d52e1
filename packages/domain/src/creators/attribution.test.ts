import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionBasis,
  commissionFor,
  conversionPercent,
  creatorBalance,
  isSelfReferral,
  normaliseReferralCode,
  parseReferralCookie,
  REFERRAL_WINDOW_MS,
  referralCookieValue,
  suggestReferralCode,
  withinReferralWindow,
} from './attribution';

const DAY = 24 * 60 * 60 * 1000;
const click = new Date('2026-11-01T10:00:00Z');

describe('withinReferralWindow', () => {
  it('credits from the click to exactly 30 days after it, never before the click', () => {
    expect(withinReferralWindow(click, click)).toBe(true);
    expect(withinReferralWindow(click, new Date(click.getTime() + 30 * DAY))).toBe(true);
    expect(withinReferralWindow(click, new Date(click.getTime() + 30 * DAY + 1))).toBe(false);
    expect(withinReferralWindow(click, new Date(click.getTime() - 1))).toBe(false);
    expect(withinReferralWindow(new Date(Number.NaN), click)).toBe(false);
  });

  it('is true exactly for gaps in [0, 30 days]', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60 * DAY, max: 60 * DAY }), (gap) => {
        const paid = new Date(click.getTime() + gap);
        expect(withinReferralWindow(click, paid)).toBe(gap >= 0 && gap <= REFERRAL_WINDOW_MS);
      }),
    );
  });
});

describe('isSelfReferral', () => {
  const creator = { userId: 'u1', email: 'Wanjiku@Example.com', phone: '+254712345678' };
  it('excludes the creator by account, e-mail (any case) or phone', () => {
    expect(isSelfReferral(creator, { userId: 'u1', email: null, phone: null })).toBe(true);
    expect(isSelfReferral(creator, { userId: null, email: ' wanjiku@example.com', phone: null })).toBe(true);
    expect(isSelfReferral(creator, { userId: 'u2', email: 'x@y.z', phone: '+254712345678' })).toBe(true);
  });
  it('lets anyone else through, and missing details never match', () => {
    expect(isSelfReferral(creator, { userId: 'u2', email: 'x@y.z', phone: '+254700000000' })).toBe(false);
    expect(
      isSelfReferral({ userId: null, email: null, phone: null }, { userId: null, email: null, phone: null }),
    ).toBe(false);
  });
});

describe('commissionFor', () => {
  const order = { basis: 3000, ratePercent: 10, amountPaid: 3200, refunded: 0, cancelled: false };
  it('is the rate of the basis in whole shillings, rounded down', () => {
    expect(commissionFor(order)).toBe(300);
    expect(commissionFor({ ...order, basis: 2999 })).toBe(299);
    expect(commissionBasis({ subtotal: 3000, discountAmount: 500 })).toBe(2500);
    expect(commissionBasis({ subtotal: 300, discountAmount: 500 })).toBe(0);
  });
  it('is reversed by a cancellation or a full refund', () => {
    expect(commissionFor({ ...order, cancelled: true })).toBe(0);
    expect(commissionFor({ ...order, refunded: 3200 })).toBe(0);
  });
  it('shrinks in proportion to a partial refund', () => {
    expect(commissionFor({ ...order, refunded: 1600 })).toBe(150);
    expect(commissionFor({ ...order, refunded: 800 })).toBe(225);
  });

  const orders = fc.record({
    basis: fc.nat(1_000_000),
    ratePercent: fc.integer({ min: 0, max: 50 }),
    amountPaid: fc.integer({ min: 1, max: 1_200_000 }),
    refunded: fc.nat(1_200_000),
    cancelled: fc.boolean(),
  });
  it('is a whole number between 0 and the full commission', () => {
    fc.assert(
      fc.property(orders, (o) => {
        const c = commissionFor({ ...o, refunded: Math.min(o.refunded, o.amountPaid) });
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(Math.floor((o.basis * o.ratePercent) / 100));
      }),
    );
  });
  it('never grows when more is refunded', () => {
    fc.assert(
      fc.property(orders, fc.nat(1_200_000), (o, more) => {
        const before = commissionFor({ ...o, cancelled: false });
        const after = commissionFor({ ...o, cancelled: false, refunded: o.refunded + more });
        expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });
});

describe('creatorBalance', () => {
  it('is earned minus paid, negative after a refund of paid-out commission', () => {
    expect(creatorBalance([300, 150], [300])).toEqual({ earned: 450, paid: 300, pending: 150 });
    expect(creatorBalance([0], [300])).toEqual({ earned: 0, paid: 300, pending: -300 });
  });
});

describe('referral codes and the cookie', () => {
  it('keeps codes upper case, 3–20 letters, digits and dashes', () => {
    expect(normaliseReferralCode(' wanjiku10 ')).toBe('WANJIKU10');
    expect(normaliseReferralCode('ab')).toBeNull();
    expect(normaliseReferralCode('a b c')).toBeNull();
    expect(normaliseReferralCode('-ABC')).toBeNull();
  });
  it('suggests a code from the name', () => {
    expect(suggestReferralCode('Wanjiku Mwangi', 7)).toBe('WANJIKUMWA07');
    expect(suggestReferralCode('李', 42)).toBe('CREATOR42');
  });
  it('reads back the cookie it wrote and refuses anything else', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{2,19}$/),
        fc.integer({ min: 1, max: 4_000_000_000_000 }),
        (code, ms) => {
          expect(parseReferralCookie(referralCookieValue(code, new Date(ms)))).toEqual({
            code,
            clickedAt: new Date(ms),
          });
        },
      ),
    );
    expect(parseReferralCookie('ABC')).toBeNull();
    expect(parseReferralCookie('ABC.x')).toBeNull();
    expect(parseReferralCookie('.123')).toBeNull();
    expect(parseReferralCookie(undefined)).toBeNull();
  });
  it('says conversion as orders per click in percent', () => {
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(5, 0)).toBe(0);
  });
});
