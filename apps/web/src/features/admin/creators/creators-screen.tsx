// /admin/creators: applications waiting for a decision, then the creators with their figures (each
// opens /admin/creators/{id}), then the applications already decided.
import { formatKes } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { creatorsOverviewQuery } from '../api/creators-api';
import { PageHeader } from '../components/page-header';
import { Badge } from '../components/status-badges';
import { EmptyState, ErrorState, LoadingState, Panel } from '../components/states';
import { formatDate } from '../format';
import { ApplicationCard } from './application-card';

export function Component() {
  const query = useQuery(creatorsOverviewQuery(useApi()));
  if (query.isPending) return <LoadingState label="Loading creators…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const waiting = query.data.applications.filter((a) => a.status === 'pending');
  const decided = query.data.applications.filter((a) => a.status !== 'pending');
  return (
    <>
      <PageHeader
        title="Creators"
        description="Applications from the Collaborate page, and the creators who earn commission through their links."
      />
      <div className="space-y-6">
        <Panel title={`Applications waiting (${waiting.length})`}>
          {waiting.length === 0 ? (
            <EmptyState title="No applications waiting" />
          ) : (
            <div className="grid gap-3 lg:grid-cols-2">
              {waiting.map((a) => (
                <ApplicationCard key={a.id} application={a} />
              ))}
            </div>
          )}
        </Panel>
        <Panel title="Creators">
          {query.data.creators.length === 0 ? (
            <EmptyState title="No creators yet">Approve an application to add one.</EmptyState>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead className="text-muted text-xs uppercase">
                  <tr>
                    <th className="py-2">Creator</th>
                    <th>Code</th>
                    <th>Rate</th>
                    <th>Clicks</th>
                    <th>Orders</th>
                    <th>Revenue</th>
                    <th>Owed</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink/10">
                  {query.data.creators.map((c) => (
                    <tr key={c.id}>
                      <td className="py-2">
                        <Link to={`/admin/creators/${c.id}`} className="font-semibold underline">
                          {c.name}
                        </Link>{' '}
                        {c.active ? null : <Badge colour="grey">Paused</Badge>}
                      </td>
                      <td className="font-mono">{c.code}</td>
                      <td>{c.commission_percent}%</td>
                      <td>{c.figures.clicks}</td>
                      <td>{c.figures.orders}</td>
                      <td>{formatKes(c.figures.revenue)}</td>
                      <td>{formatKes(c.figures.commission.pending)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
        {decided.length > 0 ? (
          <Panel title="Decided applications">
            <ul className="divide-y divide-ink/10 text-sm">
              {decided.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {a.name} · {a.email}
                  </span>
                  <span className="flex items-center gap-2">
                    <Badge colour={a.status === 'approved' ? 'green' : 'red'}>{a.status}</Badge>
                    {formatDate(a.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
      </div>
    </>
  );
}
