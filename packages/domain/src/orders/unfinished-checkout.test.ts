import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callBackMessage, unfinishedReason, UNFINISHED_REASONS } from './unfinished-checkout';

describe('why a checkout ended without an order', () => {
  it('timed out when the hold ran out, closed when the shopper closed it', () => {
    expect(unfinishedReason('expired', 'the hold ran out before the payment')).toBe('timed_out');
    expect(unfinishedReason('cancelled', 'closed by the shopper')).toBe('closed');
  });

  it("declined when M-Pesa's prompt was refused, timed out when the phone never answered", () => {
    expect(unfinishedReason('failed', 'cancelled')).toBe('declined');
    expect(unfinishedReason('failed', 'declined')).toBe('declined');
    expect(unfinishedReason('failed', 'failed')).toBe('timed_out');
    expect(unfinishedReason('failed', null)).toBe('declined');
    expect(unfinishedReason('failed', 'timeout')).toBe('timed_out');
    expect(unfinishedReason('failed', 'Request timed out')).toBe('timed_out');
  });

  it('always names one of the three reasons', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('failed' as const, 'cancelled' as const, 'expired' as const),
        fc.option(fc.string()),
        (status, reason) => {
          expect(UNFINISHED_REASONS).toContain(unfinishedReason(status, reason));
        },
      ),
    );
  });
});

describe("the owner's call-back message", () => {
  it('greets by first name and names the pieces and the amount', () => {
    expect(
      callBackMessage({
        shopName: 'TNT Thrift',
        customerName: 'Wanjiku Kamau',
        pieces: [{ name: 'Denim jacket', size: 'M', quantity: 1 }],
        total: 2700,
      }),
    ).toBe(
      'Hi Wanjiku, this is TNT Thrift. Your M-Pesa payment of KES 2,700 for Denim jacket (size M) did not go through. Would you like us to help you complete it?',
    );
  });

  it('shortens a long list and does without a name', () => {
    const text = callBackMessage({
      shopName: 'TNT Thrift',
      customerName: null,
      pieces: ['A', 'B', 'C', 'D'].map((name) => ({ name, size: null, quantity: 1 })),
      total: 100,
    });
    expect(text.startsWith('Hi, this is TNT Thrift.')).toBe(true);
    expect(text).toContain('for A, B and 2 more did not');
  });
});
