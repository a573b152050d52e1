import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles, user } from '../accounts/accounts.tables';
import type { ProfileUpdate } from '@shop/contracts';

const columns = {
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  customerTier: profiles.customerTier,
  totalSpent: profiles.totalSpent,
  totalOrders: profiles.totalOrders,
  vipSince: profiles.vipSince,
  earlyAccessMember: profiles.earlyAccessMember,
  earlyAccessJoinedAt: profiles.earlyAccessJoinedAt,
  stylePreferences: profiles.stylePreferences,
  bodySize: profiles.bodySize,
  deliveryPreferences: profiles.deliveryPreferences,
  additionalPreferences: profiles.additionalPreferences,
  updatedAt: profiles.updatedAt,
};

export async function findProfile(db: Db, userId: string) {
  const [row] = await db.select(columns).from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

/** Writes only the customer's own fields (the update type has no others); creates the row if missing. */
export async function saveProfile(db: Db, userId: string, update: ProfileUpdate) {
  const values = { ...update, updatedAt: new Date() };
  await db
    .insert(profiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values });
}

/** What the tier status card shows, with the account's creation date (member since), in one query. */
export async function findTierStanding(db: Db, userId: string) {
  const [row] = await db
    .select({
      createdAt: user.createdAt,
      tier: profiles.customerTier,
      totalSpent: profiles.totalSpent,
      totalOrders: profiles.totalOrders,
      vipSince: profiles.vipSince,
      earlyAccessMember: profiles.earlyAccessMember,
      earlyAccessJoinedAt: profiles.earlyAccessJoinedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
}
