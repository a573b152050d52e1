// The order list: a table on wide screens (Date and Total sort from their headers), cards on phones.
import { formatKes } from '@shop/domain/rules';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderRow } from '../api/orders-api';
import { DataList, type Column } from '../components/data-list';
import { FulfillmentBadge, OrderStatusBadge, RefundBadge } from '../components/status-badges';
import { customerText, formatDateTime, plural } from '../format';
import { SORT_LABELS } from './order-filters';
import type { OrderSort } from './order-params';

type Props = { orders: OrderRow[]; sort: OrderSort; onSort: (sort: OrderSort) => void };

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

const orderColumns = (sort: OrderSort, onSort: (sort: OrderSort) => void): Column<OrderRow>[] => [
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

function OrderCard({ order }: { order: OrderRow }) {
  return (
    <Link
      to={`/admin/orders/${order.id}`}
      className="block rounded-2xl border border-ink/10 bg-white p-4 hover:border-ink/40"
    >
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
  );
}

export const OrdersTable = ({ orders, sort, onSort }: Props) => (
  <DataList
    items={orders}
    itemKey={(order) => order.id}
    caption={`Orders, ${SORT_LABELS[sort].toLowerCase()}`}
    label="Orders"
    columns={orderColumns(sort, onSort)}
    card={(order) => <OrderCard order={order} />}
    rowClassName={() => 'hover:bg-ink/[0.02]'}
  />
);
