// One order as its owner sees it: number (first 8 characters of the id), date, status and delivery
// badges, the lines with picture, size and price (a bundle with its pieces), the totals, where it
// goes and the shop's rider / tracking note — or a way to say so while it waits for delivery details.
import { formatKes } from '@shop/domain/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ProductPicture } from '../../../components/ui/product-picture';
import { componentLabel, deliveryPath, formatOrderDate, lineLabel } from '../api/order-format';
import type { OrderLine, OwnOrder } from '../api/orders-api';
import { FulfillmentBadge, OrderStatusBadge } from './status-badges';

function Line({ line }: { line: OrderLine }) {
  return (
    <li className="flex gap-3 py-3" data-testid="order-line">
      <div className="h-20 w-16 shrink-0 overflow-hidden rounded-lg bg-neutral-200">
        <ProductPicture
          src={line.image}
          alt=""
          width={64}
          height={80}
          sizes="64px"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{lineLabel(line)}</p>
        {line.size ? <p className="text-muted text-sm">Size: {line.size}</p> : null}
        {line.components?.length ? (
          <ul className="text-muted mt-1 text-sm" aria-label={`Pieces in ${line.name}`}>
            {line.components.map((piece, i) => (
              <li key={`${piece.product_id}-${i}`}>
                {componentLabel(piece)}
                {piece.size ? ` (${piece.size})` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {line.quantity > 1 ? <p className="text-muted text-sm">{formatKes(line.price)} each</p> : null}
      </div>
      <p className="shrink-0 font-semibold">{formatKes(line.price * line.quantity)}</p>
    </li>
  );
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between text-base font-bold' : 'text-muted flex justify-between'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

type Props = {
  order: OwnOrder;
  headingLevel?: 'h2' | 'h3';
  /** In a list: the order number links to the order's own page. */
  linked?: boolean;
  /** On the order's own page: the receipt code under the totals. */
  children?: ReactNode;
};

export function OrderCard({ order, headingLevel: Heading = 'h2', linked = false, children }: Props) {
  const headingId = `order-${order.id}`;
  const info = order.delivery_info;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="order-card"
      className="border-ink/10 rounded-2xl border bg-white p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <Heading id={headingId} className="text-lg font-bold">
            {linked ? (
              <Link
                to={`/order/${order.id}`}
                className="underline decoration-accent decoration-2 underline-offset-4 hover:decoration-ink"
              >
                Order #{order.short_id}
              </Link>
            ) : (
              `Order #${order.short_id}`
            )}
          </Heading>
          <p className="text-muted text-sm">
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          <FulfillmentBadge status={order.fulfillment_status} />
        </div>
      </header>

      <ul className="divide-ink/10 mt-3 divide-y" aria-label="Items">
        {order.items.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </ul>

      <dl className="border-ink/10 mt-1 space-y-1 border-t pt-3 text-sm">
        {order.discount_amount > 0 ? (
          <Amount
            label={order.discount_code ? `Discount (${order.discount_code})` : 'Discount'}
            value={`−${formatKes(order.discount_amount)}`}
          />
        ) : null}
        <Amount label="Delivery" value={order.delivery_fee > 0 ? formatKes(order.delivery_fee) : 'Free'} />
        <Amount label="Total" value={formatKes(order.total_amount)} strong />
        {order.refunded_amount > 0 ? (
          <Amount label="Refunded to you" value={`−${formatKes(order.refunded_amount)}`} />
        ) : null}
      </dl>
      {children}

      {info ? (
        <p className="bg-paper mt-4 rounded-xl p-3 text-sm">
          <span className="font-semibold">Delivering to:</span> {info.name}, {info.location}
        </p>
      ) : null}
      {order.tracking_note ? (
        <p className="bg-paper mt-2 rounded-xl p-3 text-sm break-words" data-testid="tracking-note">
          <span className="font-semibold">From the shop:</span> {order.tracking_note}
        </p>
      ) : null}
      {order.needs_delivery_details ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm">Tell us where to deliver this order.</p>
          <Link to={deliveryPath(order.id)} className={buttonClasses('accent', 'sm')}>
            Add delivery details
          </Link>
        </div>
      ) : null}
    </article>
  );
}
