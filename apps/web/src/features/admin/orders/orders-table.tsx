// The order list: a table on wide screens (Date and Total sort from their headers), cards on phones.
import { formatKes } from '@shop/domain';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderRow } from '../api/orders-api';
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

export function OrdersTable({ orders, sort, onSort }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-ink/10 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Orders, {SORT_LABELS[sort].toLowerCase()}</caption>
          <thead className="border-b border-ink/10 bg-ink/[0.03] text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Order
              </th>
              <SortHeader label="Date" column="date" sort={sort} onSort={onSort} className="px-4 py-3" />
              <th scope="col" className="px-4 py-3 font-semibold">
                Customer
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Payment
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Fulfillment
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Items
              </th>
              <SortHeader
                label="Total"
                column="total"
                sort={sort}
                onSort={onSort}
                className="px-4 py-3 text-right"
              />
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {orders.map((order) => (
              <tr key={order.id} className="hover:bg-ink/[0.02]">
                <th scope="row" className="px-4 py-3 font-mono font-semibold">
                  <Link to={`/admin/orders/${order.id}`} className="underline-offset-2 hover:underline">
                    #{order.short_id}
                  </Link>
                </th>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(order.created_at)}</td>
                <td className="max-w-52 px-4 py-3">
                  <span className="block truncate">{customerText(order)}</span>
                  <span className="text-xs text-muted">{order.is_guest ? 'Guest' : 'Account'}</span>
                </td>
                <td className="px-4 py-3">
                  <span className="flex flex-wrap gap-1">
                    <OrderStatusBadge status={order.status} />
                    <RefundBadge status={order.refund_status} />
                  </span>
                </td>
                <td className="px-4 py-3">
                  <FulfillmentBadge status={order.fulfillment_status} />
                </td>
                <td className="px-4 py-3 text-right">{order.item_count}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">
                  {formatKes(order.total_amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 md:hidden" aria-label="Orders">
        {orders.map((order) => (
          <li key={order.id}>
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
          </li>
        ))}
      </ul>
    </>
  );
}
