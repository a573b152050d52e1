// What the toast would show now: the last 48 hours' paid orders, newest first, each as shoppers read
// it, whether its buyer allowed their first name, and Hide / Show per entry.
import { purchaseToastText } from '@shop/domain/texts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { FOMO_KEY, setFomoEntryHidden, type FomoOwnerEntry } from '../api/fomo-api';
import { DataList, type Column } from '../components/data-list';
import { EmptyState } from '../components/states';
import { Badge } from '../components/status-badges';
import { useAction } from '../hooks/use-action';

const textOf = (e: FomoOwnerEntry) =>
  purchaseToastText({ name: e.name, area: e.area, product: e.product_name, minutes: e.minutes_ago });

function State({ entry }: { entry: FomoOwnerEntry }) {
  if (entry.hidden) return <Badge colour="red">Hidden</Badge>;
  return entry.shown ? (
    <Badge colour="green">Showing</Badge>
  ) : (
    <Badge colour="grey">Not in the newest 10</Badge>
  );
}

function HideButton({ entry }: { entry: FomoOwnerEntry }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const action = useAction(async () => {
    queryClient.setQueryData(FOMO_KEY, await setFomoEntryHidden(api, entry.order_id, !entry.hidden));
    notify.success(entry.hidden ? 'The purchase shows again.' : 'The purchase is hidden from the toast.');
  });
  return (
    <button
      type="button"
      onClick={() => action.start()}
      disabled={action.pending}
      aria-label={`${entry.hidden ? 'Show' : 'Hide'} order ${entry.short_id}: ${textOf(entry)}`}
      className="border-ink/20 hover:bg-ink/5 min-h-11 rounded-xl border px-4 text-sm font-semibold disabled:opacity-50"
    >
      {entry.hidden ? 'Show' : 'Hide'}
    </button>
  );
}

const orderLink = (e: FomoOwnerEntry) => (
  <Link to={`/admin/orders/${e.order_id}`} className="text-ink font-medium underline">
    #{e.short_id}
  </Link>
);

const COLUMNS: readonly Column<FomoOwnerEntry>[] = [
  { header: 'What shoppers read', rowHeader: true, cell: textOf },
  { header: 'Order', cell: orderLink },
  {
    header: 'Name shown',
    cell: (e) => (e.consented ? 'Name and area, the buyer allowed it' : 'No: "Someone in Nairobi"'),
  },
  { header: 'State', cell: (e) => <State entry={e} /> },
  { header: <span className="sr-only">Actions</span>, align: 'right', cell: (e) => <HideButton entry={e} /> },
];

export function FomoEntries({ entries }: { entries: readonly FomoOwnerEntry[] }) {
  if (entries.length === 0)
    return (
      <EmptyState title="No paid orders in the last 48 hours">
        The toast stays hidden until there is a real purchase to show.
      </EmptyState>
    );
  return (
    <DataList
      items={entries}
      itemKey={(e) => e.order_id}
      caption="Paid orders of the last 48 hours, newest first"
      label="Recent purchases"
      columns={COLUMNS}
      tableFrom="lg"
      card={(e) => (
        <div className="space-y-2">
          <p className="text-sm font-medium">{textOf(e)}</p>
          <div className="text-muted flex flex-wrap items-center gap-2 text-xs">
            {orderLink(e)}
            <State entry={e} />
            <span>{e.consented ? 'Name and area allowed' : 'No: "Someone in Nairobi"'}</span>
          </div>
          <HideButton entry={e} />
        </div>
      )}
    />
  );
}
