import { describe, it, expect } from 'vitest';
import {
  canShowExitIntent,
  chooseExitOffer,
  isOfferEligible,
  type ExitOffer,
  type OfferContext,
} from './exit-intent';
import { buildGeneratedDiscount, generatedCodeDescription, offerSuccessMessage } from './generated-code';

const visitor: OfferContext = { bagItemCount: 0, bagTotal: 0, wishlistCount: 0, signedIn: false };
const shopper: OfferContext = { bagItemCount: 2, bagTotal: 1500, wishlistCount: 0, signedIn: true };

describe('isOfferEligible', () => {
  const offer: ExitOffer = { id: 'o', discount: 10, enabled: true };
  it('checks each condition', () => {
    expect(isOfferEligible(offer, visitor)).toBe(true);
    expect(isOfferEligible({ ...offer, enabled: false }, visitor)).toBe(false);
    expect(isOfferEligible({ ...offer, conditions: { requiresCart: true } }, visitor)).toBe(false);
    expect(isOfferEligible({ ...offer, conditions: { requiresCart: true } }, shopper)).toBe(true);
    expect(isOfferEligible({ ...offer, conditions: { requiresWishlist: true } }, shopper)).toBe(false);
    expect(isOfferEligible({ ...offer, conditions: { firstTimeOnly: true } }, shopper)).toBe(false);
    expect(isOfferEligible({ ...offer, conditions: { minCartValue: 1500 } }, shopper)).toBe(true);
    expect(isOfferEligible({ ...offer, conditions: { minCartValue: 1501 } }, shopper)).toBe(false);
    expect(isOfferEligible({ ...offer, conditions: { minCartValue: null } }, visitor)).toBe(true);
  });
});

describe('chooseExitOffer', () => {
  it('shows the first eligible configured offer only', () => {
    const offers: ExitOffer[] = [
      { id: 'a', discount: 5, enabled: false },
      { id: 'b', discount: 7, enabled: true, conditions: { requiresCart: true } },
      { id: 'c', discount: 9, enabled: true },
    ];
    expect(chooseExitOffer(offers, shopper)?.id).toBe('b');
    expect(chooseExitOffer(offers, visitor)?.id).toBe('c');
    expect(chooseExitOffer([offers[0]!], visitor)).toBeNull();
  });

  it('falls back without settings: 10 % bag, 15 % wishlist, 20 % welcome, 12 % general', () => {
    expect(chooseExitOffer(null, shopper)?.discount).toBe(10);
    expect(chooseExitOffer([], { ...shopper, bagTotal: 1000, wishlistCount: 1 })?.discount).toBe(15);
    expect(chooseExitOffer(undefined, { ...visitor, bagItemCount: 1, bagTotal: 900 })?.discount).toBe(20);
    expect(chooseExitOffer(null, { ...visitor, signedIn: true })?.discount).toBe(12);
  });
});

describe('canShowExitIntent', () => {
  const base = { enabled: true, isAdmin: false, shownThisSession: false, lastClosedAt: null, now: 0 };
  it('opens once per session, never for admins, re-arms after 24 h', () => {
    expect(canShowExitIntent(base)).toBe(true);
    expect(canShowExitIntent({ ...base, enabled: false })).toBe(false);
    expect(canShowExitIntent({ ...base, isAdmin: true })).toBe(false);
    expect(canShowExitIntent({ ...base, shownThisSession: true })).toBe(false);
    expect(canShowExitIntent({ ...base, lastClosedAt: 0, now: 24 * 3_600_000 - 1 })).toBe(false);
    expect(canShowExitIntent({ ...base, lastClosedAt: 0, now: 24 * 3_600_000 })).toBe(true);
    expect(canShowExitIntent({ ...base, lastClosedAt: 0, now: 'bad' })).toBe(false);
  });
});

describe('generated codes', () => {
  it('describes and announces the code', () => {
    expect(generatedCodeDescription(15)).toBe('15% off your order');
    expect(offerSuccessMessage(15, 'SAVE15')).toMatch(
      /^Amazing! I just hooked you up with 15% off! Use code SAVE15/,
    );
  });

  it('builds a 24-hour percentage discount', () => {
    expect(buildGeneratedDiscount(' exit15 ', 15, '2024-01-01T00:00:00Z')).toEqual({
      ok: true,
      discount: {
        code: 'EXIT15',
        type: 'percentage',
        value: 15,
        description: '15% off your order',
        source: 'generated',
        discount_scope: 'order',
        max_discount_amount: null,
        eligible_categories: null,
        eligible_product_ids: null,
        expiresAt: '2024-01-02T00:00:00.000Z',
      },
    });
  });

  it('refuses bad input', () => {
    expect(buildGeneratedDiscount('', 10, 0)).toEqual({ ok: false, error: 'invalid_code' });
    expect(buildGeneratedDiscount('X', 0, 0)).toEqual({ ok: false, error: 'invalid_percent' });
    expect(buildGeneratedDiscount('X', 10.5, 0)).toEqual({ ok: false, error: 'invalid_percent' });
    expect(buildGeneratedDiscount('X', 10, 'never')).toEqual({ ok: false, error: 'invalid_time' });
  });
});
