// /admin/creator-payouts: what each creator is owed (earned less paid, in whole KES), marking a payout
// made with its M-Pesa reference, the CSV of every payout, and the payout history (each one is also
// in the creator's audit trail).
import { formatKes } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { payoutsQuery } from '../api/creators-api';
import { HeaderDownload, PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState, Panel } from '../components/states';
import { formatDateTime } from '../format';
import { PayoutForm } from './payout-form';

export function Component() {
  const query = useQuery(payoutsQuery(useApi()));
  return (
    <>
      <PageHeader
        title="Creator Payouts"
        description="Commission owed to each creator. Pay by M-Pesa, then record the payment with its reference."
        actions={<HeaderDownload path="/api/admin/creator-payouts/export.csv">Export CSV</HeaderDownload>}
      />
      {query.isPending ? (
        <LoadingState label="Loading payouts…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-6">
          <Panel title="Owed">
            {query.data.owed.length === 0 ? (
              <EmptyState title="No creators yet" />
            ) : (
              <ul className="divide-y divide-ink/10">
                {query.data.owed.map((o) => (
                  <li
                    key={o.creator_id}
                    className="grid gap-2 py-3 md:grid-cols-[1fr_auto]"
                    data-testid="payout-row"
                  >
                    <div className="text-sm">
                      <Link to={`/admin/creators/${o.creator_id}`} className="font-semibold underline">
                        {o.name}
                      </Link>{' '}
                      <span className="text-muted">
                        {o.phone} · earned {formatKes(o.earned)} · paid {formatKes(o.paid)}
                      </span>
                      <p className="font-bold" data-testid="payout-owed">
                        Owed {formatKes(o.pending)}
                      </p>
                    </div>
                    <PayoutForm key={o.pending} creatorId={o.creator_id} name={o.name} owed={o.pending} />
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title="Payout history">
            {query.data.payouts.length === 0 ? (
              <EmptyState title="No payouts yet" />
            ) : (
              <ul className="divide-y divide-ink/10 text-sm">
                {query.data.payouts.map((p) => (
                  <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>{formatDateTime(p.at)}</span>
                    <span>{p.creator_name}</span>
                    <span className="font-mono">{p.mpesa_reference}</span>
                    <span className="font-semibold">{formatKes(p.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      )}
    </>
  );
}
