// Orders written straight into a test shop's database, for the owner's figures (analytics): each with
// the settled checkout every order comes from, its customer, status, moment and lines (a piece on its
// own, or a bundle holding pieces). Quicker than paying through the checkout, for tests that need many.
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../app-deps';
import { productBundles } from '../features/catalogue/catalogue.tables';
import { checkouts } from '../features/checkout/checkout.tables';
import { orderItems, orders } from '../features/orders/orders.tables';

type TestShop = Pick<AppDeps, 'database'>;

export type SoldLine = { productId: string; name?: string } | { bundleOf: string[] };

export type SoldOrder = {
  userId: string | null;
  status: 'paid' | 'fulfilled' | 'cancelled';
  at: Date;
  lines: SoldLine[];
  total?: number;
};

let bundle: { shop: TestShop; id: string } | null = null;

/** One bundle row the bundle lines point at (their pieces are in the line's components). */
async function bundleFor(shop: TestShop): Promise<string> {
  if (bundle?.shop === shop) return bundle.id;
  const [row] = await shop.database.db
    .insert(productBundles)
    .values({ name: 'Set', slug: `set-${randomUUID().slice(0, 8)}`, price: 1000 })
    .returning({ id: productBundles.id });
  bundle = { shop, id: row!.id };
  return row!.id;
}

/** Writes an order with its checkout and lines; answers the order's id. */
export async function insertSoldOrder(shop: TestShop, order: SoldOrder): Promise<string> {
  const { db } = shop.database;
  const total = order.total ?? 1000;
  const [checkout] = await db
    .insert(checkouts)
    .values({
      txRef: `TNT-${randomUUID()}`,
      provider: 'sandbox',
      status: 'paid',
      userId: order.userId,
      guestId: order.userId ? null : randomUUID(),
      paymentMethod: 'mpesa',
      lines: { items: [], bundles: [] },
      held: { pieces: [], bundles: {} },
      holdState: 'sold',
      subtotal: total,
      deliveryOption: 'standard',
      deliveryFee: 0,
      total,
      expiresAt: order.at,
    })
    .returning({ id: checkouts.id });
  const [row] = await db
    .insert(orders)
    .values({
      userId: order.userId,
      totalAmount: total,
      status: order.status,
      paymentRef: `TNT-${randomUUID()}`,
      providerTransactionId: randomUUID(),
      paymentMethod: 'mpesa',
      amountPaid: total,
      subtotal: total,
      deliveryOption: 'standard',
      deliveryFee: 0,
      checkoutId: checkout!.id,
      createdAt: order.at,
      updatedAt: order.at,
    })
    .returning({ id: orders.id });
  for (const line of order.lines) {
    await db.insert(orderItems).values(
      'bundleOf' in line
        ? {
            orderId: row!.id,
            bundleId: await bundleFor(shop),
            name: 'Set',
            quantity: 1,
            price: total,
            components: line.bundleOf.map((id) => ({
              product_id: id,
              name: 'Piece',
              quantity: 1,
              size: null,
            })),
          }
        : {
            orderId: row!.id,
            productId: line.productId,
            name: line.name ?? 'Piece',
            quantity: 1,
            price: total,
          },
    );
  }
  return row!.id;
}

/** Empties the orders (and their checkouts) of a test shop that owns its database. */
export async function deleteAllOrders(shop: TestShop): Promise<void> {
  const { db } = shop.database;
  await db.delete(orderItems);
  await db.delete(orders);
  await db.delete(checkouts);
}
