// The welcome e-mails waiting to go: active subscribers whose welcome is requested, claimed a few at a
// time with SKIP LOCKED and a claim window (as the order e-mails are), so no transaction stays open
// while mail is sent and two server processes never send the same welcome.
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { earlyAccessSubscribers as subscribers } from './early-access.tables';

const CLAIM_MS = 5 * 60_000;

export async function claimWelcomeMails(db: Db, now: Date, limit: number, maxAttempts: number) {
  const due = db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(
      and(
        isNotNull(subscribers.welcomeRequestedAt),
        eq(subscribers.status, 'active'),
        lt(subscribers.welcomeAttempts, maxAttempts),
        or(isNull(subscribers.welcomeLockedUntil), lt(subscribers.welcomeLockedUntil, now)),
      ),
    )
    .orderBy(asc(subscribers.welcomeRequestedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(subscribers)
    .set({ welcomeLockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(subscribers.id, due))
    .returning({
      id: subscribers.id,
      email: subscribers.email,
      firstName: subscribers.firstName,
      requestedAt: subscribers.welcomeRequestedAt,
      attempts: subscribers.welcomeAttempts,
      // Sent before: this welcome is a "welcome back".
      sentBefore: sql<boolean>`${subscribers.welcomeSentAt} is not null`,
    });
}

/**
 * The welcome went out: the request is cleared, unless the subscriber asked again meanwhile (left and
 * came back while this one was sending), whose request then stays for the next round.
 */
export async function markWelcomeSent(db: Db, id: string, requestedAt: Date, now: Date) {
  await db
    .update(subscribers)
    .set({
      welcomeRequestedAt: sql`case when ${subscribers.welcomeRequestedAt} = ${requestedAt.toISOString()}::timestamptz then null else ${subscribers.welcomeRequestedAt} end`,
      welcomeSentAt: now,
      welcomeAttempts: 0,
      welcomeLastError: null,
      welcomeLockedUntil: null,
    })
    .where(eq(subscribers.id, id));
}

/** A failed send counts an attempt and waits until `retryAt` before it is tried again. */
export async function markWelcomeFailed(db: Db, id: string, error: string, retryAt: Date) {
  await db
    .update(subscribers)
    .set({
      welcomeAttempts: sql`${subscribers.welcomeAttempts} + 1`,
      welcomeLastError: error.slice(0, 500),
      welcomeLockedUntil: retryAt,
    })
    .where(eq(subscribers.id, id));
}
