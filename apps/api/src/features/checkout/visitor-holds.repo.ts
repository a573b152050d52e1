// One open checkout per visitor (PROMISES INV-9). Opening a checkout takes the visitor's lock for the
// rest of its transaction — an advisory lock on a hash of 'u:{user id}' or 'g:{guest id}', since the
// visitor has no row of their own to lock — so a visitor's checkouts open one after another however
// many arrive at once, and each finds the one before it still held and releases it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { checkouts } from './checkout.tables';

export async function lockVisitor(db: Db, ownerKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout-visitor:${ownerKey}`}, 0))`);
}

/** The visitor's checkouts still pending with stock held (at most one, unless from before this rule). */
export async function heldCheckoutsOf(
  db: Db,
  owner: { userId: string | null; guestId: string | null },
): Promise<string[]> {
  const whose = owner.userId
    ? eq(checkouts.userId, owner.userId)
    : eq(checkouts.guestId, owner.guestId ?? '');
  const rows = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(whose, eq(checkouts.status, 'pending'), eq(checkouts.holdState, 'held')));
  return rows.map((r) => r.id);
}
