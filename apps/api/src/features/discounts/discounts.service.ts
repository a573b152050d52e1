// Discount codes on the server. Validation prices the bag from the database (the browser's prices are
// never read), checks the code's limits for this shopper and computes the discount with the domain's
// rule — the spec's validate_discount_code_enhanced. Generated codes (the exit-intent offer) are
// minted here: the percentage is the offer's, one code per visitor and offer, valid 24 hours.
import { randomInt } from 'node:crypto';
import {
  bagSubtotal,
  buildGeneratedDiscount,
  checkDiscount,
  normaliseDiscountCode,
  quoteBag,
  type AppliedDiscount,
  type DiscountLines,
  type DiscountScope,
  type DiscountType,
  type StoredDiscount,
} from '@shop/domain/rules';
import { discountAppliedMessage, DISCOUNT_INVALID_MESSAGE, RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import { DISCOUNT_RATE_LIMIT } from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import type { Shopper } from '../accounts/shopper.service';
import { bagFromInput, catalogueForBag } from '../bag/bag.service';
import type { BagInput } from '@shop/contracts';
import { mintablePercent } from '../exit-intent/exit-intent.service';
import { consumeAttempt } from '../rate-limits/rate-limits.service';
import {
  findDiscountWithUse,
  findGeneratedDiscount,
  insertGeneratedDiscount,
  type DiscountRow,
} from './discounts.repo';

type Deps = Pick<AppDeps, 'database'>;

/** Who is asking: the signed-in shopper, the device's guest id (x-guest-id) and the address. */
export type Visitor = { shopper: Shopper; guestId: string | null; ip: string };

const ownerKeys = ({ shopper, guestId }: Visitor) => customerKeys({ userId: shopper.userId, guestId });

export type DiscountAnswer = {
  valid: boolean;
  discount_id: string | null;
  discount_amount: number;
  message: string;
  discount_type: DiscountType | null;
  discount_value: number | null;
  discount_scope: DiscountScope | null;
  max_discount_amount: number | null;
  eligible_categories: string[] | null;
  eligible_product_ids: string[] | null;
  /** The code as stored, its description, where it came from and (generated codes) when it ends. */
  code: string | null;
  description: string | null;
  source: 'manual' | 'generated' | null;
  expires_at: string | null;
  /** The bag at the server's prices, and after the discount. */
  subtotal: number;
  total: number;
};

const refused = (message: string, subtotal: number): DiscountAnswer => ({
  valid: false,
  discount_id: null,
  discount_amount: 0,
  message,
  discount_type: null,
  discount_value: null,
  discount_scope: null,
  max_discount_amount: null,
  eligible_categories: null,
  eligible_product_ids: null,
  code: null,
  description: null,
  source: null,
  expires_at: null,
  subtotal,
  total: subtotal,
});

const stored = (row: DiscountRow): StoredDiscount => ({
  type: row.type,
  value: row.value,
  discount_scope: row.discountScope,
  max_discount_amount: row.maxDiscountAmount,
  eligible_categories: row.eligibleCategories,
  eligible_product_ids: row.eligibleProductIds,
  isActive: row.isActive,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  minOrderAmount: row.minOrderAmount,
  usageLimit: row.usageLimit,
  usedCount: row.usedCount,
  oncePerCustomer: row.oncePerCustomer,
  usedByCustomer: row.usedByCustomer,
  ownerKey: row.ownerKey,
});

/** The domain's check of a stored code (with its use so far) on a bag priced by the server. */
export const checkStoredCode = (
  row: DiscountRow | null,
  lines: DiscountLines,
  customerKeys: string[],
  now: Date,
) => checkDiscount(row && stored(row), lines, { now, customerKeys });

/** The keys a customer's generated codes and usage are known by. */
export const customerKeys = (customer: { userId: string | null; guestId: string | null }) => [
  ...(customer.userId ? [`u:${customer.userId}`] : []),
  ...(customer.guestId ? [`g:${customer.guestId}`] : []),
];

/** Checks a typed code against the bag at today's prices; 10 tries a minute per visitor. */
export async function validateDiscount(
  deps: Deps,
  visitor: Visitor,
  input: { code: string; bag: BagInput },
  now = new Date(),
): Promise<DiscountAnswer> {
  // Per account when signed in; otherwise per address, since a guest id is the browser's to change.
  const who = visitor.shopper.userId ? `u:${visitor.shopper.userId}` : `ip:${visitor.ip}`;
  if (!(await consumeAttempt(deps, `discount-try:${who}`, DISCOUNT_RATE_LIMIT, now)))
    throw new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
  const entry = normaliseDiscountCode(input.code);
  if (!entry.ok) throw new HttpError(400, 'invalid_input', entry.error);

  const requested = bagFromInput(input.bag);
  const [catalogue, row] = await Promise.all([
    catalogueForBag(deps, visitor.shopper.viewer, requested, now),
    findDiscountWithUse(deps.database.db, entry.code, {
      userId: visitor.shopper.userId,
      guestId: visitor.guestId,
    }),
  ]);
  const { bag } = quoteBag(requested, catalogue);
  const check = checkStoredCode(row, bag, ownerKeys(visitor), now);
  if (!check.ok || !row)
    return refused(check.ok ? DISCOUNT_INVALID_MESSAGE : check.message, bagSubtotal(bag));
  const { breakdown } = check;
  return {
    valid: true,
    discount_id: row.id,
    discount_amount: breakdown.discount,
    message: discountAppliedMessage(row.code, breakdown.discount),
    discount_type: row.type,
    discount_value: row.value,
    discount_scope: row.discountScope,
    max_discount_amount: row.maxDiscountAmount,
    eligible_categories: row.eligibleCategories,
    eligible_product_ids: row.eligibleProductIds,
    code: row.code,
    description: row.description,
    source: row.source,
    expires_at: row.endsAt?.toISOString() ?? null,
    subtotal: breakdown.subtotal,
    total: breakdown.total,
  };
}

// No 0/O or 1/I: codes are read off a screen and typed on a phone.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomPart = (length: number) =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const GENERATE_RATE_LIMIT = { maxAttempts: 10, windowMs: 60_000 } as const;

const asApplied = (row: NonNullable<Awaited<ReturnType<typeof findGeneratedDiscount>>>): AppliedDiscount => ({
  code: row.code,
  type: row.type,
  value: row.value,
  description: row.description,
  source: 'generated',
  discount_scope: row.discountScope,
  max_discount_amount: row.maxDiscountAmount,
  eligible_categories: row.eligibleCategories,
  eligible_product_ids: row.eligibleProductIds,
  discount_id: row.id,
  expiresAt: row.endsAt?.toISOString() ?? null,
});

/**
 * Mints the exit-intent code for this visitor and offer, or answers the one they already have. The
 * visitor is the signed-in shopper or, for guests, the device's guest id.
 */
export async function generateOfferDiscount(
  deps: Deps,
  visitor: Visitor,
  offerId: string,
  now = new Date(),
): Promise<{ discount: AppliedDiscount; created: boolean }> {
  if (!(await consumeAttempt(deps, `discount-generate:ip:${visitor.ip}`, GENERATE_RATE_LIMIT, now)))
    throw new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
  const [ownerKey] = ownerKeys(visitor);
  if (!ownerKey)
    throw new HttpError(400, 'missing_visitor', 'Please reload the page and try the offer again.');
  // The offer's percentage from the database (the owner's offer, or a fallback), never the browser's.
  const percent = await mintablePercent(deps.database.db, offerId, visitor.shopper.userId !== null);
  if (percent === null) throw new HttpError(404, 'unknown_offer', 'This offer is no longer available.');

  const existing = await findGeneratedDiscount(deps.database.db, ownerKey, offerId);
  if (existing) return reuse(existing, now);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const built = buildGeneratedDiscount(`EXIT${percent}-${randomPart(6)}`, percent, now);
    if (!built.ok) throw new Error(`Could not build a generated code: ${built.error}`);
    const { discount } = built;
    const row = await insertGeneratedDiscount(deps.database.db, {
      code: discount.code,
      value: percent,
      description: discount.description ?? '',
      endsAt: new Date(discount.expiresAt!),
      ownerKey,
      offerId,
    });
    if (row) return { discount: asApplied(row), created: true };
    // Another request of this visitor won the race, or (rarely) the random code was taken: look again.
    const raced = await findGeneratedDiscount(deps.database.db, ownerKey, offerId);
    if (raced) return reuse(raced, now);
  }
  throw new Error('Could not mint a unique discount code');
}

function reuse(row: NonNullable<Awaited<ReturnType<typeof findGeneratedDiscount>>>, now: Date) {
  if (row.endsAt !== null && row.endsAt.getTime() <= now.getTime())
    throw new HttpError(409, 'offer_used', 'This offer has already been used on this device.');
  return { discount: asApplied(row), created: false };
}
