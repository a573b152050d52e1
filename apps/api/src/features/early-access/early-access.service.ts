// Early-access sign-up from the footer: new e-mails join, unsubscribed ones come back (welcome
// e-mail asked for again), active ones are told they are already on the list. Checked by the same
// rules the form uses, and rate limited per address on the server (3 tries a minute).
import { checkEarlyAccessSignup, earlyAccessSignupOutcome } from '@shop/domain/rules';
import { RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import { EARLY_ACCESS_RATE_LIMIT } from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { consumeAttempt } from '../rate-limits/rate-limits.service';
import { findSubscriber, insertSubscriber, reactivateSubscriber } from './early-access.repo';

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
  const already = earlyAccessSignupOutcome('active');
  if (outcome.action === 'reactivate') {
    const done = await reactivateSubscriber(deps.database.db, subscriber);
    return done
      ? { status: 'resubscribed', message: outcome.message }
      : { status: 'already', message: already.message };
  }
  if (outcome.action === 'create') {
    // Two sign-ups racing for one e-mail: the loser is simply already on the list.
    const done = await insertSubscriber(deps.database.db, subscriber);
    return done
      ? { status: 'subscribed', message: outcome.message }
      : { status: 'already', message: already.message };
  }
  return { status: 'already', message: outcome.message };
}
