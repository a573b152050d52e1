// Checkout rows: written when the shopper opens the payment, read by tx_ref when a payment is reported,
// locked while a payment is recorded, and claimed a few at a time by the background jobs.
import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { discountUsage } from '../discounts/discounts.tables';
import { checkouts } from './checkout.tables';

export type Checkout = typeof checkouts.$inferSelect;
export type NewCheckout = typeof checkouts.$inferInsert;

export async function insertCheckout(db: Db, row: NewCheckout): Promise<Checkout> {
  const [inserted] = await db.insert(checkouts).values(row).returning();
  return inserted!;
}

export async function findCheckoutByTxRef(db: Db, txRef: string): Promise<Checkout | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.txRef, txRef));
  return row ?? null;
}

/** The checkout locked until the transaction ends: one payment is recorded at a time. */
export async function lockCheckout(db: Db, id: string): Promise<Checkout | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  return row ?? null;
}

export async function updateCheckout(db: Db, id: string, values: Partial<NewCheckout>) {
  await db
    .update(checkouts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(checkouts.id, id));
}

/**
 * Ends a pending checkout's hold with a new status; answers the stock to give back, or null when the
 * checkout was no longer pending with a hold (released already, or paid).
 */
export async function releasePendingHold(
  db: Db,
  id: string,
  status: 'failed' | 'cancelled' | 'expired',
  reason: string | null,
) {
  const [row] = await db
    .update(checkouts)
    .set({ status, holdState: 'released', failureReason: reason, updatedAt: new Date() })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'pending'), eq(checkouts.holdState, 'held')))
    .returning({ held: checkouts.held });
  if (!row) return null;
  // The code's held use goes with the hold.
  await db.delete(discountUsage).where(and(eq(discountUsage.checkoutId, id), isNull(discountUsage.orderId)));
  return row.held;
}

/**
 * Locks the checkouts that match (skipping the rows another process holds, so one process handles
 * each), stamps that they are being asked about now and counts the ask; answers their ids and tx_refs.
 */
function claimForChecking(db: Db, now: Date, due: { where: SQL | undefined; orderBy: SQL; limit: number }) {
  const ids = db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(due.where)
    .orderBy(due.orderBy)
    .limit(due.limit)
    .for('update', { skipLocked: true });
  return db
    .update(checkouts)
    .set({ lastCheckedAt: now, checkAttempts: sql`${checkouts.checkAttempts} + 1` })
    .where(inArray(checkouts.id, ids))
    .returning({ id: checkouts.id, txRef: checkouts.txRef });
}

/** Pending checkouts whose hold has run out, claimed so that one process handles each. */
export async function claimExpiredCheckouts(db: Db, now: Date, limit: number) {
  return claimForChecking(db, now, {
    where: and(
      eq(checkouts.status, 'pending'),
      lt(checkouts.expiresAt, now),
      // Another process asked about it a moment ago.
      or(isNull(checkouts.lastCheckedAt), lt(checkouts.lastCheckedAt, new Date(now.getTime() - 30_000))),
    ),
    orderBy: asc(checkouts.expiresAt),
    limit,
  });
}

/**
 * Unpaid checkouts worth asking the provider about again (a payment may have gone through with nobody
 * left to report it): open or closed in the last `windowMs`, not asked in the last `backoffMs`.
 */
export async function claimUnsettledCheckouts(
  db: Db,
  now: Date,
  { windowMs, minAgeMs, limit }: { windowMs: number; minAgeMs: number; limit: number },
) {
  return claimForChecking(db, now, {
    where: and(
      inArray(checkouts.status, ['pending', 'cancelled', 'expired']),
      gt(checkouts.createdAt, new Date(now.getTime() - windowMs)),
      lt(checkouts.createdAt, new Date(now.getTime() - minAgeMs)),
      // Every minute for the first half hour (PAY-10 asks for 15 minutes), then every 15 minutes.
      or(
        isNull(checkouts.lastCheckedAt),
        sql`${checkouts.lastCheckedAt} < ${now}::timestamptz - case
          when ${checkouts.createdAt} > ${now}::timestamptz - interval '30 minutes'
          then interval '1 minute' else interval '15 minutes' end`,
      ),
    ),
    // Never asked first (ascending order would put them last): a new payment waits for no backlog.
    orderBy: sql`${checkouts.lastCheckedAt} asc nulls first`,
    limit,
  });
}
