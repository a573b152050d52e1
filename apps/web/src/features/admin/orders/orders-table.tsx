// The order list: a table on wide screens (Date and Total sort from their headers), cards on phones;
// each order has a box to choose it (for packing slips and marking shipped in one go).
import { formatKes } from '@shop/domain/rules';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderRow } from '../api/orders-api';
import { DataList, type Column } from '../components/data-list';
import { FulfillmentBadge, OrderStatusBadge, RefundBadge } from '../components/status-badges';
import { customerText, formatDateTime, plural } from '../format';
import { SORT_LABELS } from './order-filters';
import type { OrderSort } from './order-params';

type Selection = { chosen: ReadonlySet<string>; toggle: (ids: string[], on: boolean) => void };
type Props = { orders: OrderRow[]; sort: OrderSort; onSort: (sort: OrderSort) => void; selection: Selection };

function ChooseBox({ order, selection }: { order: OrderRow; selection: Selection }) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-ink"
      checked={selection.chosen.has(order.id)}
      onChange={(e) => selection.toggle([order.id], e.target.checked)}
      aria-label={`Choose order #${order.short_id}`}
    />
  );
}

function ChooseAllBox({ orders, selection }: { orders: OrderRow[]; selection: Selection }) {
  const all = orders.length > 0 && orders.every((o) => selection.chosen.has(o.id));
  return (
    <input
      type="checkbox"
      className="size-5 accent-ink"
      checked={all}
      onChange={(e) =>
        selection.toggle(
          orders.map((o) => o.id),
          e.target.checked,
        )
      }
      aria-label="Choose every order on this page"
    />
  );
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: 'date' | 'total';
  onSort: (sort: OrderSort) => void;
  sort: OrderSort;
  className?: string;
}) {
  const [down, up]: [OrderSort, OrderSort] =
    column === 'date' ? ['newest', 'oldest'] : ['total-desc', 'total-asc'];
  const active = sort === down || sort === up;
  const Icon = !active ? ArrowUpDown : sort === down ? ArrowDown : ArrowUp;
  const next = sort === down ? up : down;
  return (
    <th
      scope="col"
      aria-sort={!active ? 'none' : sort === down ? 'descending' : 'ascending'}
      className={className}
    >
      <button
        type="button"
        onClick={() => onSort(next)}
        className="inline-flex items-center gap-1 font-semibold uppercase hover:underline"
        aria-label={`${label}: sort ${SORT_LABELS[next].toLowerCase()}`}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}

const orderColumns = (
  sort: OrderSort,
  onSort: (sort: OrderSort) => void,
  orders: OrderRow[],
  selection: Selection,
): Column<OrderRow>[] => [
  {
    header: 'Choose',
    headerCell: (className) => (
      <th key="choose" scope="col" className={className}>
        <ChooseAllBox orders={orders} selection={selection} />
      </th>
    ),
    compact: true,
    cell: (order) => <ChooseBox order={order} selection={selection} />,
  },
  {
    header: 'Order',
    rowHeader: true,
    className: 'font-mono font-semibold',
    cell: (order) => (
      <Link to={`/admin/orders/${order.id}`} className="underline-offset-2 hover:underline">
        #{order.short_id}
      </Link>
    ),
  },
  {
    header: 'Date',
    headerCell: (className) => (
      <SortHeader key="date" label="Date" column="date" sort={sort} onSort={onSort} className={className} />
    ),
    className: 'whitespace-nowrap',
    cell: (order) => formatDateTime(order.created_at),
  },
  {
    header: 'Customer',
    className: 'max-w-52',
    cell: (order) => (
      <>
        <span className="block truncate">{customerText(order)}</span>
        <span className="text-xs text-muted">{order.is_guest ? 'Guest' : 'Account'}</span>
      </>
    ),
  },
  {
    header: 'Payment',
    cell: (order) => (
      <span className="flex flex-wrap gap-1">
        <OrderStatusBadge status={order.status} />
        <RefundBadge status={order.refund_status} />
      </span>
    ),
  },
  { header: 'Fulfillment', cell: (order) => <FulfillmentBadge status={order.fulfillment_status} /> },
  { header: 'Items', align: 'right', cell: (order) => order.item_count },
  {
    header: 'Total',
    headerCell: (className) => (
      <SortHeader
        key="total"
        label="Total"
        column="total"
        sort={sort}
        onSort={onSort}
        className={`${className} text-right`}
      />
    ),
    align: 'right',
    className: 'font-semibold whitespace-nowrap',
    cell: (order) => formatKes(order.total_amount),
  },
];

function OrderCard({ order, selection }: { order: OrderRow; selection: Selection }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-ink/10 bg-white p-4 hover:border-ink/40">
      <span className="grid min-h-11 min-w-11 place-items-center -m-3">
        <ChooseBox order={order} selection={selection} />
      </span>
      <Link to={`/admin/orders/${order.id}`} className="block min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="font-mono font-semibold">#{order.short_id}</span>
          <span className="font-semibold">{formatKes(order.total_amount)}</span>
        </span>
        <span className="mt-0.5 block truncate text-sm">{customerText(order)}</span>
        <span className="mt-2 flex flex-wrap gap-1">
          <OrderStatusBadge status={order.status} />
          <FulfillmentBadge status={order.fulfillment_status} />
          <RefundBadge status={order.refund_status} />
        </span>
        <span className="mt-2 block text-xs text-muted">
          {formatDateTime(order.created_at)} · {plural(order.item_count, 'item')} ·{' '}
          {order.is_guest ? 'Guest' : 'Account'}
        </span>
      </Link>
    </div>
  );
}

export const OrdersTable = ({ orders, sort, onSort, selection }: Props) => (
  <DataList
    items={orders}
    itemKey={(order) => order.id}
    caption={`Orders, ${SORT_LABELS[sort].toLowerCase()}`}
    label="Orders"
    columns={orderColumns(sort, onSort, orders, selection)}
    card={(order) => <OrderCard order={order} selection={selection} />}
    rowClassName={() => 'hover:bg-ink/[0.02]'}
  />
);
