// /admin/creators/{id}: the creator's profile and terms, uploads to approve, performance (clicks,
// orders, revenue, commission), the orders credited, payouts and the audit trail.
import { formatKes } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { creatorDetailQuery } from '../api/creators-api';
import { PageHeader } from '../components/page-header';
import { ErrorState, LoadingState, Panel } from '../components/states';
import { formatDateTime } from '../format';
import { CreatorSettingsForm } from './creator-settings-form';
import { CreatorVideoReview } from './creator-video-review';

export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(creatorDetailQuery(useApi(), id));
  if (query.isPending) return <LoadingState label="Loading the creator…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { creator, application, figures: f, orders, payouts, videos, audit } = query.data;
  const stats = [
    ['Clicks', String(f.clicks)],
    ['Orders', String(f.orders)],
    ['Revenue', formatKes(f.revenue)],
    ['Conversion', `${f.conversion}%`],
    ['Earned', formatKes(f.commission.earned)],
    ['Paid', formatKes(f.commission.paid)],
    ['Owed', formatKes(f.commission.pending)],
  ];
  return (
    <>
      <PageHeader
        title={creator.name}
        description={`${creator.email} · ${creator.phone} · code ${creator.code}`}
        actions={
          <Link to="/admin/creator-payouts" className="text-sm underline">
            Payouts
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Terms">
          <CreatorSettingsForm key={`${creator.code}${creator.commission_percent}`} creator={creator} />
        </Panel>
        <Panel title="Performance">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stats.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted text-xs uppercase">{label}</dt>
                <dd className="font-bold">{value}</dd>
              </div>
            ))}
          </dl>
          {application ? (
            <p className="text-muted mt-3 text-sm">
              {application.niche} ·{' '}
              {application.socials
                .map((s) => `${s.network} ${s.handle} (${s.followers.toLocaleString('en-KE')})`)
                .join(', ')}
            </p>
          ) : null}
        </Panel>
        <Panel title="Content to approve" className="lg:col-span-2">
          <CreatorVideoReview videos={videos} />
        </Panel>
        <Panel title="Orders credited">
          {orders.length === 0 ? (
            <p className="text-muted text-sm">None yet.</p>
          ) : (
            <ul className="divide-y divide-ink/10 text-sm">
              {orders.map((o) => (
                <li key={o.order_id} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link to={`/admin/orders/${o.order_id}`} className="font-mono underline">
                    #{o.short_id}
                  </Link>
                  <span>{o.source === 'link' ? 'Link' : 'Discount code'}</span>
                  <span>{o.state.replace('_', ' ')}</span>
                  <span className="font-semibold">{formatKes(o.commission)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Payouts">
          {payouts.length === 0 ? (
            <p className="text-muted text-sm">None yet.</p>
          ) : (
            <ul className="divide-y divide-ink/10 text-sm">
              {payouts.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>{formatDateTime(p.at)}</span>
                  <span className="font-mono">{p.mpesa_reference}</span>
                  <span className="font-semibold">{formatKes(p.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Audit trail" className="lg:col-span-2">
          <ul className="divide-y divide-ink/10 text-sm">
            {audit.map((a) => (
              <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>{a.action.replaceAll('_', ' ')}</span>
                <span className="text-muted break-all">{JSON.stringify(a.detail)}</span>
                <span>{formatDateTime(a.at)}</span>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}
