// Checkouts that ended without an order (declined, timed out, closed) with the owner's call marks,
// and whether the same shopper (phone, account or device) paid for a later checkout since.
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { qualified } from '../catalogue/product-access.repo';
import { checkouts } from '../checkout/checkout.tables';
import { checkoutFollowUps } from './checkout-follow-ups.tables';

const UNFINISHED = ['failed', 'cancelled', 'expired'] as const;
const boughtSince = sql<boolean>`exists (
  select 1 from ${checkouts} later where later.status = 'paid' and later.created_at > ${qualified(checkouts.createdAt)}
  and (later.phone = ${qualified(checkouts.phone)} or later.user_id = ${qualified(checkouts.userId)}
    or later.guest_id = ${qualified(checkouts.guestId)}))`;

export async function unfinishedCheckouts(db: Db, since: Date, openOnly: boolean) {
  return db
    .select({
      id: checkouts.id,
      createdAt: checkouts.createdAt,
      status: checkouts.status,
      failureReason: checkouts.failureReason,
      phone: checkouts.phone,
      customerName: checkouts.customerName,
      customerEmail: checkouts.customerEmail,
      paymentMethod: checkouts.paymentMethod,
      lines: checkouts.lines,
      total: checkouts.total,
      calledAt: checkoutFollowUps.calledAt,
      calledBy: checkoutFollowUps.calledBy,
      boughtSince,
    })
    .from(checkouts)
    .leftJoin(checkoutFollowUps, eq(checkoutFollowUps.checkoutId, checkouts.id))
    .where(
      and(
        inArray(checkouts.status, [...UNFINISHED]),
        gte(checkouts.createdAt, since),
        openOnly ? and(isNull(checkoutFollowUps.checkoutId), sql`not ${boughtSince}`) : undefined,
      ),
    )
    .orderBy(desc(checkouts.createdAt), desc(checkouts.id))
    .limit(200);
}

export type UnfinishedRow = Awaited<ReturnType<typeof unfinishedCheckouts>>[number];

/** Whether the checkout exists and ended without an order (only those can be marked). */
export async function isUnfinished(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.id, id), inArray(checkouts.status, [...UNFINISHED])));
  return Boolean(row);
}

export async function markCalled(db: Db, checkoutId: string, by: string, at: Date) {
  await db
    .insert(checkoutFollowUps)
    .values({ checkoutId, calledAt: at, calledBy: by })
    .onConflictDoUpdate({ target: checkoutFollowUps.checkoutId, set: { calledAt: at, calledBy: by } });
}

export async function unmarkCalled(db: Db, checkoutId: string) {
  await db.delete(checkoutFollowUps).where(eq(checkoutFollowUps.checkoutId, checkoutId));
}
