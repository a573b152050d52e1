// What a conversation is about, checked by the server: a product that exists and is on sale, an order
// that is the shopper's own, and the bag priced at today's prices (never the browser's).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../catalogue/catalogue.tables';
import { orders } from '../orders/orders.tables';

/** A product a message may show: it exists and is for sale. */
export async function productOnSale(db: Db, id: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  return row ?? null;
}

/** The order when it is the shopper's: by account, or by the device's guest id for a guest order. */
export async function ownOrder(
  db: Db,
  id: string,
  who: { userId: string | null; guestId: string | null },
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId, guestId: orders.guestId })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) return null;
  const mine =
    (who.userId !== null && row.userId === who.userId) ||
    (who.guestId !== null && row.guestId === who.guestId);
  return mine ? { id: row.id } : null;
}

/** The bag's piece count and subtotal at the shop's prices; pieces not for sale are left out. */
export async function pricedBag(db: Db, lines: readonly { productId: string; quantity: number }[]) {
  if (lines.length === 0) return { items: 0, subtotal: 0 };
  const found = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(
      and(inArray(products.id, [...new Set(lines.map((l) => l.productId))]), eq(products.isActive, true)),
    );
  const price = new Map(found.map((p) => [p.id, p.price]));
  let items = 0;
  let subtotal = 0;
  for (const line of lines) {
    const each = price.get(line.productId);
    if (each === undefined) continue;
    items += line.quantity;
    subtotal += each * line.quantity;
  }
  return { items, subtotal };
}
