// A Pay press as the server saw it: the visitor, the Idempotency-Key their browser sent with it and the
// checkout it opened. A repeat of the press (an automatic retry, a double click racing the first) finds
// this row and is answered with the same checkout instead of holding stock again (PROMISES PAY-13).
// Kept beside the checkouts table rather than in it, so the key never changes how a checkout is held.
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { checkouts } from './checkout.tables';

export const checkoutRequests = pgTable(
  'checkout_requests',
  {
    // 'u:{user id}' or 'g:{guest id}': a key is only ever the same press of the same visitor.
    ownerKey: text('owner_key').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'checkout_requests_pkey', columns: [t.ownerKey, t.idempotencyKey] }),
    index('checkout_requests_checkout_idx').on(t.checkoutId),
  ],
);
