// Refund amounts (migration 0025) on a shop whose owner marked refunds before they had amounts: an
// order marked refunded has had its whole payment given back (one refund row of what was paid, the
// refunded total equal to it); an order still owing a refund, or owing none, has refunded nothing.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../test/shop-data';
import { openPglite, rowsOf, type Database } from './database';
import { historyUntil } from '../test/migration-history';
import { migrate } from './migrate';

const BEFORE_REFUND_AMOUNTS = 24;

describe('moving a shop with refunds already marked to refund amounts', () => {
  let database: Database;
  let folder: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    folder = historyUntil(BEFORE_REFUND_AMOUNTS);
    database = await openPglite(new PGlite());
    await migrate(database, folder);
    const { db } = database;
    // Orders as their table was then (written with the columns of that time).
    for (const [ref, refund] of [
      ['REFUNDED', 'refunded'],
      ['OWED', 'owed'],
      ['KEPT', null],
    ] as const) {
      const [checkout] = rowsOf<{ id: string }>(
        await db.execute(sql`
        insert into checkouts (tx_ref, provider, guest_id, payment_method, lines, held, hold_state, status,
          subtotal, delivery_option, delivery_fee, total, expires_at)
        values (${ref}, 'sandbox', ${`guest-${ref}`}, 'mpesa', '{"items":[],"bundles":[]}'::jsonb,
          '{"pieces":[],"bundles":{}}'::jsonb, 'sold', 'paid', 2500, 'standard', 200, 2700, now())
        returning id`),
      );
      const [order] = rowsOf<{ id: string }>(
        await db.execute(sql`
        insert into orders (total_amount, status, payment_ref, provider_transaction_id, payment_method,
          amount_paid, guest_id, is_guest, checkout_id, subtotal, delivery_option, delivery_fee,
          refund_status, refund_reason)
        values (2700, ${refund ? 'cancelled' : 'paid'}, ${ref}, ${`tx-${ref}`}, 'mpesa', 2700,
          ${`guest-${ref}`}, true, ${checkout!.id}, 2500, 'standard', 200, ${refund},
          ${refund ? 'Cancelled: the customer asked' : null})
        returning id`),
      );
      ids[ref] = order!.id;
    }
    await migrate(database);
  });

  afterAll(async () => {
    await database?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('records the whole payment of an order marked refunded as its one refund, and nothing for the others', async () => {
    const orders = rowsOf<{ id: string; refunded_amount: number }>(
      await database.db.execute(sql`select id, refunded_amount from orders`),
    );
    const refunded = new Map(orders.map((o) => [o.id, Number(o.refunded_amount)]));
    expect(refunded.get(ids.REFUNDED!)).toBe(2700);
    expect(refunded.get(ids.OWED!)).toBe(0);
    expect(refunded.get(ids.KEPT!)).toBe(0);
    const refunds = rowsOf<{ order_id: string; amount: number; reason: string }>(
      await database.db.execute(sql`select order_id, amount, reason from order_refunds`),
    );
    expect(refunds).toEqual([
      { order_id: ids.REFUNDED, amount: 2700, reason: 'Cancelled: the customer asked' },
    ]);
  });

  it('refuses a refunded total above what was paid', async () => {
    // 23514: a CHECK constraint refused the row.
    expect(
      await sqlStateOf(
        database.db.execute(sql`update orders set refunded_amount = 2701 where id = ${ids.OWED!}`),
      ),
    ).toBe('23514');
  });
});
