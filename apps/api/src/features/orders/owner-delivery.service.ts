// The owner's hand on an order's delivery (issue #25): entering the details a customer never gave
// (the order becomes ready for delivery, as the shopper's form does), correcting them until the order
// is delivered, and the rider / tracking note the customer sees on their order. Each change and its
// history line (who, and what changed in short) are written in one transaction.
// Nobody is mailed or texted: the owner typed the details, so the admins' "delivery details arrived"
// mail would only tell the shop what it did, and the customer never hears of "ready for delivery".
import {
  checkDeliveryDetails,
  checkTrackingNote,
  deliveryChangeSummary,
  keptCoordinates,
  ownerDeliveryChange,
} from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import type { ViewerUser } from '../accounts/accounts.service';
import { adminOrderView } from './orders-admin.service';
import { findOrderRow, insertOrderEvent, updateOrderIf } from './orders-admin.repo';
import type { DeliveryInfo } from './orders.tables';
import type { OwnerDeliveryInput } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database'>;

const CHANGED = 'Someone changed this order a moment ago. Reload it and try again.';

async function orderOrMissing(deps: Deps, id: string) {
  const order = await findOrderRow(deps.database.db, id);
  if (!order) throw new HttpError(404, 'not_found', 'No such order.');
  return order;
}

/** PUT /api/admin/orders/:id/delivery: entered (awaiting details → ready) or corrected. */
export async function saveOwnerDelivery(
  deps: Deps,
  admin: ViewerUser,
  id: string,
  input: OwnerDeliveryInput,
  now = new Date(),
) {
  const order = await orderOrMissing(deps, id);
  const change = ownerDeliveryChange(order.status, order.fulfillmentStatus);
  if (!change.ok) throw new HttpError(409, 'delivery_closed', change.error);
  const check = checkDeliveryDetails(input);
  if (!check.ok) {
    const issues = Object.entries(check.errors).map(([path, message]) => ({ path, message }));
    throw new HttpError(400, 'invalid_delivery_details', issues.map((i) => i.message).join(' '), issues);
  }
  const before = order.deliveryInfo;
  const { name, phone, location } = check.value;
  const summary = deliveryChangeSummary(before, check.value);
  if (summary === null) return adminOrderView(order);
  const info: DeliveryInfo = {
    name,
    phone,
    location,
    coordinates: keptCoordinates(before, location),
    timestamp: now.toISOString(),
  };
  const entered = change.kind === 'entered';
  return deps.database.db.transaction(async (tx) => {
    const updated = await updateOrderIf(tx, id, order, {
      deliveryInfo: info,
      ...(entered && { fulfillmentStatus: 'ready_for_delivery' as const }),
    });
    if (!updated) throw new HttpError(409, 'changed', CHANGED);
    await insertOrderEvent(tx, {
      orderId: id,
      kind: entered ? 'delivery_entered' : 'delivery_corrected',
      fromValue: entered ? order.fulfillmentStatus : null,
      toValue: entered ? 'ready_for_delivery' : null,
      note: summary,
      actorId: admin.id,
      actorEmail: admin.email,
      createdAt: now,
    });
    return adminOrderView(updated);
  });
}

/** PUT /api/admin/orders/:id/tracking-note: the note set, changed or (empty) taken away. */
export async function saveTrackingNote(deps: Deps, admin: ViewerUser, id: string, text: string) {
  const order = await orderOrMissing(deps, id);
  const check = checkTrackingNote(order.status, text);
  if (!check.ok)
    throw new HttpError(order.status === 'cancelled' ? 409 : 400, 'invalid_tracking_note', check.error);
  if (check.note === order.trackingNote) return adminOrderView(order);
  return deps.database.db.transaction(async (tx) => {
    const updated = await updateOrderIf(tx, id, order, { trackingNote: check.note });
    if (!updated) throw new HttpError(409, 'changed', CHANGED);
    await insertOrderEvent(tx, {
      orderId: id,
      kind: 'tracking_note',
      fromValue: order.trackingNote,
      toValue: check.note,
      actorId: admin.id,
      actorEmail: admin.email,
    });
    return adminOrderView(updated);
  });
}
