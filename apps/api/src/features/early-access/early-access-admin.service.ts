// The owner's early-access list: a page with counts, the same rows as a CSV file (cells a spreadsheet
// would run as formulas neutralised), and taking a subscriber off the list.
import { toCsv } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { subscriberById } from './early-access.repo';
import { listSubscribers, subscribersForExport, type SubscriberFilter } from './early-access-admin.repo';
import { unsubscribeSubscriber } from './unsubscribe.service';

type Deps = Pick<AppDeps, 'database'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function adminSubscriberList(deps: Deps, f: SubscriberFilter, page: number, pageSize: number) {
  const { rows, total, counts } = await listSubscribers(deps.database.db, f, page, pageSize);
  return {
    subscribers: rows.map((s) => ({
      id: s.id,
      email: s.email,
      first_name: s.firstName,
      status: s.status,
      source: s.source,
      subscribed_at: s.subscribedAt.toISOString(),
      unsubscribed_at: iso(s.unsubscribedAt),
      linked_account: s.linked,
      welcome: s.welcomePending
        ? {
            state: s.welcomeLastError ? ('failing' as const) : ('waiting' as const),
            error: s.welcomeLastError,
          }
        : { state: s.welcomeSentAt ? ('sent' as const) : ('none' as const), error: null },
    })),
    counts,
    total,
    page,
    page_size: pageSize,
  };
}

export const CSV_HEADER = [
  'email',
  'first_name',
  'status',
  'subscribed_at',
  'unsubscribed_at',
  'source',
  'linked_account',
] as const;

export async function subscribersCsv(deps: Deps, f: SubscriberFilter): Promise<string> {
  const rows = await subscribersForExport(deps.database.db, f);
  return toCsv(
    CSV_HEADER,
    rows.map((s) => [
      s.email,
      s.firstName,
      s.status,
      s.subscribedAt.toISOString(),
      iso(s.unsubscribedAt),
      s.source,
      s.linked ? 'yes' : 'no',
    ]),
  );
}

export async function adminUnsubscribe(deps: Deps, id: string) {
  const found = await subscriberById(deps.database.db, id);
  if (!found) throw new HttpError(404, 'not_found', 'No such subscriber.');
  const changed = await unsubscribeSubscriber(deps, id);
  return { id, email: found.email, status: 'unsubscribed' as const, changed };
}
