// Early-access sign-up from the footer: new e-mails join, unsubscribed ones come back (welcome
// e-mail asked for again), active ones are told they are already on the list. Checked by the same
// rules the form uses, and rate limited per address on the server (3 tries a minute). A shopper who
// signs up while signed in brings the subscription to their account, and the account becomes a member.
import { checkEarlyAccessSignup, earlyAccessSignupOutcome } from '@shop/domain/rules';
import { RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import { EARLY_ACCESS_RATE_LIMIT } from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { consumeAttempt } from '../rate-limits/rate-limits.service';
import {
  findSubscriber,
  insertSubscriber,
  linkVerifiedEmail,
  reactivateSubscriber,
  syncMembership,
} from './early-access.repo';

export type SignupStatus = 'subscribed' | 'resubscribed' | 'already';

export async function signUpForEarlyAccess(
  deps: Pick<AppDeps, 'database'>,
  input: { email: unknown; firstName: unknown },
  who: { ip: string; userId: string | null },
): Promise<{ status: SignupStatus; message: string }> {
  if (!(await consumeAttempt(deps, `early-access:${who.ip}`, EARLY_ACCESS_RATE_LIMIT))) {
    throw new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
  }
  const checked = checkEarlyAccessSignup(input.email, input.firstName);
  if (!checked.ok) throw new HttpError(400, 'invalid_input', checked.error);
  const subscriber = { ...checked.value, userId: who.userId };

  const existing = await findSubscriber(deps.database.db, subscriber.email);
  const outcome = earlyAccessSignupOutcome(existing?.status ?? null);
  const already = { status: 'already', message: earlyAccessSignupOutcome('active').message } as const;
  if (outcome.action === 'none') return already;
  const now = new Date();
  // The row and the account's member flag change together.
  const changed = await deps.database.db.transaction(async (tx) => {
    // Two sign-ups racing for one e-mail: the loser is simply already on the list.
    const row =
      outcome.action === 'reactivate'
        ? await reactivateSubscriber(tx, subscriber, now)
        : await insertSubscriber(tx, subscriber, now);
    if (row?.userId) await syncMembership(tx, row.userId, now);
    return row;
  });
  if (!changed) return already;
  return {
    status: outcome.action === 'reactivate' ? 'resubscribed' : 'subscribed',
    message: outcome.message,
  };
}

/**
 * On every sign-in: a subscription made before the account (or signed out) with the account's own,
 * verified e-mail joins the account, which becomes a member while it is active.
 */
export async function linkSubscriptionsOf(db: Db, userId: string) {
  const now = new Date();
  await db.transaction(async (tx) => {
    if ((await linkVerifiedEmail(tx, userId)) > 0) await syncMembership(tx, userId, now);
  });
}
