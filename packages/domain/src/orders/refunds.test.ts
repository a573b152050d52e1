import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRefund,
  canRecordReturn,
  checkReturn,
  refundableAmount,
  refundSummary,
  returnableQuantity,
  type RefundStatus,
  type ReturnableLine,
} from './refunds';

describe('refunds', () => {
  it('takes several partial refunds up to what was paid, and no further', () => {
    const paid = 2700;
    const first = applyRefund({ paid, refunded: 0, refundStatus: null }, 500);
    expect(first).toEqual({ ok: true, refunded: 500, refundStatus: null });
    const second = applyRefund({ paid, refunded: 500, refundStatus: null }, 1200);
    expect(second).toEqual({ ok: true, refunded: 1700, refundStatus: null });
    expect(applyRefund({ paid, refunded: 1700, refundStatus: null }, 1001)).toEqual({
      ok: false,
      error: 'A refund of KES 1,001 is more than is left to refund: KES 1,000 of the KES 2,700 paid.',
    });
    expect(applyRefund({ paid, refunded: 1700, refundStatus: null }, 1000)).toEqual({
      ok: true,
      refunded: 2700,
      refundStatus: 'refunded',
    });
    expect(applyRefund({ paid, refunded: 2700, refundStatus: 'refunded' }, 1)).toEqual({
      ok: false,
      error: 'Everything paid (KES 2,700) has been refunded already.',
    });
  });

  it('refuses amounts that are not whole shillings from 1', () => {
    for (const amount of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(applyRefund({ paid: 100, refunded: 0, refundStatus: null }, amount).ok).toBe(false);
  });

  it('keeps an owed refund owed until the whole payment is back', () => {
    expect(applyRefund({ paid: 1000, refunded: 0, refundStatus: 'owed' }, 400)).toMatchObject({
      refundStatus: 'owed',
    });
    expect(applyRefund({ paid: 1000, refunded: 400, refundStatus: 'owed' }, 600)).toMatchObject({
      refundStatus: 'refunded',
    });
  });

  it('never refunds more in total than was paid, whatever the amounts asked (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.array(fc.integer({ min: -100, max: 600_000 }), { maxLength: 30 }),
        (paid, asks) => {
          let refunded = 0;
          let refundStatus: RefundStatus = null;
          for (const amount of asks) {
            const result = applyRefund({ paid, refunded, refundStatus }, amount);
            if (result.ok) {
              expect(result.refunded).toBe(refunded + amount);
              refunded = result.refunded;
              refundStatus = result.refundStatus;
            }
            expect(refunded).toBeLessThanOrEqual(paid);
            expect(refundableAmount(paid, refunded)).toBe(paid - refunded);
            expect(refundSummary(paid, refunded).net).toBeGreaterThanOrEqual(0);
          }
          expect(refundStatus === 'refunded').toBe(paid > 0 && refunded === paid);
        },
      ),
    );
  });
});

describe('returns', () => {
  const lines: ReturnableLine[] = [
    { id: 'a', name: 'Denim jacket', ordered: 2, returned: 0 },
    { id: 'b', name: 'Loafers', ordered: 1, returned: 1 },
  ];

  it('takes pieces that left the shop, up to what is left of each line', () => {
    expect(canRecordReturn('shipped')).toBe(true);
    expect(canRecordReturn('delivered')).toBe(true);
    expect(canRecordReturn('ready_for_delivery')).toBe(false);
    expect(canRecordReturn('awaiting_details')).toBe(false);
    expect(checkReturn(lines, [{ item_id: 'a', quantity: 1 }])).toEqual({
      ok: true,
      lines: [{ item_id: 'a', quantity: 1 }],
    });
    expect(checkReturn(lines, [{ item_id: 'a', quantity: 3 }])).toEqual({
      ok: false,
      error: 'Only 2 of Denim jacket can still come back (0 of 2 came back before).',
    });
    expect(checkReturn(lines, [{ item_id: 'b', quantity: 1 }])).toEqual({
      ok: false,
      error: 'Loafers has come back already (1 of 1).',
    });
    expect(checkReturn(lines, [])).toMatchObject({ ok: false });
    expect(checkReturn(lines, [{ item_id: 'zz', quantity: 1 }])).toMatchObject({ ok: false });
    expect(
      checkReturn(lines, [
        { item_id: 'a', quantity: 1 },
        { item_id: 'a', quantity: 1 },
      ]),
    ).toEqual({ ok: false, error: 'Denim jacket is listed twice.' });
    expect(checkReturn(lines, [{ item_id: 'a', quantity: 0 }])).toMatchObject({ ok: false });
  });

  it('never lets a line come back more often than it was bought (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: -2, max: 12 }), { maxLength: 20 }),
        (ordered, asks) => {
          let returned = 0;
          for (const quantity of asks) {
            const line = { id: 'x', name: 'Piece', ordered, returned };
            const result = checkReturn([line], [{ item_id: 'x', quantity }]);
            expect(result.ok).toBe(quantity >= 1 && quantity <= ordered - returned);
            if (result.ok) returned += quantity;
            expect(returned).toBeLessThanOrEqual(ordered);
            expect(returnableQuantity({ ordered, returned })).toBe(ordered - returned);
          }
        },
      ),
    );
  });
});
