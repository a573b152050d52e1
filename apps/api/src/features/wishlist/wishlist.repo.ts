// The wishlist rows of one shopper, and product cards by id. Cards are the catalogue's own card fields
// and visibility rule (PRODUCT_CARD_FIELDS, visibleTo), so a wishlist never shows a piece its owner
// may no longer see, in a shape other than the grid's.
import type { Viewer } from '@shop/domain/rules';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../catalogue/catalogue.tables';
import { visibleTo } from '../catalogue/product-access.repo';
import { PRODUCT_CARD_FIELDS } from '../catalogue/products.repo';
import { wishlist } from './wishlist.tables';

/** The shopper's saved pieces they may still see, as cards, most recently saved first. */
export function wishlistCards(db: Db, userId: string, viewer: Viewer, now: Date) {
  return db
    .select(PRODUCT_CARD_FIELDS)
    .from(wishlist)
    .innerJoin(products, eq(products.id, wishlist.productId))
    .where(and(eq(wishlist.userId, userId), visibleTo(viewer, now)))
    .orderBy(desc(wishlist.createdAt), desc(products.id));
}

/** Cards of the given products the viewer may see (any order). */
export function cardsByIds(db: Db, ids: string[], viewer: Viewer, now: Date) {
  return db
    .select(PRODUCT_CARD_FIELDS)
    .from(products)
    .where(and(inArray(products.id, ids), visibleTo(viewer, now)));
}

/**
 * Saves the given products for the shopper in one statement: only products the shopper may see are
 * written, and one already saved is left as it is (a duplicate is not an error). Answers the ids
 * newly saved.
 */
export async function saveToWishlist(
  db: Db,
  userId: string,
  ids: string[],
  viewer: Viewer,
  now: Date,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .insert(wishlist)
    .select(
      db
        .select({
          userId: sql<string>`${userId}::text`.as('user_id'),
          productId: products.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(products)
        .where(and(inArray(products.id, ids), visibleTo(viewer, now))),
    )
    .onConflictDoNothing()
    .returning({ productId: wishlist.productId });
  return rows.map((row) => row.productId);
}

/** Whether the viewer may see this product (active, and their tier and access allow it). */
export async function isVisibleProduct(db: Db, id: string, viewer: Viewer, now: Date) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), visibleTo(viewer, now)));
  return row !== undefined;
}

/** Removes one piece from the shopper's wishlist; answers whether it was there. */
export async function removeFromWishlist(db: Db, userId: string, productId: string) {
  const rows = await db
    .delete(wishlist)
    .where(and(eq(wishlist.userId, userId), eq(wishlist.productId, productId)))
    .returning({ productId: wishlist.productId });
  return rows.length > 0;
}

/** Empties the shopper's wishlist; answers how many pieces it held. */
export async function clearWishlist(db: Db, userId: string) {
  const rows = await db
    .delete(wishlist)
    .where(eq(wishlist.userId, userId))
    .returning({ productId: wishlist.productId });
  return rows.length;
}
