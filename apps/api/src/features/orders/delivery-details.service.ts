// The delivery form after paying (spec §2, §5: validate_guest_order_for_delivery and the signed-in
// check). Only the order's owner — its customer, or the device whose guest id paid it — may open or
// fill it, and only while the order waits for details; an order id alone opens nothing and writes
// nothing (PROMISES AC-2). Saving stores the details, moves the order to ready_for_delivery, notes it
// in the order's history and queues the shop's e-mail, all in one transaction.
import { checkDeliveryDetails, shortOrderId, type DeliveryDetailsErrors } from '@shop/domain/rules';
import { DELIVERY_SAVED_MESSAGE, ORDER_LINK_INVALID_MESSAGE } from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { queueOrderMail } from './order-mails.repo';
import { needsDeliveryDetails } from './order-views';
import {
  findOwnOrder,
  itemsOfOrders,
  recordDeliveryEvent,
  saveDeliveryInfo,
  type Owner,
} from './orders.repo';
import type { DeliveryInput } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database'>;

export const DELIVERY_ALREADY_SAVED_MESSAGE =
  'We already have the delivery details for this order. Contact support to change them.';

const invalidLink = () => new HttpError(404, 'invalid_order_link', ORDER_LINK_INVALID_MESSAGE);

async function ownOpenOrder({ database }: Deps, owner: Owner, id: string) {
  const order = await findOwnOrder(database.db, id, owner);
  if (!order || order.status === 'cancelled') throw invalidLink();
  return order;
}

/** GET /api/orders/:id/delivery: what the form shows about the order it is for. */
export async function deliveryForm(deps: Deps, owner: Owner, id: string) {
  const order = await ownOpenOrder(deps, owner, id);
  if (!needsDeliveryDetails(order)) throw invalidLink();
  const items = await itemsOfOrders(deps.database.db, [order.id]);
  return {
    order: {
      id: order.id,
      short_id: shortOrderId(order.id),
      total_amount: order.totalAmount,
      created_at: order.createdAt.toISOString(),
      items: items.map((i) => ({
        name: i.name,
        quantity: i.quantity,
        size: i.size,
        kind: i.bundleId ? ('bundle' as const) : ('product' as const),
      })),
      // Only the owner gets this far; the form starts from what the order already knows.
      phone_number: order.phoneNumber,
      customer_name: order.userName,
    },
  };
}

export type DeliverySaveResult =
  { ok: true; message: typeof DELIVERY_SAVED_MESSAGE } | { ok: false; errors: DeliveryDetailsErrors };

/** PUT /api/orders/:id/delivery. A second save does not overwrite the first (409). */
export async function saveDeliveryDetails(
  deps: Deps,
  owner: Owner,
  id: string,
  input: DeliveryInput,
  now = new Date(),
): Promise<DeliverySaveResult> {
  const order = await ownOpenOrder(deps, owner, id);
  if (!needsDeliveryDetails(order))
    throw new HttpError(409, 'delivery_details_saved', DELIVERY_ALREADY_SAVED_MESSAGE);
  const check = checkDeliveryDetails({
    name: input.name,
    phone: input.phone,
    location: input.location,
    coordinates: input.coordinates,
  });
  if (!check.ok) return { ok: false, errors: check.errors };
  const info = { ...check.value, timestamp: now.toISOString() };
  await deps.database.db.transaction(async (tx) => {
    const saved = await saveDeliveryInfo(tx, id, owner, info, now);
    // Saved by another tab (or cancelled) between the read and this write: the first one stands.
    if (!saved) throw new HttpError(409, 'delivery_details_saved', DELIVERY_ALREADY_SAVED_MESSAGE);
    await recordDeliveryEvent(tx, id, now);
    await queueOrderMail(tx, id, 'delivery_details_received');
  });
  return { ok: true, message: DELIVERY_SAVED_MESSAGE };
}
