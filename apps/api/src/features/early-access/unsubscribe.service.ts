// Leaving the early-access list: by the signed link in every e-mail (no sign-in needed), or by the
// owner. Reading the link changes nothing (mail scanners open links); only the POST unsubscribes. An
// account linked to the subscription stops being a member with it.
import { UNSUBSCRIBE_MESSAGES } from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { subscriberById, syncMembership, unsubscribeById } from './early-access.repo';
import { readUnsubscribeToken } from './unsubscribe-token';

type Deps = Pick<AppDeps, 'database' | 'secret'>;

async function subscriberOfToken(deps: Deps, token: string) {
  const id = readUnsubscribeToken(deps.secret, token);
  const found = id ? await subscriberById(deps.database.db, id) : null;
  if (!found) throw new HttpError(400, 'invalid_token', UNSUBSCRIBE_MESSAGES.invalidLink);
  return found;
}

/** What the unsubscribe page shows before the button is pressed. */
export async function unsubscribePreview(deps: Deps, token: string) {
  const { email, status } = await subscriberOfToken(deps, token);
  return { email, status };
}

/** Takes a subscriber off the list; answers whether it was on it. */
export async function unsubscribeSubscriber(deps: Pick<AppDeps, 'database'>, id: string) {
  const now = new Date();
  return deps.database.db.transaction(async (tx) => {
    const row = await unsubscribeById(tx, id, now);
    if (row?.userId) await syncMembership(tx, row.userId, now);
    return row !== null;
  });
}

/** The unsubscribe button (and the mail program's one click). */
export async function unsubscribeWithToken(deps: Deps, token: string) {
  const subscriber = await subscriberOfToken(deps, token);
  const changed = await unsubscribeSubscriber(deps, subscriber.id);
  return {
    email: subscriber.email,
    status: changed ? ('unsubscribed' as const) : ('already' as const),
    message: changed ? UNSUBSCRIBE_MESSAGES.done : UNSUBSCRIBE_MESSAGES.already,
  };
}
