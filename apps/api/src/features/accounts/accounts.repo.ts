import { count, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { adminUsers, profiles, session, user } from './accounts.tables';

/** Admin rights come from this table on every request, so revoking them takes effect at once. */
export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: adminUsers.userId })
    .from(adminUsers)
    .where(eq(adminUsers.userId, userId));
  return rows.length > 0;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

const FIRST_ADMIN_LOCK = 72_410_003;
/** PGlite's stand-in for the lock: it belongs to one process, so a queue in that process will do. */
const pgliteQueues = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs `work` holding the shop-wide "first admin" lock, so that of several server processes starting
 * together one creates the admin account and the others find it. The lock's transaction only holds
 * it: `work` writes through other connections. PGlite has a single connection (the one a lock would
 * hold), so there the calls queue in this process instead.
 */
export async function whileFirstAdminLocked<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') {
    const turn = (pgliteQueues.get(database) ?? Promise.resolve()).then(work, work);
    pgliteQueues.set(
      database,
      turn.catch(() => undefined),
    );
    return turn;
  }
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    return work();
  });
}

export async function makeAdmin(db: Db, userId: string): Promise<void> {
  await db.insert(adminUsers).values({ userId }).onConflictDoNothing();
  await db.insert(profiles).values({ id: userId, fullName: 'Shop Admin' }).onConflictDoNothing();
}

/** Every new account gets its profile row (tier regular, totals 0), named as it signed up. */
export async function createProfile(db: Db, userId: string, fullName: string): Promise<void> {
  await db.insert(profiles).values({ id: userId, fullName }).onConflictDoNothing();
}

/** Admin rights, tier and early-access membership of one user, in one query. */
export async function standingOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      isAdmin: sql<boolean>`exists (select 1 from ${adminUsers} where ${adminUsers.userId} = ${userId})`,
      tier: profiles.customerTier,
      earlyAccessMember: profiles.earlyAccessMember,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? { isAdmin: await isAdmin(db, userId), tier: null, earlyAccessMember: false };
}

/** Remembers that this session passed a second factor (a signed-in user verifying a code). */
export async function markSecondFactorVerified(db: Db, sessionId: string): Promise<void> {
  await db.update(session).set({ secondFactorVerified: true }).where(eq(session.id, sessionId));
}

/** The e-mail of the account that owns this phone number, or null. */
export async function emailForPhone(db: Db, phoneNumber: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.phoneNumber, phoneNumber));
  return row?.email ?? null;
}
