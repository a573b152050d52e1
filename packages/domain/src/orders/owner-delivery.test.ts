import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULFILLMENT_STATUSES, ORDER_STATUSES } from './badges';
import {
  checkTrackingNote,
  DELIVERY_LOCKED_CANCELLED_MESSAGE,
  DELIVERY_LOCKED_DELIVERED_MESSAGE,
  deliveryChangeSummary,
  keptCoordinates,
  needsDeliveryDetailsFirst,
  ownerDeliveryChange,
  TRACKING_NOTE_CANCELLED_MESSAGE,
  TRACKING_NOTE_TOO_LONG_MESSAGE,
} from './owner-delivery';

const home = { name: 'Akinyi Otieno', phone: '+254712345678', location: 'Kilimani, Argwings Kodhek Rd' };

describe('the owner and an order delivery details', () => {
  it('moves an order on only once it has delivery details', () => {
    expect(needsDeliveryDetailsFirst('ready_for_delivery', false)).toBe(true);
    expect(needsDeliveryDetailsFirst('shipped', false)).toBe(true);
    expect(needsDeliveryDetailsFirst('ready_for_delivery', true)).toBe(false);
    expect(needsDeliveryDetailsFirst('awaiting_details', false)).toBe(false);
  });

  it('enters details on an order awaiting them, corrects them later, never once delivered or cancelled', () => {
    expect(ownerDeliveryChange('paid', 'awaiting_details')).toEqual({ ok: true, kind: 'entered' });
    expect(ownerDeliveryChange('paid', 'ready_for_delivery')).toEqual({ ok: true, kind: 'corrected' });
    expect(ownerDeliveryChange('paid', 'shipped')).toEqual({ ok: true, kind: 'corrected' });
    expect(ownerDeliveryChange('fulfilled', 'delivered')).toEqual({
      ok: false,
      error: DELIVERY_LOCKED_DELIVERED_MESSAGE,
    });
    expect(ownerDeliveryChange('cancelled', 'awaiting_details')).toEqual({
      ok: false,
      error: DELIVERY_LOCKED_CANCELLED_MESSAGE,
    });
  });

  it('is refused exactly on cancelled and delivered orders (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...FULFILLMENT_STATUSES), (s, f) => {
        const closed = s === 'cancelled' || s === 'fulfilled' || f === 'delivered';
        expect(ownerDeliveryChange(s, f).ok).toBe(!closed);
      }),
    );
  });

  it('says in short what changed', () => {
    expect(deliveryChangeSummary(null, home)).toBe(
      'Akinyi Otieno, +254712345678, Kilimani, Argwings Kodhek Rd',
    );
    expect(deliveryChangeSummary(home, { ...home, location: 'Westlands, Sarit Centre' })).toBe(
      'address: Kilimani, Argwings Kodhek Rd → Westlands, Sarit Centre',
    );
    expect(deliveryChangeSummary(home, { ...home, name: 'Akinyi O.', phone: '+254722000111' })).toBe(
      'name: Akinyi Otieno → Akinyi O.; phone: +254712345678 → +254722000111',
    );
    expect(deliveryChangeSummary(home, home)).toBeNull();
  });

  it('keeps the shared map pin only while the address stays the same', () => {
    const pin = { lat: -1.29, lng: 36.78 };
    expect(keptCoordinates({ location: 'Kilimani', coordinates: pin }, 'Kilimani')).toBe(pin);
    expect(keptCoordinates({ location: 'Kilimani', coordinates: pin }, 'Westlands')).toBeNull();
    expect(keptCoordinates(null, 'Kilimani')).toBeNull();
  });
});

describe('the rider / tracking note', () => {
  it('is trimmed, folded to one line, and empty means none', () => {
    expect(checkTrackingNote('paid', '  Rider: Otieno 0712 345 678,\n Pickup Mtaani code 88421 ')).toEqual({
      ok: true,
      note: 'Rider: Otieno 0712 345 678, Pickup Mtaani code 88421',
    });
    expect(checkTrackingNote('fulfilled', '   ')).toEqual({ ok: true, note: null });
  });

  it('holds at most 200 characters and none on a cancelled order', () => {
    expect(checkTrackingNote('paid', 'x'.repeat(200)).ok).toBe(true);
    expect(checkTrackingNote('paid', 'x'.repeat(201))).toEqual({
      ok: false,
      error: TRACKING_NOTE_TOO_LONG_MESSAGE,
    });
    expect(checkTrackingNote('cancelled', 'Rider: Otieno')).toEqual({
      ok: false,
      error: TRACKING_NOTE_CANCELLED_MESSAGE,
    });
  });

  it('never stores more than 200 characters nor an empty note (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const result = checkTrackingNote('paid', text);
        if (result.ok && result.note !== null) {
          expect(result.note.length).toBeLessThanOrEqual(200);
          expect(result.note.trim()).toBe(result.note);
          expect(result.note).not.toBe('');
        }
      }),
    );
  });
});
