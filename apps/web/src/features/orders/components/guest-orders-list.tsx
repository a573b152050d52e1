// A guest's orders as the lookup found them: a table on wider screens, cards on phones (only one of
// the two is ever displayed, so assistive tech meets each order once).
import { formatKes } from '@shop/domain';
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

export function GuestOrdersList({ orders }: { orders: GuestOrder[] }) {
  return (
    <>
      <table className="mt-4 hidden w-full border-collapse text-left text-sm sm:table">
        <caption className="sr-only">Your orders</caption>
        <thead>
          <tr className="border-ink/15 text-muted border-b">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Order
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Date
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Items
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Status
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Delivery
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-ink/10 border-b align-top" data-testid="guest-order">
              <th scope="row" className="py-3 pr-3 font-semibold">
                #{order.short_id}
              </th>
              <td className="py-3 pr-3 whitespace-nowrap">
                <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
              </td>
              <td className="py-3 pr-3">{itemsText(order)}</td>
              <td className="py-3 pr-3 text-right font-semibold whitespace-nowrap">
                {formatKes(order.total_amount)}
              </td>
              <td className="py-3 pr-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="py-3 pr-3">
                <FulfillmentBadge status={order.fulfillment_status} />
              </td>
              <td className="py-3">
                <DeliveryAction order={order} />
              </td>
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
                  <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
                </p>
              </div>
              <p className="font-semibold whitespace-nowrap">{formatKes(order.total_amount)}</p>
            </div>
            <p className="mt-2 text-sm">{itemsText(order)}</p>
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
