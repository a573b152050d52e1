// Applications and creators: reading, deciding, changing, and the audit trail of the owner's decisions.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { user } from '../accounts/accounts.tables';
import { discounts } from '../discounts/discounts.tables';
import { creatorApplications, creatorAudit, creators } from './creators.tables';

export type Application = typeof creatorApplications.$inferSelect;
export type Creator = typeof creators.$inferSelect;
type NewApplication = typeof creatorApplications.$inferInsert;

/** Answers the new row, or null when this e-mail or phone already has an open application. */
export async function insertApplication(db: Db, row: NewApplication): Promise<Application | null> {
  const [created] = await db.insert(creatorApplications).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export const latestApplicationOf = async (db: Db, userId: string, email: string) =>
  (
    await db
      .select()
      .from(creatorApplications)
      .where(sql`${creatorApplications.userId} = ${userId} or ${creatorApplications.email} = ${email}`)
      .orderBy(desc(creatorApplications.createdAt))
      .limit(1)
  )[0] ?? null;

export const listApplications = (db: Db) =>
  db
    .select()
    .from(creatorApplications)
    .orderBy(sql`${creatorApplications.status} = 'pending' desc`, desc(creatorApplications.createdAt))
    .limit(300);

export const findApplication = async (db: Db, id: string) =>
  (await db.select().from(creatorApplications).where(eq(creatorApplications.id, id)))[0] ?? null;

/** Only a pending application can be decided: a second decision finds nothing to change. */
export async function decideApplication(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
  message: string,
  at: Date,
) {
  const [row] = await db
    .update(creatorApplications)
    .set({ status, decisionMessage: message, decidedAt: at })
    .where(and(eq(creatorApplications.id, id), eq(creatorApplications.status, 'pending')))
    .returning();
  return row ?? null;
}

export const userByEmail = async (db: Db, email: string) =>
  (
    await db
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`)
  )[0] ?? null;

export const userById = async (db: Db, id: string) =>
  (await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, id)))[0] ?? null;

export const codeTaken = async (db: Db, code: string, exceptId?: string) =>
  (
    await db
      .select({ id: creators.id })
      .from(creators)
      .where(
        exceptId ? and(eq(creators.code, code), sql`${creators.id} <> ${exceptId}`) : eq(creators.code, code),
      )
  ).length > 0;

export async function insertCreator(db: Db, row: typeof creators.$inferInsert) {
  const [created] = await db.insert(creators).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

const creatorFields = { creator: creators, discountCode: discounts.code };

export const listCreators = (db: Db) =>
  db
    .select(creatorFields)
    .from(creators)
    .leftJoin(discounts, eq(discounts.id, creators.discountId))
    .orderBy(desc(creators.createdAt));

export const findCreator = async (db: Db, id: string) =>
  (
    await db
      .select(creatorFields)
      .from(creators)
      .leftJoin(discounts, eq(discounts.id, creators.discountId))
      .where(eq(creators.id, id))
  )[0] ?? null;

export const creatorOfUser = async (db: Db, userId: string) =>
  (
    await db
      .select(creatorFields)
      .from(creators)
      .leftJoin(discounts, eq(discounts.id, creators.discountId))
      .where(eq(creators.userId, userId))
  )[0] ?? null;

export async function updateCreator(db: Db, id: string, change: Partial<typeof creators.$inferInsert>) {
  const [row] = await db
    .update(creators)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(creators.id, id))
    .returning();
  return row ?? null;
}

export const discountByCode = async (db: Db, code: string) =>
  (
    await db
      .select({ id: discounts.id })
      .from(discounts)
      .where(sql`upper(${discounts.code}) = ${code}`)
  )[0] ?? null;

export async function audit(
  db: Db,
  entry: {
    creatorId: string | null;
    actorId: string | null;
    action: string;
    detail: Record<string, unknown>;
  },
) {
  await db.insert(creatorAudit).values(entry);
}

export const auditOf = (db: Db, creatorId: string) =>
  db
    .select()
    .from(creatorAudit)
    .where(eq(creatorAudit.creatorId, creatorId))
    .orderBy(desc(creatorAudit.createdAt))
    .limit(200);
