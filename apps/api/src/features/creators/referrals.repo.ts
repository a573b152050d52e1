// Referral clicks, the referral a checkout was opened under, and the credited orders.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { checkoutReferrals, creatorCommissions, creators, referralClicks } from './creators.tables';

export async function activeCreatorByCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: creators.id })
    .from(creators)
    .where(and(eq(creators.code, code), eq(creators.active, true)));
  return row ?? null;
}

export async function recordClick(db: Db, creatorId: string, at: Date) {
  await db.insert(referralClicks).values({ creatorId, createdAt: at });
}

/** The checkout remembers the referral it was opened under (a repeated press keeps the first). */
export async function noteReferral(db: Db, checkoutId: string, creatorId: string, clickedAt: Date) {
  await db.insert(checkoutReferrals).values({ checkoutId, creatorId, clickedAt }).onConflictDoNothing();
}

export type ReferralCandidate = {
  creatorId: string;
  clickedAt: Date | null;
  source: 'link' | 'discount_code';
  commissionPercent: number;
  userId: string;
  email: string;
  phone: string;
};

const candidateFields = {
  creatorId: creators.id,
  commissionPercent: creators.commissionPercent,
  userId: creators.userId,
  email: creators.email,
  phone: creators.phone,
};

/** The creator a checkout's link points to, else the one its discount code belongs to (active only). */
export async function referralOf(
  db: Db,
  checkout: { id: string; discountId: string | null },
): Promise<ReferralCandidate | null> {
  const [link] = await db
    .select({ ...candidateFields, clickedAt: checkoutReferrals.clickedAt })
    .from(checkoutReferrals)
    .innerJoin(creators, eq(creators.id, checkoutReferrals.creatorId))
    .where(and(eq(checkoutReferrals.checkoutId, checkout.id), eq(creators.active, true)));
  if (link) return { ...link, source: 'link' };
  if (!checkout.discountId) return null;
  const [byCode] = await db
    .select(candidateFields)
    .from(creators)
    .where(and(eq(creators.discountId, checkout.discountId), eq(creators.active, true)));
  return byCode ? { ...byCode, clickedAt: null, source: 'discount_code' } : null;
}

/** One credit per order, ever: the unique order id makes a repeated report a no-op. */
export async function insertCommission(
  db: Db,
  row: {
    creatorId: string;
    orderId: string;
    basis: number;
    commissionPercent: number;
    source: 'link' | 'discount_code';
  },
) {
  await db.insert(creatorCommissions).values(row).onConflictDoNothing({ target: creatorCommissions.orderId });
}

export const countCommissions = async (db: Db, orderId: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(creatorCommissions)
      .where(eq(creatorCommissions.orderId, orderId))
  )[0]?.n ?? 0;
