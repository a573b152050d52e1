import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { earlyAccessSubscribers } from './early-access.tables';

type NewSubscriber = { email: string; firstName: string | null; userId: string | null };

/** Inserts a new subscriber; returns false when the e-mail is already on the list. */
export async function insertSubscriber(db: Db, s: NewSubscriber): Promise<boolean> {
  const rows = await db
    .insert(earlyAccessSubscribers)
    .values({ ...s, source: 'homepage', status: 'active', welcomeRequestedAt: new Date() })
    .onConflictDoNothing({ target: earlyAccessSubscribers.email })
    .returning({ id: earlyAccessSubscribers.id });
  return rows.length === 1;
}

/** Turns an unsubscribed e-mail active again; returns false when it was already active. */
export async function reactivateSubscriber(db: Db, s: NewSubscriber): Promise<boolean> {
  const rows = await db
    .update(earlyAccessSubscribers)
    .set({
      status: 'active',
      subscribedAt: new Date(),
      welcomeRequestedAt: new Date(),
      firstName: sql`coalesce(${s.firstName}, ${earlyAccessSubscribers.firstName})`,
      userId: sql`coalesce(${s.userId}, ${earlyAccessSubscribers.userId})`,
    })
    .where(
      sql`${earlyAccessSubscribers.email} = ${s.email} and ${earlyAccessSubscribers.status} = 'unsubscribed'`,
    )
    .returning({ id: earlyAccessSubscribers.id });
  return rows.length === 1;
}

export async function findSubscriber(db: Db, email: string) {
  const rows = await db
    .select({ id: earlyAccessSubscribers.id, status: earlyAccessSubscribers.status })
    .from(earlyAccessSubscribers)
    .where(eq(earlyAccessSubscribers.email, email));
  return rows[0] ?? null;
}
