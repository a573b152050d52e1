// A shopper's own orders: the signed-in customer's history, one order for its owner (the confirmation
// page), and handing a device's guest orders to the account that signs in on it. Whose order it is
// comes from the session and the device's guest id only; someone else's order answers exactly like a
// missing one (PROMISES AC-2).
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { recomputeStanding } from '../accounts/customer-standing.service';
import { getShopper, type Shopper } from '../accounts/shopper.service';
import { linesByOrder, ownOrderView } from './order-views';
import { claimGuestOrders, findOwnOrder, itemsOfOrders, ordersOfUser, type Owner } from './orders.repo';

type Deps = Pick<AppDeps, 'auth' | 'database'>;

export const ORDER_NOT_FOUND_MESSAGE = 'We could not find this order.';
export const SIGN_IN_FOR_ORDERS_MESSAGE = 'Please sign in to see your orders.';
/** The history shows the newest orders; a thrift customer rarely has more. */
export const OWN_ORDERS_LIMIT = 100;

export type Caller = { owner: Owner; shopper: Shopper };

/** The caller as an order owner: the session's customer and the device's (valid) guest id. */
export async function callerOf(deps: Deps, headers: Headers, guestId: string | null): Promise<Caller> {
  const shopper = await getShopper(deps, headers);
  return { shopper, owner: { userId: shopper.userId, guestId } };
}

function signedInId(caller: Caller): string {
  if (!caller.shopper.userId) throw new HttpError(401, 'unauthorized', SIGN_IN_FOR_ORDERS_MESSAGE);
  return caller.shopper.userId;
}

/** GET /api/orders: two queries whatever the number of orders (orders, then all their lines). */
export async function listOwnOrders({ database }: Deps, caller: Caller) {
  const rows = await ordersOfUser(database.db, signedInId(caller), OWN_ORDERS_LIMIT);
  const lines = linesByOrder(
    await itemsOfOrders(
      database.db,
      rows.map((o) => o.id),
    ),
  );
  return { orders: rows.map((order) => ownOrderView(order, lines.get(order.id) ?? [])) };
}

export async function ownOrder({ database }: Deps, caller: Caller, id: string) {
  const order = await findOwnOrder(database.db, id, caller.owner);
  if (!order) throw new HttpError(404, 'not_found', ORDER_NOT_FOUND_MESSAGE);
  return { order: ownOrderView(order, await itemsOfOrders(database.db, [order.id])) };
}

/**
 * POST /api/orders/claim-guest-orders: this device's unclaimed guest orders join the account, and
 * their paid ones count toward its tier from then on (recounted in the same transaction).
 */
export async function claimOwnGuestOrders({ database }: Deps, caller: Caller) {
  const userId = signedInId(caller);
  const { guestId } = caller.owner;
  if (!guestId) return { claimed: 0 };
  const now = new Date();
  const claimed = await database.db.transaction(async (tx) => {
    const moved = await claimGuestOrders(
      tx,
      guestId,
      { userId, name: caller.shopper.name, email: caller.shopper.email },
      now,
    );
    if (moved > 0) await recomputeStanding(tx, userId, now);
    return moved;
  });
  return { claimed };
}
