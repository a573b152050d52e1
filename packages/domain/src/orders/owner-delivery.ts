// The shop's own hand on an order's delivery: the owner enters the details a customer never gave, or
// corrects them, until the order is delivered or cancelled; no order moves on to packing without
// them; and a short rider / tracking note the customer sees on their order.
import type { FulfillmentStatus, OrderStatus } from './badges';

export const DELIVERY_DETAILS_FIRST_MESSAGE = 'Add the delivery details first.';
export const DELIVERY_LOCKED_CANCELLED_MESSAGE =
  'This order was cancelled: its delivery details can no longer be changed.';
export const DELIVERY_LOCKED_DELIVERED_MESSAGE =
  'This order was delivered: its delivery details can no longer be changed.';
export const TRACKING_NOTE_MAX = 200;
export const TRACKING_NOTE_TOO_LONG_MESSAGE = `Keep the note to ${TRACKING_NOTE_MAX} characters or fewer.`;
export const TRACKING_NOTE_CANCELLED_MESSAGE = 'This order was cancelled: it has no rider or tracking note.';

/** Whether moving an order on to `to` must wait for its delivery details (every step forward does). */
export function needsDeliveryDetailsFirst(to: FulfillmentStatus, hasDeliveryDetails: boolean): boolean {
  return !hasDeliveryDetails && to !== 'awaiting_details';
}

type OwnerDeliveryChange = { ok: true; kind: 'entered' | 'corrected' } | { ok: false; error: string };

/**
 * What saving the owner's delivery details does: enters them (an order awaiting details becomes ready
 * for delivery) or corrects them; a cancelled or delivered order is closed.
 */
export function ownerDeliveryChange(
  status: OrderStatus,
  fulfillment: FulfillmentStatus,
): OwnerDeliveryChange {
  if (status === 'cancelled') return { ok: false, error: DELIVERY_LOCKED_CANCELLED_MESSAGE };
  if (fulfillment === 'delivered' || status === 'fulfilled')
    return { ok: false, error: DELIVERY_LOCKED_DELIVERED_MESSAGE };
  return { ok: true, kind: fulfillment === 'awaiting_details' ? 'entered' : 'corrected' };
}

type Details = { name: string; phone: string; location: string };

/** What changed, in short, for the order's history ("address: Kilimani → Westlands"); null: nothing. */
export function deliveryChangeSummary(before: Details | null, after: Details): string | null {
  if (!before) return `${after.name}, ${after.phone}, ${after.location}`;
  const parts = (
    [
      ['name', before.name, after.name],
      ['phone', before.phone, after.phone],
      ['address', before.location, after.location],
    ] as const
  )
    .filter(([, was, now]) => was !== now)
    .map(([label, was, now]) => `${label}: ${was} → ${now}`);
  return parts.length ? parts.join('; ') : null;
}

/** The coordinates the customer shared stay only while the address they belong to stays. */
export function keptCoordinates<C>(
  before: { location: string; coordinates: C | null } | null,
  location: string,
) {
  return before && before.location === location ? before.coordinates : null;
}

/** The note as stored: trimmed, inner runs of spaces and lines folded, empty meaning none. */
export function checkTrackingNote(
  status: OrderStatus,
  value: string,
): { ok: true; note: string | null } | { ok: false; error: string } {
  if (status === 'cancelled') return { ok: false, error: TRACKING_NOTE_CANCELLED_MESSAGE };
  const note = value.replace(/\s+/g, ' ').trim();
  if (note.length > TRACKING_NOTE_MAX) return { ok: false, error: TRACKING_NOTE_TOO_LONG_MESSAGE };
  return { ok: true, note: note === '' ? null : note };
}
