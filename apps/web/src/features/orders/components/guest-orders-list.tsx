// A guest's orders as the lookup found them: a table on wider screens, cards on phones (only one of
// the two is ever displayed, so assistive tech meets each order once).
import { formatKes } from '@shop/domain/rules';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { deliveryPath, formatOrderDate, lineLabel } from '../api/order-format';
import type { GuestOrder } from '../api/orders-api';
import { FulfillmentBadge, OrderStatusBadge } from './status-badges';

const itemsText = (order: GuestOrder) => order.items.map(lineLabel).join(', ');

function DeliveryAction({ order }: { order: GuestOrder }) {
  return order.needs_delivery_details ? (
    <Link
      to={deliveryPath(order.id)}
      className={buttonClasses('accent', 'sm', 'whitespace-nowrap')}
      aria-label={`Add delivery details for order ${order.short_id}`}
    >
      Add delivery details
    </Link>
  ) : null;
}

/** The shop's rider / tracking note, when it wrote one. */
function TrackingNote({ order }: { order: GuestOrder }) {
  return order.tracking_note ? (
    <p className="mt-1 text-sm break-words" data-testid="tracking-note">
      <span className="font-semibold">From the shop:</span> {order.tracking_note}
    </p>
  ) : null;
}

function OrderDate({ order }: { order: GuestOrder }) {
  return <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>;
}

// The table's columns after the order number (the row's header).
type Column = {
  header: ReactNode;
  align?: 'right';
  className?: string;
  cell: (order: GuestOrder) => ReactNode;
};
const COLUMNS: readonly Column[] = [
  { header: 'Date', className: 'whitespace-nowrap', cell: (order) => <OrderDate order={order} /> },
  {
    header: 'Items',
    cell: (order) => (
      <>
        {itemsText(order)}
        <TrackingNote order={order} />
      </>
    ),
  },
  {
    header: 'Total',
    align: 'right',
    className: 'font-semibold whitespace-nowrap',
    cell: (order) => formatKes(order.total_amount),
  },
  { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  { header: 'Delivery', cell: (order) => <FulfillmentBadge status={order.fulfillment_status} /> },
  { header: <span className="sr-only">Actions</span>, cell: (order) => <DeliveryAction order={order} /> },
];

export function GuestOrdersList({ orders }: { orders: GuestOrder[] }) {
  return (
    <>
      <table className="mt-4 hidden w-full border-collapse text-left text-sm sm:table">
        <caption className="sr-only">Your orders</caption>
        <thead>
          <tr className="border-ink/15 text-muted border-b">
            {[{ header: 'Order' }, ...COLUMNS].map((column: Pick<Column, 'header' | 'align'>, i) => (
              <th
                key={i}
                scope="col"
                className={clsx('py-2 pr-3 font-semibold last:pr-0', column.align && 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-ink/10 border-b align-top" data-testid="guest-order">
              <th scope="row" className="py-3 pr-3 font-semibold">
                #{order.short_id}
              </th>
              {COLUMNS.map((column, i) => (
                <td
                  key={i}
                  className={clsx('py-3 pr-3 last:pr-0', column.align && 'text-right', column.className)}
                >
                  {column.cell(order)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="mt-4 space-y-3 sm:hidden">
        {orders.map((order) => (
          <li
            key={order.id}
            className="border-ink/10 rounded-2xl border bg-white p-4"
            data-testid="guest-order"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold">Order #{order.short_id}</p>
                <p className="text-muted text-sm">
                  <OrderDate order={order} />
                </p>
              </div>
              <p className="font-semibold whitespace-nowrap">{formatKes(order.total_amount)}</p>
            </div>
            <p className="mt-2 text-sm">{itemsText(order)}</p>
            <TrackingNote order={order} />
            <div className="mt-3 flex flex-wrap gap-2">
              <OrderStatusBadge status={order.status} />
              <FulfillmentBadge status={order.fulfillment_status} />
            </div>
            {order.needs_delivery_details ? (
              <div className="mt-3">
                <DeliveryAction order={order} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
