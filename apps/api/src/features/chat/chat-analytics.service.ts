// GET /api/admin/chat/analytics?period=30d: the figures of /admin/chat-analytics for the period's
// Nairobi days (read from the replica when there is one: a report may lag a moment).
import type { ChatAnalyticsAnswer } from '@shop/contracts';
import { chatAnalytics, nairobiDay, type AnalyticsPeriod } from '@shop/domain/rules';
const DAY_MS = 86_400_000;
import type { AppDeps } from '../../app-deps';
import { replicaReads } from '../../db/database';
import { conversationFacts } from './chat-analytics.repo';

type Deps = Pick<AppDeps, 'database'>;

/** The period's days, oldest first, ending today (Nairobi). */
export function periodDays(period: AnalyticsPeriod, now: Date): string[] {
  const count = Number(period.slice(0, -1));
  return Array.from({ length: count }, (_, i) =>
    nairobiDay(new Date(now.getTime() - (count - 1 - i) * DAY_MS)),
  );
}

export async function chatAnalyticsFor(
  deps: Deps,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<ChatAnalyticsAnswer> {
  const days = periodDays(period, now);
  const since = new Date(`${days[0]}T00:00:00+03:00`);
  const facts = await conversationFacts(replicaReads(deps.database).db, since);
  return { period, ...chatAnalytics(facts, days) };
}
