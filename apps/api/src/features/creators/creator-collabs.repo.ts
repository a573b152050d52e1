// The owner's collaborations with creators: pieces sent, what the creator promised, when, and where it stands.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { creatorCollabs, creators } from './creators.tables';

export type NewCollab = typeof creatorCollabs.$inferInsert;

export const listCollabs = (db: Db) =>
  db
    .select({ collab: creatorCollabs, name: creators.name, email: creators.email })
    .from(creatorCollabs)
    .innerJoin(creators, eq(creators.id, creatorCollabs.creatorId))
    .orderBy(desc(creatorCollabs.createdAt))
    .limit(500);

export const findCollab = async (db: Db, id: string) =>
  (
    await db
      .select({ collab: creatorCollabs, name: creators.name, email: creators.email })
      .from(creatorCollabs)
      .innerJoin(creators, eq(creators.id, creatorCollabs.creatorId))
      .where(eq(creatorCollabs.id, id))
  )[0] ?? null;

export async function insertCollab(db: Db, row: NewCollab) {
  const [created] = await db.insert(creatorCollabs).values(row).returning();
  return created!;
}

export async function updateCollab(db: Db, id: string, change: Partial<NewCollab>) {
  const [row] = await db
    .update(creatorCollabs)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(creatorCollabs.id, id))
    .returning();
  return row ?? null;
}

export const creatorExists = async (db: Db, id: string) =>
  (await db.select({ id: creators.id }).from(creators).where(eq(creators.id, id))).length > 0;
