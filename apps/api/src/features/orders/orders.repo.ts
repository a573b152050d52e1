// The shopper's side of orders in the database. Whose order it is lives in every WHERE clause: a
// customer's own orders (user_id), or a guest order of this device (guest_id, not yet claimed by an
// account). An order that is not the caller's is never read, so it cannot leak through any answer.
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderEvents, orderItems, orders, type DeliveryInfo } from './orders.tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Who asks: the signed-in customer and the device's guest id, either or both may be missing. */
export type Owner = { userId: string | null; guestId: string | null };

/** The orders `owner` may see, or null when the caller is nobody (then nothing is queried). */
function ownedBy({ userId, guestId }: Owner): SQL | null {
  const asGuest = guestId ? and(isNull(orders.userId), eq(orders.guestId, guestId)) : undefined;
  const asCustomer = userId ? eq(orders.userId, userId) : undefined;
  return or(asCustomer, asGuest) ?? null;
}

// Product lines first, then bundles, each by name: the order's lines always read the same way.
const lineOrder = [asc(sql`${orderItems.bundleId} is not null`), asc(orderItems.name)];

export async function itemsOfOrders(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(...lineOrder);
}

/** A customer's orders, newest first (at most `limit`). */
export async function ordersOfUser(db: Db, userId: string, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** One order if it is the owner's; null for a missing order and for anyone else's alike. */
export async function findOwnOrder(db: Db, id: string, owner: Owner): Promise<OrderRow | null> {
  const mine = ownedBy(owner);
  if (!mine) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), mine));
  return row ?? null;
}

/** A device's guest orders paid with this phone (both must match), newest first. */
export async function guestOrdersByPhone(
  db: Db,
  guestId: string,
  phone: string,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.guestId, guestId), eq(orders.phoneNumber, phone), isNull(orders.userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/**
 * Saves the delivery details of the owner's order while it still waits for them; null when it is not
 * the owner's, was cancelled, or has them already (nothing is overwritten).
 */
export async function saveDeliveryInfo(
  db: Db,
  id: string,
  owner: Owner,
  info: DeliveryInfo,
  now: Date,
): Promise<OrderRow | null> {
  const mine = ownedBy(owner);
  if (!mine) return null;
  const [row] = await db
    .update(orders)
    .set({ deliveryInfo: info, fulfillmentStatus: 'ready_for_delivery', updatedAt: now })
    .where(
      and(
        eq(orders.id, id),
        mine,
        eq(orders.fulfillmentStatus, 'awaiting_details'),
        ne(orders.status, 'cancelled'),
      ),
    )
    .returning();
  return row ?? null;
}

/** The order's history line for the owner's screen: the shopper (no actor) gave delivery details. */
export async function recordDeliveryEvent(db: Db, orderId: string, now: Date): Promise<void> {
  await db.insert(orderEvents).values({
    orderId,
    kind: 'delivery_details',
    fromValue: 'awaiting_details',
    toValue: 'ready_for_delivery',
    createdAt: now,
  });
}

/**
 * Gives a device's unclaimed guest orders to the account that signed in on it. They stay marked as
 * guest orders (is_guest: how they were bought); the account's name and e-mail fill in where the
 * order has none, so later order mails reach the customer. Answers how many orders moved.
 */
export async function claimGuestOrders(
  db: Db,
  guestId: string,
  customer: { userId: string; name: string | null; email: string | null },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(orders)
    .set({
      userId: customer.userId,
      userName: sql`coalesce(${orders.userName}, ${customer.name})`,
      userEmail: sql`coalesce(${orders.userEmail}, ${customer.email})`,
      updatedAt: now,
    })
    .where(and(eq(orders.guestId, guestId), isNull(orders.userId)))
    .returning({ id: orders.id });
  return rows.length;
}
