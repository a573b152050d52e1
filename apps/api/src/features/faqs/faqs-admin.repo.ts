// The owner's FAQs: all of them (shown or hidden) in page order, and the writes of the FAQ screen.
import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { faqs } from '../catalogue/catalogue.tables';

export type FaqRecord = typeof faqs.$inferSelect;
export type NewFaqRecord = typeof faqs.$inferInsert;

export function allFaqs(db: Db): Promise<FaqRecord[]> {
  return db.select().from(faqs).orderBy(asc(faqs.displayOrder), asc(faqs.question), asc(faqs.id));
}

export async function findFaq(db: Db, id: string): Promise<FaqRecord | null> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row ?? null;
}

/** The place after the last FAQ, for a new one whose place the owner did not give. */
export async function nextDisplayOrder(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(faqs.displayOrder) }).from(faqs);
  return (row?.last ?? 0) + 1;
}

export async function insertFaq(db: Db, values: NewFaqRecord): Promise<FaqRecord> {
  const [row] = await db.insert(faqs).values(values).returning();
  return row!;
}

export async function updateFaq(
  db: Db,
  id: string,
  values: Partial<NewFaqRecord>,
): Promise<FaqRecord | null> {
  const [row] = await db.update(faqs).set(values).where(eq(faqs.id, id)).returning();
  return row ?? null;
}

export async function deleteFaq(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return rows.length > 0;
}

export async function existingFaqIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: faqs.id }).from(faqs).where(inArray(faqs.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Gives each FAQ its place: display_order = its position in `ids` (1, 2, 3 …), in one statement. */
export async function setDisplayOrders(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(faqs)
    .set({ displayOrder: sql`case ${faqs.id} ${cases} end` })
    .where(inArray(faqs.id, ids));
}
