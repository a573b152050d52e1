import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_LINK_HOURS,
  paymentLinkExpiry,
  paymentLinkMessage,
  paymentLinkStatus,
  piecesInWords,
  sameLinkLines,
  type PaymentLinkLines,
} from './payment-links';

const made = new Date('2026-11-20T09:00:00Z');

describe('a payment link over time', () => {
  const link = { orderId: null, cancelledAt: null, expiresAt: paymentLinkExpiry(made) };

  it('is open for 72 hours, then expired', () => {
    expect(PAYMENT_LINK_HOURS).toBe(72);
    expect(paymentLinkStatus(link, made)).toBe('open');
    expect(paymentLinkStatus(link, new Date(made.getTime() + 72 * 3_600_000 - 1))).toBe('open');
    expect(paymentLinkStatus(link, new Date(made.getTime() + 72 * 3_600_000))).toBe('expired');
  });

  it('is cancelled once the owner cancels it', () => {
    expect(paymentLinkStatus({ ...link, cancelledAt: made }, made)).toBe('cancelled');
  });

  it('stays paid whatever happens after the payment', () => {
    const late = new Date(made.getTime() + 1_000 * 3_600_000);
    expect(paymentLinkStatus({ ...link, orderId: 'o1', cancelledAt: late }, late)).toBe('paid');
  });
});

const lines = (items: PaymentLinkLines['items'], bundles: PaymentLinkLines['bundles'] = []) => ({
  items,
  bundles,
});

describe('the pieces a link pays for', () => {
  const link = lines(
    [
      { productId: 'p1', size: 'M', quantity: 1 },
      { productId: 'p2', size: null, quantity: 2 },
    ],
    [{ bundleId: 'b1', quantity: 1, sizes: { p3: 'S', p4: '40' } }],
  );

  it('accepts the same pieces in any order', () => {
    const bag = lines(
      [
        { productId: 'p2', size: null, quantity: 2 },
        { productId: 'p1', size: 'M', quantity: 1 },
      ],
      [{ bundleId: 'b1', quantity: 1, sizes: { p4: '40', p3: 'S' } }],
    );
    expect(sameLinkLines(link, bag)).toBe(true);
  });

  it('refuses another size, another quantity, a missing or an added piece', () => {
    const [first, second] = link.items as [PaymentLinkLines['items'][0], PaymentLinkLines['items'][0]];
    expect(sameLinkLines(link, { ...link, items: [{ ...first, size: 'L' }, second] })).toBe(false);
    expect(sameLinkLines(link, { ...link, items: [first, { ...second, quantity: 3 }] })).toBe(false);
    expect(sameLinkLines(link, { ...link, items: [first] })).toBe(false);
    expect(
      sameLinkLines(link, { ...link, items: [...link.items, { productId: 'p9', size: null, quantity: 1 }] }),
    ).toBe(false);
    expect(sameLinkLines(link, { ...link, bundles: [] })).toBe(false);
    expect(
      sameLinkLines(link, {
        ...link,
        bundles: [{ bundleId: 'b1', quantity: 1, sizes: { p3: 'M', p4: '40' } }],
      }),
    ).toBe(false);
  });

  it('counts a piece split over two lines like one line of their sum', () => {
    const split = lines([
      { productId: 'p1', size: 'M', quantity: 1 },
      { productId: 'p1', size: 'M', quantity: 1 },
    ]);
    expect(sameLinkLines(lines([{ productId: 'p1', size: 'M', quantity: 2 }]), split)).toBe(true);
  });

  it('is true for every shuffle of the same lines and false once one quantity changes', () => {
    const item = fc.record({
      productId: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
      size: fc.constantFrom(null, 'S', 'M'),
      quantity: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), fc.nat(), (items, pick) => {
        const shuffled = [...items].reverse();
        expect(sameLinkLines(lines(items), lines(shuffled))).toBe(true);
        const i = pick % items.length;
        const changed = items.map((l, j) => (j === i ? { ...l, quantity: l.quantity + 1 } : l));
        expect(sameLinkLines(lines(items), lines(changed))).toBe(false);
      }),
    );
  });
});

describe('the message sent with a link', () => {
  const base = {
    shopName: 'TNT Thrift',
    customerName: 'Amina Wanjiru',
    pieces: [{ name: 'Denim jacket', size: 'M', quantity: 1 }],
    subtotal: 2400,
    url: 'https://shop.example/checkout?link=abc',
    expiresAt: new Date('2026-11-23T15:00:00Z'),
  };

  it('greets by first name, names the pieces, the amount, the link and until when', () => {
    expect(paymentLinkMessage(base)).toBe(
      'Hi Amina, this is TNT Thrift. Here is your M-Pesa payment link for Denim jacket (size M) ' +
        '(KES 2,400 plus delivery): https://shop.example/checkout?link=abc (open until Mon, 23 Nov, 18:00).',
    );
  });

  it('says the earlier payment did not go through on a call-back, and greets without a name', () => {
    const text = paymentLinkMessage({ ...base, customerName: null, callBack: true });
    expect(text).toMatch(/^Hi, this is TNT Thrift\. Your M-Pesa payment for Denim jacket/);
    expect(text).toContain(
      'did not go through. You can pay again here: https://shop.example/checkout?link=abc',
    );
  });

  it('names two pieces, or two and how many more', () => {
    const piece = (name: string, quantity = 1) => ({ name, size: null, quantity });
    expect(piecesInWords([piece('A'), piece('B', 2)])).toBe('A and 2 × B');
    expect(piecesInWords([piece('A'), piece('B'), piece('C'), piece('D')])).toBe('A, B and 2 more');
  });
});
