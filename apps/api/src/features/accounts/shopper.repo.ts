import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminUsers, profiles, user } from './accounts.tables';

/** Tier, membership, style preferences and admin rights of one user, in one query. */
export async function shopperStanding(db: Db, userId: string) {
  const [row] = await db
    .select({
      tier: profiles.customerTier,
      earlyAccessMember: profiles.earlyAccessMember,
      stylePreferences: profiles.stylePreferences,
      isAdmin: sql<boolean>`${adminUsers.userId} is not null`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(adminUsers, eq(adminUsers.userId, user.id))
    .where(eq(user.id, userId));
  return row;
}
