// /admin/orders/failed-payments: payments the shop took but could not turn into an order (or could
// not record). Each stays open until the owner says how it was settled (refund, manual order...).
import { formatKes, formatPhoneForDisplay } from '@shop/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { failedOrdersQuery, refreshAdmin, resolveFailedOrder, type FailedOrder } from '../api/orders-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { QueryResults } from '../components/list-page';
import { EmptyState } from '../components/states';
import { TabLinks } from '../components/tab-links';
import { formatDateTime } from '../format';

/** A refused payment may be in another currency: show what arrived, as it arrived. */
const amountText = (record: FailedOrder) =>
  record.currency === 'KES' ? formatKes(record.amount) : `${record.currency} ${record.amount}`;

function RecordCard({ record, onResolve }: { record: FailedOrder; onResolve: () => void }) {
  return (
    <li className="rounded-2xl border border-ink/10 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-lg font-bold">{amountText(record)}</p>
          <p className="text-xs text-muted">
            {record.kind === 'refused' ? 'Refused payment · ' : ''}
            {formatDateTime(record.created_at)} · {record.method ?? 'payment'}
          </p>
        </div>
        {record.resolved_at ? null : (
          <Button size="sm" variant="outline" onClick={onResolve}>
            Resolve
            <span className="sr-only"> the failed payment {record.payment_ref}</span>
          </Button>
        )}
      </div>
      <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">{record.error}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Reference</dt>
        <dd className="font-mono text-xs break-all">{record.payment_ref}</dd>
        <dt className="text-muted">Transaction</dt>
        <dd className="font-mono text-xs break-all">{record.provider_transaction_id ?? '—'}</dd>
        <dt className="text-muted">Phone</dt>
        <dd>{record.phone ? formatPhoneForDisplay(record.phone) : '—'}</dd>
        {record.order_id ? (
          <>
            <dt className="text-muted">Order</dt>
            <dd>
              <Link to={`/admin/orders/${record.order_id}`} className="font-semibold underline">
                #{record.order_id.slice(0, 8)}
              </Link>{' '}
              <span className="text-xs text-muted">
                {record.kind === 'refused' ? '(paid by another payment)' : '(recorded by a later try)'}
              </span>
            </dd>
          </>
        ) : null}
        {record.resolved_at ? (
          <>
            <dt className="text-muted">Resolved</dt>
            <dd>
              {record.resolution}
              <span className="block text-xs text-muted">
                {record.resolved_by ?? 'Admin'} · {formatDateTime(record.resolved_at)}
              </span>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

export function Component() {
  const [search] = useSearchParams();
  const open = search.get('open') !== 'false';
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(failedOrdersQuery(api, open));
  const [resolving, setResolving] = useState<FailedOrder | null>(null);

  return (
    <>
      <PageHeader
        title="Failed payments"
        description="Money that arrived but could not become an order. Settle each one (refund it or make the order by hand) and note what you did."
      />
      <TabLinks
        label="Which records"
        tabs={[
          { to: '?', label: 'To resolve', current: open },
          { to: '?open=false', label: 'Resolved', current: !open },
        ]}
      />
      <QueryResults
        query={query}
        loading="Loading failed payments…"
        isEmpty={(records) => records.length === 0}
        empty={
          <EmptyState title={open ? 'Nothing to resolve' : 'No resolved records yet'}>
            {open ? 'Every payment the shop took became an order.' : null}
          </EmptyState>
        }
      >
        {(records) => (
          <ul
            className="grid gap-3 lg:grid-cols-2"
            aria-label={open ? 'Failed payments to resolve' : 'Resolved failed payments'}
          >
            {records.map((record) => (
              <RecordCard key={record.id} record={record} onResolve={() => setResolving(record)} />
            ))}
          </ul>
        )}
      </QueryResults>
      <ConfirmDialog
        open={resolving !== null}
        onOpenChange={(next) => !next && setResolving(null)}
        title="Resolve this failed payment?"
        description={
          resolving ? (
            <p>
              {amountText(resolving)} paid with reference{' '}
              <span className="font-mono">{resolving.payment_ref}</span>. Say how it was settled; the note is
              kept with your name.
            </p>
          ) : null
        }
        note={{
          label: 'How it was resolved',
          placeholder: 'For example: refunded by M-Pesa reversal',
          missing: 'Please say how it was resolved.',
        }}
        confirmLabel="Mark resolved"
        cancelLabel="Not yet"
        onConfirm={async (resolution) => {
          if (!resolving) return;
          await resolveFailedOrder(api, resolving.id, resolution);
          notify.success('Failed payment marked as resolved.');
          await refreshAdmin(queryClient);
        }}
      />
    </>
  );
}
