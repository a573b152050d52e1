// The early-access list's rows: joining, coming back, leaving, and the account a subscriber belongs
// to. The profile's member flag follows the list (profiles are the accounts feature's table; only the
// two early-access columns are written here).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles, user } from '../accounts/accounts.tables';
import { earlyAccessSubscribers as subscribers } from './early-access.tables';

type NewSubscriber = { email: string; firstName: string | null; userId: string | null };

const returned = { id: subscribers.id, userId: subscribers.userId };
type Changed = { id: string; userId: string | null };

/** Inserts a new subscriber; null when the e-mail is already on the list. */
export async function insertSubscriber(db: Db, s: NewSubscriber, now: Date): Promise<Changed | null> {
  const rows = await db
    .insert(subscribers)
    .values({ ...s, source: 'homepage', status: 'active', subscribedAt: now, welcomeRequestedAt: now })
    .onConflictDoNothing({ target: subscribers.email })
    .returning(returned);
  return rows[0] ?? null;
}

/**
 * Turns an unsubscribed e-mail active again and asks for its welcome anew; null when it was not
 * unsubscribed. An account it already belongs to stays its account (a stranger signing the address up
 * again from their own session does not take it over).
 */
export async function reactivateSubscriber(db: Db, s: NewSubscriber, now: Date): Promise<Changed | null> {
  const rows = await db
    .update(subscribers)
    .set({
      status: 'active',
      subscribedAt: now,
      unsubscribedAt: null,
      welcomeRequestedAt: now,
      welcomeAttempts: 0,
      welcomeLastError: null,
      firstName: sql`coalesce(${s.firstName}, ${subscribers.firstName})`,
      userId: sql`coalesce(${subscribers.userId}, ${s.userId})`,
    })
    .where(and(eq(subscribers.email, s.email), eq(subscribers.status, 'unsubscribed')))
    .returning(returned);
  return rows[0] ?? null;
}

export async function findSubscriber(db: Db, email: string) {
  const rows = await db
    .select({ id: subscribers.id, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.email, email));
  return rows[0] ?? null;
}

export async function subscriberById(db: Db, id: string) {
  const rows = await db
    .select({ id: subscribers.id, email: subscribers.email, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.id, id));
  return rows[0] ?? null;
}

/** Takes an active subscriber off the list (the welcome still waiting is dropped); null when it was not active. */
export async function unsubscribeById(db: Db, id: string, now: Date): Promise<Changed | null> {
  const rows = await db
    .update(subscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, welcomeRequestedAt: null, welcomeLockedUntil: null })
    .where(and(eq(subscribers.id, id), eq(subscribers.status, 'active')))
    .returning(returned);
  return rows[0] ?? null;
}

/**
 * Links the subscriptions of this account's e-mail that belong to nobody yet, once the address is
 * verified (a password account that never confirmed its e-mail could be anyone's). Answers how many
 * were linked.
 */
export async function linkVerifiedEmail(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(subscribers)
    .set({ userId })
    .from(user)
    .where(
      and(
        eq(user.id, userId),
        eq(user.emailVerified, true),
        eq(subscribers.email, sql`lower(${user.email})`),
        isNull(subscribers.userId),
      ),
    )
    .returning({ id: subscribers.id });
  return rows.length;
}

/**
 * The account's member flag follows its subscriptions: on while one is active (joined the first time
 * it comes on), off when none is.
 */
export async function syncMembership(db: Db, userId: string, now: Date): Promise<void> {
  const active = sql`exists (select 1 from ${subscribers} where ${subscribers.userId} = ${userId} and ${subscribers.status} = 'active')`;
  await db
    .update(profiles)
    .set({
      earlyAccessMember: active,
      earlyAccessJoinedAt: sql`case when ${active} then coalesce(${profiles.earlyAccessJoinedAt}, ${now.toISOString()}::timestamptz) else ${profiles.earlyAccessJoinedAt} end`,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
}
