import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminUsers, profiles } from './accounts.tables';

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

export async function makeAdmin(db: Db, userId: string): Promise<void> {
  await db.insert(adminUsers).values({ userId }).onConflictDoNothing();
  await db.insert(profiles).values({ id: userId, fullName: 'Shop Admin' }).onConflictDoNothing();
}
