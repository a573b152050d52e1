import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from './mailer.tables';

export type OutboxMail = { to: string; subject: string; text: string; html?: string; kind: string };

/** Keeps a mail; answers its row's id. */
export async function storeMail(db: Db, mail: OutboxMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/** The newest mails first; one recipient's only when `to` is given. */
export async function listMail(db: Db, { to, limit }: { to?: string; limit: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
