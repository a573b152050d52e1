// /admin/creator-leaderboard?period=7d|30d|90d|all&sort=revenue|orders|views|conversion: creators
// ranked for the period; the period and the order live in the address, so a link shows the same board.
import {
  formatKes,
  LEADERBOARD_PERIODS,
  LEADERBOARD_SORTS,
  type LeaderboardPeriod,
  type LeaderboardSort,
} from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { leaderboardQuery } from '../api/creators-api';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState, Panel } from '../components/states';

const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  all: 'All time',
};
const SORT_LABELS: Record<LeaderboardSort, string> = {
  revenue: 'Revenue',
  orders: 'Orders',
  views: 'Views',
  conversion: 'Conversion',
};

const pick = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

export function Component() {
  const [params] = useSearchParams();
  const period = pick(params.get('period'), LEADERBOARD_PERIODS, '30d');
  const sort = pick(params.get('sort'), LEADERBOARD_SORTS, 'revenue');
  const query = useQuery(leaderboardQuery(useApi(), { period, sort }));
  const link = (next: { period?: string; sort?: string }) =>
    `?${new URLSearchParams({ period, sort, ...next }).toString()}`;
  const tab = (active: boolean) =>
    `rounded-full px-3 py-1.5 text-sm font-medium ${active ? 'bg-ink text-white' : 'border border-ink/20 bg-white'}`;
  return (
    <>
      <PageHeader title="Creator Leaderboard" description="Who brings the most, for the period you choose." />
      <nav aria-label="Period" className="mb-3 flex flex-wrap gap-2">
        {LEADERBOARD_PERIODS.map((p) => (
          <Link
            key={p}
            to={link({ period: p })}
            aria-current={p === period ? 'page' : undefined}
            className={tab(p === period)}
          >
            {PERIOD_LABELS[p]}
          </Link>
        ))}
      </nav>
      <nav aria-label="Rank by" className="mb-4 flex flex-wrap gap-2">
        {LEADERBOARD_SORTS.map((s) => (
          <Link
            key={s}
            to={link({ sort: s })}
            aria-current={s === sort ? 'page' : undefined}
            className={tab(s === sort)}
          >
            {SORT_LABELS[s]}
          </Link>
        ))}
      </nav>
      {query.isPending ? (
        <LoadingState label="Loading the leaderboard…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <EmptyState title="No creators yet" />
      ) : (
        <Panel>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-muted text-xs uppercase">
                <tr>
                  <th className="py-2">#</th>
                  <th>Creator</th>
                  <th>Revenue</th>
                  <th>Orders</th>
                  <th>Views</th>
                  <th>Clicks</th>
                  <th>Conversion</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/10">
                {query.data.rows.map((r, i) => (
                  <tr key={r.creator_id}>
                    <td className="py-2 font-bold">{i + 1}</td>
                    <td>
                      <Link to={`/admin/creators/${r.creator_id}`} className="underline">
                        {r.name}
                      </Link>
                    </td>
                    <td>{formatKes(r.revenue)}</td>
                    <td>{r.orders}</td>
                    <td>{r.views}</td>
                    <td>{r.clicks}</td>
                    <td>{r.conversion}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      )}
    </>
  );
}
