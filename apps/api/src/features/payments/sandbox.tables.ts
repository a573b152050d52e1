// The sandbox payment provider's own ledger: what the shopper chose on the sandbox payment sheet. Its
// verification endpoints read from here and answer exactly as Flutterwave's API does.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment, createdAt } from '../../db/columns';

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    // Flutterwave's transaction ids are numbers.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txRef: text('tx_ref').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paymentType: text('payment_type').notNull(),
    phone: text('phone'),
    // successful, failed, cancelled, or pending until settles_at (a late M-Pesa confirmation).
    status: text('status').notNull(),
    settlesAt: moment('settles_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_payments_tx_ref_idx').on(t.txRef, t.createdAt),
    check('sandbox_payments_status', sql`${t.status} in ('successful', 'failed', 'cancelled', 'pending')`),
  ],
);
