import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { products } from '../catalogue/catalogue.tables';

// A signed-in shopper's saved pieces (the spec's wishlist: user_id, product_id). The device keeps its
// own list too; at sign-in the device's pieces missing here are added. One row per shopper and piece,
// so adding twice is harmless.
export const wishlist = pgTable(
  'wishlist',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // Wishlist analytics (admin) count by piece.
    index('wishlist_product_idx').on(t.productId),
  ],
);
