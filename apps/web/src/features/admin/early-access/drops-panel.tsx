// The Drops tab of /admin/early-access: every drop with its live status, its public launch (Nairobi
// time) and how many products it holds; "New drop" and each drop's edit screen.
import { dropStatus } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { dropsQuery, type AdminDropRow } from '../api/drops-api';
import { DataList, type Column } from '../components/data-list';
import { HeaderLink } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { Badge } from '../components/status-badges';
import { formatDateTime, plural } from '../format';
import { STATUS_COLOURS, STATUS_LABELS } from './drop-form-values';

const editPath = (d: AdminDropRow) => `/admin/early-access/drops/${d.id}`;

/** The status at this minute (the list may stay open while a window opens). */
function StatusBadge({ drop, now }: { drop: AdminDropRow; now: number | null }) {
  const status = (now === null ? drop.status : dropStatus(drop.public_access_start, now)) ?? 'public';
  return (
    <Badge colour={STATUS_COLOURS[status]} label="Status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function DropsPanel() {
  const query = useQuery(dropsQuery(useApi()));
  const now = useMinuteClock();
  const columns: readonly Column<AdminDropRow>[] = [
    {
      header: 'Drop',
      rowHeader: true,
      cell: (d) => (
        <>
          <Link to={editPath(d)} className="font-semibold underline-offset-2 hover:underline">
            {d.name}
          </Link>
          <span className="text-muted block text-xs font-normal">/early-access?drop={d.slug}</span>
        </>
      ),
    },
    { header: 'Status', cell: (d) => <StatusBadge drop={d} now={now} /> },
    {
      header: 'Public launch (Nairobi)',
      className: 'whitespace-nowrap',
      cell: (d) => formatDateTime(d.public_access_start),
    },
    { header: 'Products', align: 'right', cell: (d) => d.product_count },
  ];
  return (
    <>
      <div className="mb-4 flex justify-end">
        <HeaderLink to="/admin/early-access/drops/new">New drop</HeaderLink>
      </div>
      {query.isPending ? (
        <LoadingState label="Loading drops…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.drops.length === 0 ? (
        <EmptyState title="No drops yet">
          <Link to="/admin/early-access/drops/new" className="underline">
            Create the first one
          </Link>
        </EmptyState>
      ) : (
        <DataList
          items={query.data.drops}
          itemKey={(d) => d.id}
          caption="Drops with their status, public launch and products"
          label="Drops"
          columns={columns}
          card={(d) => (
            <Link
              to={editPath(d)}
              className="block rounded-2xl border border-ink/10 bg-white p-4 hover:border-ink/40"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{d.name}</span>
                <StatusBadge drop={d} now={now} />
              </span>
              <span className="text-muted mt-1 block text-xs">
                Public {formatDateTime(d.public_access_start)} · {plural(d.product_count, 'product')}
              </span>
            </Link>
          )}
          rowClassName={() => 'hover:bg-ink/[0.02]'}
        />
      )}
    </>
  );
}
