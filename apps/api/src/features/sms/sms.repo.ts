import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { smsOutbox } from './sms.tables';

export async function storeSms(db: Db, sms: { to: string; text: string }): Promise<void> {
  await db.insert(smsOutbox).values(sms);
}

export async function listSms(db: Db, { to, limit }: { to?: string; limit: number }) {
  return db
    .select()
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.to, to) : undefined)
    .orderBy(desc(smsOutbox.createdAt))
    .limit(limit);
}
