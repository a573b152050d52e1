// The owner's saved answers (quick replies), shared by every admin.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatQuickReplies } from './chat.tables';

const columns = { id: chatQuickReplies.id, title: chatQuickReplies.title, body: chatQuickReplies.body };

export const listQuickReplies = (db: Db) =>
  db.select(columns).from(chatQuickReplies).orderBy(asc(chatQuickReplies.title));

export async function insertQuickReply(db: Db, values: { title: string; body: string; createdBy: string }) {
  const [row] = await db.insert(chatQuickReplies).values(values).returning(columns);
  return row!;
}

export async function updateQuickReply(db: Db, id: string, values: { title: string; body: string }) {
  const [row] = await db
    .update(chatQuickReplies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(chatQuickReplies.id, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteQuickReply(db: Db, id: string) {
  const rows = await db
    .delete(chatQuickReplies)
    .where(eq(chatQuickReplies.id, id))
    .returning({ id: chatQuickReplies.id });
  return rows.length > 0;
}
