import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseExitOffer,
  FALLBACK_OFFERS,
  isOfferEligible,
  isOfferPath,
  offerBagTotal,
  type ExitOffer,
  type OfferVisitor,
} from './exit-intent';

const visitor = (v: Partial<OfferVisitor> = {}): OfferVisitor => ({
  bagTotal: 0,
  bagLines: 0,
  wishlistCount: 0,
  signedIn: false,
  ...v,
});
const offer = (id: string, conditions: ExitOffer['conditions'] = {}, enabled = true): ExitOffer => ({
  id,
  discount: 10,
  enabled,
  conditions,
});

describe('offer eligibility', () => {
  it('needs the offer switched on', () => {
    expect(isOfferEligible(offer('a', {}, false), visitor())).toBe(false);
    expect(isOfferEligible(offer('a'), visitor())).toBe(true);
    expect(isOfferEligible({ id: 'n', discount: 5, enabled: true, conditions: null }, visitor())).toBe(true);
  });

  it('requiresCart needs a line in the bag', () => {
    expect(isOfferEligible(offer('a', { requiresCart: true }), visitor())).toBe(false);
    expect(isOfferEligible(offer('a', { requiresCart: true }), visitor({ bagLines: 1, bagTotal: 5 }))).toBe(
      true,
    );
  });

  it('requiresWishlist needs a wishlisted piece', () => {
    expect(isOfferEligible(offer('a', { requiresWishlist: true }), visitor())).toBe(false);
    expect(isOfferEligible(offer('a', { requiresWishlist: true }), visitor({ wishlistCount: 2 }))).toBe(true);
  });

  it('firstTimeOnly is for visitors who are not signed in', () => {
    expect(isOfferEligible(offer('a', { firstTimeOnly: true }), visitor({ signedIn: true }))).toBe(false);
    expect(isOfferEligible(offer('a', { firstTimeOnly: true }), visitor())).toBe(true);
  });

  it('minCartValue needs the bag total at least that value', () => {
    const o = offer('a', { minCartValue: 2000 });
    expect(isOfferEligible(o, visitor({ bagLines: 1, bagTotal: 1999 }))).toBe(false);
    expect(isOfferEligible(o, visitor({ bagLines: 1, bagTotal: 2000 }))).toBe(true);
    expect(isOfferEligible(offer('a', { minCartValue: 0 }), visitor())).toBe(true);
    expect(isOfferEligible(offer('a', { minCartValue: null }), visitor())).toBe(true);
  });

  it('meets every condition at once or none', () => {
    const all = offer('a', {
      requiresCart: true,
      requiresWishlist: true,
      firstTimeOnly: true,
      minCartValue: 500,
    });
    const ok = visitor({ bagLines: 2, bagTotal: 500, wishlistCount: 1 });
    expect(isOfferEligible(all, ok)).toBe(true);
    for (const miss of [{ bagLines: 0 }, { wishlistCount: 0 }, { signedIn: true }, { bagTotal: 499 }])
      expect(isOfferEligible(all, { ...ok, ...miss })).toBe(false);
  });

  it('sums price × quantity for the bag total', () => {
    expect(offerBagTotal([])).toBe(0);
    expect(
      offerBagTotal([
        { price: 600, quantity: 2 },
        { price: 250, quantity: 1 },
      ]),
    ).toBe(1450);
    expect(
      offerBagTotal([
        { price: Number.NaN, quantity: 1 },
        { price: 10, quantity: 0 },
      ]),
    ).toBe(0);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 100_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
        ),
        (lines) => offerBagTotal(lines) === lines.reduce((s, l) => s + l.price * l.quantity, 0),
      ),
    );
  });
});

describe('choosing the offer', () => {
  const ids = (v: Partial<OfferVisitor>) => chooseExitOffer([], visitor(v))?.id;

  it('falls back in the spec order: bag > KES 1,000, wishlist, welcome, general', () => {
    expect(FALLBACK_OFFERS.map((o) => o.discount)).toEqual([10, 15, 20, 12]);
    expect(ids({ bagLines: 1, bagTotal: 1001, wishlistCount: 3 })).toBe('fallback-cart');
    expect(ids({ bagLines: 1, bagTotal: 1000, wishlistCount: 3 })).toBe('fallback-wishlist');
    expect(ids({ bagLines: 1, bagTotal: 1000 })).toBe('fallback-welcome');
    expect(ids({ bagLines: 1, bagTotal: 1000, signedIn: true })).toBe('fallback-general');
    expect(ids({ signedIn: true })).toBe('fallback-general');
    expect(ids({})).toBe('fallback-welcome');
  });

  it("takes the owner's first eligible offer, and no fallback when the owner has offers", () => {
    const offers = [
      offer('off', {}, false),
      offer('bag', { requiresCart: true }),
      offer('new', { firstTimeOnly: true }),
    ];
    expect(chooseExitOffer(offers, visitor())?.id).toBe('new');
    expect(chooseExitOffer(offers, visitor({ bagLines: 1, bagTotal: 10 }))?.id).toBe('bag');
    expect(chooseExitOffer(offers, visitor({ signedIn: true }))).toBeNull();
  });

  it('always picks the first eligible offer (property)', () => {
    const conditions = fc.record({
      requiresCart: fc.boolean(),
      requiresWishlist: fc.boolean(),
      firstTimeOnly: fc.boolean(),
      minCartValue: fc.option(fc.integer({ min: 0, max: 5000 })),
    });
    const offers = fc.array(
      fc.record({
        id: fc.uuid(),
        discount: fc.integer({ min: 1, max: 90 }),
        enabled: fc.boolean(),
        conditions,
      }),
      { maxLength: 6 },
    );
    const visitors = fc.record({
      bagTotal: fc.integer({ min: 0, max: 10_000 }),
      bagLines: fc.integer({ min: 0, max: 5 }),
      wishlistCount: fc.integer({ min: 0, max: 5 }),
      signedIn: fc.boolean(),
    });
    fc.assert(
      fc.property(offers, visitors, (list, v) => {
        const chosen = chooseExitOffer(list, v);
        if (list.length === 0) return chosen !== null && FALLBACK_OFFERS.includes(chosen as never);
        const index = list.findIndex((o) => isOfferEligible(o, v));
        if (index < 0) return chosen === null;
        return chosen === list[index] && list.slice(0, index).every((o) => !isOfferEligible(o, v));
      }),
    );
  });
});

describe('where the offer may appear', () => {
  it('never on admin, checkout or payment pages', () => {
    for (const path of [
      '/admin',
      '/admin/exit-intent',
      '/checkout',
      '/payment-callback',
      '/upload',
      '/delivery-details',
      '/ADMIN',
    ])
      expect(isOfferPath(path), path).toBe(false);
    for (const path of ['/', '/products/red-dress', '/bundles', '/wishlist', '/faq', '/administer'])
      expect(isOfferPath(path), path).toBe(true);
  });
});
