import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from './mailer.tables';

export type OutboxMail = { to: string; subject: string; text: string; kind: string };

export async function storeMail(db: Db, mail: OutboxMail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
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
