// Pay presses by Idempotency-Key (PROMISES PAY-13): the checkout a visitor's key opened, and the
// record of it, written in the same transaction as the checkout so a key never points at nothing.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Checkout } from './checkout.repo';
import { checkoutRequests } from './checkout-requests.tables';
import { checkouts } from './checkout.tables';

export async function findCheckoutByRequest(
  db: Db,
  ownerKey: string,
  idempotencyKey: string,
): Promise<Checkout | null> {
  const [row] = await db
    .select({ checkout: checkouts })
    .from(checkoutRequests)
    .innerJoin(checkouts, eq(checkouts.id, checkoutRequests.checkoutId))
    .where(and(eq(checkoutRequests.ownerKey, ownerKey), eq(checkoutRequests.idempotencyKey, idempotencyKey)));
  return row?.checkout ?? null;
}

export async function rememberRequest(
  db: Db,
  request: { ownerKey: string; idempotencyKey: string; checkoutId: string },
): Promise<void> {
  // The visitor's lock makes a second insert impossible; the primary key would refuse it anyway.
  await db.insert(checkoutRequests).values(request);
}
