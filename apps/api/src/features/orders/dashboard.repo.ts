// The owner's dashboard figures in a handful of aggregate queries: sales today and over 30 days (by
// Nairobi day), orders waiting on the shopper or on the shop, low stock, and money matters to settle.
import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, productVariants } from '../catalogue/catalogue.tables';
import { failedOrders, orders } from './orders.tables';

const SOLD = ['paid', 'fulfilled'] as const;
// Nairobi's calendar day of a moment (UTC+3 all year).
const eatDay = sql<string>`to_char(${orders.createdAt} + interval '3 hours', 'YYYY-MM-DD')`;

export async function salesByDay(db: Db, since: Date) {
  return db
    .select({
      day: eatDay,
      total: sql<number>`sum(${orders.totalAmount})::int`,
      // What the customers paid for delivery, so the owner sees the goods apart from it.
      delivery: sql<number>`sum(${orders.deliveryFee})::int`,
      orders: count(),
    })
    .from(orders)
    .where(and(inArray(orders.status, [...SOLD]), gte(orders.createdAt, since)))
    .groupBy(eatDay)
    .orderBy(eatDay);
}

export async function orderCounts(db: Db) {
  const [row] = await db
    .select({
      awaitingDetails: sql<number>`count(*) filter (where ${orders.status} = 'paid' and ${orders.fulfillmentStatus} = 'awaiting_details')::int`,
      readyToShip: sql<number>`count(*) filter (where ${orders.status} = 'paid' and ${orders.fulfillmentStatus} = 'ready_for_delivery')::int`,
      refundsOwed: sql<number>`count(*) filter (where ${orders.refundStatus} = 'owed')::int`,
    })
    .from(orders);
  const [failed] = await db.select({ n: count() }).from(failedOrders).where(isNull(failedOrders.resolvedAt));
  return { ...row!, failedOrders: failed?.n ?? 0 };
}

/** Sizes of active products with `atMost` pieces or fewer (a product without sizes is one row). */
export async function lowStock(db: Db, atMost: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      size: productVariants.size,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.isActive, true), lte(productVariants.stock, atMost)))
    .orderBy(productVariants.stock, products.name, productVariants.size)
    .limit(20);
}

/** Products whose sizes the owner must recount (older data that did not add up). */
export async function sizesToRecount(db: Db) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.stockCheckNeeded, true))
    .orderBy(products.name)
    .limit(50);
}

export async function latestOrders(db: Db, limit: number) {
  return db.select().from(orders).orderBy(desc(orders.createdAt)).limit(limit);
}
