// What keeps one visitor from abusing checkout (PROMISES INV-9, PAY-13, DSC-4):
// - a Pay press repeated with the same Idempotency-Key gets the checkout it already opened;
// - opening a checkout releases the visitor's previous hold, under the visitor's lock, in the new
//   checkout's own transaction (if the new one fails, the old one stays held);
// - opening checkouts and asking for quotes are rate limited per visitor and per address, and a quote
//   or checkout carrying a code counts against the same limit as /api/discounts/validate, so codes
//   cannot be guessed through them faster;
// - a payment verified after its checkout was released counts its code's use only if the code still
//   has room (see lateUseFits); otherwise the order is owed a refund.
import { checkoutAddressLimit, lateUseFits, type RateLimit } from '@shop/domain/rules';
import { RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import {
  CHECKOUT_VISITOR_LIMIT,
  DISCOUNT_RATE_LIMIT,
  QUOTE_ADDRESS_LIMIT,
  QUOTE_VISITOR_LIMIT,
} from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { lockDiscountWithUse } from '../discounts/discounts.repo';
import { consumeAttemptsAtomically, type KeyedLimit } from '../rate-limits/rate-limits.service';
import { releaseHold } from '../stock/stock.service';
import type { Checkout } from './checkout.repo';
import { findCheckoutByRequest, rememberRequest } from './idempotency.repo';
import { heldCheckoutsOf, lockVisitor } from './visitor-holds.repo';

type Deps = Pick<AppDeps, 'database'>;
type Visitor = { userId: string | null; guestId: string | null };

export const REPLACED_REASON = 'replaced by a newer checkout of the same shopper';

/** The visitor a checkout belongs to, as one key; null for a guest without a device id. */
export const ownerKeyOf = ({ userId, guestId }: Visitor): string | null =>
  userId ? `u:${userId}` : guestId ? `g:${guestId}` : null;

// The same key /api/discounts/validate counts: per account, or per address for guests (a guest id
// is the browser's to change).
const discountTryKey = ({ userId }: Visitor, ip: string) =>
  userId ? `discount-try:u:${userId}` : `discount-try:ip:${ip}`;

async function enforce(
  deps: Deps,
  name: string,
  visitor: Visitor,
  ip: string,
  limits: { visitor: RateLimit; address: RateLimit },
  hasCode: boolean,
  now: Date,
) {
  const owner = ownerKeyOf(visitor);
  const keyed: KeyedLimit[] = [
    ...(owner ? [{ key: `${name}:${owner}`, limit: limits.visitor }] : []),
    { key: `${name}:ip:${ip}`, limit: limits.address },
    ...(hasCode ? [{ key: discountTryKey(visitor, ip), limit: DISCOUNT_RATE_LIMIT }] : []),
  ];
  if (!(await consumeAttemptsAtomically(deps, keyed, now)))
    throw new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
}

export const limitCheckoutOpening = (
  deps: Pick<AppDeps, 'database' | 'config'>,
  visitor: Visitor,
  ip: string,
  hasCode: boolean,
  now = new Date(),
) =>
  enforce(
    deps,
    'checkout-open',
    visitor,
    ip,
    { visitor: CHECKOUT_VISITOR_LIMIT, address: checkoutAddressLimit(deps.config.CHECKOUT_HOLD_MINUTES) },
    hasCode,
    now,
  );

export const limitQuotes = (deps: Deps, visitor: Visitor, ip: string, hasCode: boolean, now = new Date()) =>
  enforce(
    deps,
    'checkout-quote',
    visitor,
    ip,
    { visitor: QUOTE_VISITOR_LIMIT, address: QUOTE_ADDRESS_LIMIT },
    hasCode,
    now,
  );

/** The checkout this press already opened (a retry), looked up before anything is counted or held. */
export async function replayedCheckout(db: Db, visitor: Visitor, idempotencyKey: string | null) {
  const owner = ownerKeyOf(visitor);
  return owner && idempotencyKey ? findCheckoutByRequest(db, owner, idempotencyKey) : null;
}

/**
 * First step of a checkout's transaction: takes the visitor's lock; answers the checkout this press
 * opened if a racing twin got there first, otherwise releases the visitor's previous holds (stock and
 * the code's held use go back, as on cancel) and answers null.
 */
export async function claimVisitor(
  tx: Db,
  visitor: Visitor,
  idempotencyKey: string | null,
  now: Date,
): Promise<Checkout | null> {
  const owner = ownerKeyOf(visitor);
  if (!owner) return null;
  await lockVisitor(tx, owner);
  if (idempotencyKey) {
    const twin = await findCheckoutByRequest(tx, owner, idempotencyKey);
    if (twin) return twin;
  }
  for (const id of await heldCheckoutsOf(tx, visitor))
    await releaseHold(tx, id, 'cancelled', REPLACED_REASON, now);
  return null;
}

/** Last step of a checkout's transaction: the press's key now leads to this checkout. */
export async function rememberPress(
  tx: Db,
  visitor: Visitor,
  idempotencyKey: string | null,
  checkoutId: string,
) {
  const ownerKey = ownerKeyOf(visitor);
  if (ownerKey && idempotencyKey) await rememberRequest(tx, { ownerKey, idempotencyKey, checkoutId });
}

/**
 * Whether a late payment (its checkout's hold and code use were released) may count a use of its
 * code now: the code is locked and counted as a new checkout would see it. Uses never pass the
 * code's limit (DSC-4); a payment that does not fit becomes an order owed a refund.
 */
export async function lateCodeUseFits(tx: Db, checkout: Checkout): Promise<boolean> {
  if (!checkout.discountId) return true;
  const code = await lockDiscountWithUse(tx, checkout.discountId, {
    userId: checkout.userId,
    guestId: checkout.guestId,
    phone: checkout.phone,
  });
  // A code the owner deleted cannot be over-used.
  return !code || lateUseFits(code);
}
