// The owner's view of the early-access list: one page (newest first) with the search and the status
// filter, the list's counts, and every matching row for the CSV export.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { earlyAccessSubscribers as subscribers } from './early-access.tables';

export type SubscriberFilter = { q?: string; status: 'all' | 'active' | 'unsubscribed' };

/** Most rows one export holds (a list far larger than the shop's would be cut here, not the server). */
export const EXPORT_LIMIT = 50_000;

function where(f: SubscriberFilter): SQL | undefined {
  const text = f.q ? `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return and(
    text ? or(ilike(subscribers.email, text), ilike(subscribers.firstName, text)) : undefined,
    f.status === 'all' ? undefined : eq(subscribers.status, f.status),
  );
}

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  firstName: subscribers.firstName,
  status: subscribers.status,
  source: subscribers.source,
  subscribedAt: subscribers.subscribedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
  linked: sql<boolean>`${subscribers.userId} is not null`,
  welcomeSentAt: subscribers.welcomeSentAt,
  welcomePending: sql<boolean>`${subscribers.welcomeRequestedAt} is not null`,
  welcomeLastError: subscribers.welcomeLastError,
};

// The newest sign-up first; the id breaks ties so paging never shows a row twice.
const ORDER = [desc(subscribers.subscribedAt), desc(subscribers.id)];

export async function listSubscribers(db: Db, f: SubscriberFilter, page: number, pageSize: number) {
  const [rows, [total], [counts]] = await Promise.all([
    db
      .select(columns)
      .from(subscribers)
      .where(where(f))
      .orderBy(...ORDER)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(subscribers).where(where(f)),
    db
      .select({
        active: sql<number>`count(*) filter (where ${subscribers.status} = 'active')::int`,
        unsubscribed: sql<number>`count(*) filter (where ${subscribers.status} = 'unsubscribed')::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(subscribers),
  ]);
  return {
    rows,
    total: total?.n ?? 0,
    counts: counts ?? { active: 0, unsubscribed: 0, total: 0 },
  };
}

export async function subscribersForExport(db: Db, f: SubscriberFilter) {
  return db
    .select(columns)
    .from(subscribers)
    .where(where(f))
    .orderBy(...ORDER)
    .limit(EXPORT_LIMIT);
}
