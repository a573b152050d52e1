// The order page's sections: items and totals, the customer and payment (paid, refunded, net);
// delivery is order-delivery.tsx, refunds, history and failed payments order-history-panels.tsx. All
// of it is the server's record, shown as it is.
import { formatKes, formatPhoneForDisplay } from '@shop/domain/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderDetail } from '../api/orders-api';
import { Panel } from '../components/states';
import { Badge } from '../components/status-badges';
import { customerText } from '../format';
import { Facts } from './facts';

type Order = OrderDetail['order'];

const METHODS: Record<string, string> = { mpesa: 'M-Pesa', card: 'Card', bank: 'Bank transfer' };

export function ItemsPanel({ order, items }: { order: Order; items: OrderDetail['items'] }) {
  return (
    <Panel title={`Items (${items.reduce((n, i) => n + i.quantity, 0)})`}>
      <ul className="divide-y divide-ink/10">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            {item.image ? (
              <img
                src={item.image}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-ink/5" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{item.name}</p>
              <p className="text-muted">
                {item.size ? `Size ${item.size} · ` : ''}
                {item.quantity} × {formatKes(item.price)}
                {item.bundle_id ? ' · Bundle' : ''}
                {item.returned ? ` · ${item.returned} came back` : ''}
              </p>
              {item.components?.length ? (
                <ul className="mt-1 list-disc pl-4 text-xs text-muted">
                  {item.components.map((c) => (
                    <li key={`${c.product_id}-${c.size ?? ''}`}>
                      {c.quantity} × {c.name}
                      {c.size ? ` (size ${c.size})` : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <p className="shrink-0 text-sm font-semibold">{formatKes(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-ink/10 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Subtotal</dt>
          <dd>{formatKes(order.subtotal)}</dd>
        </div>
        {order.discount_amount > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted">Discount{order.discount_code ? ` (${order.discount_code})` : ''}</dt>
            <dd>−{formatKes(order.discount_amount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-muted">
            Delivery ({order.delivery_option === 'same_day' ? 'same day' : 'standard'})
          </dt>
          <dd>{order.delivery_fee === 0 ? 'Free' : formatKes(order.delivery_fee)}</dd>
        </div>
        <div className="flex justify-between text-base font-bold">
          <dt>Total</dt>
          <dd>{formatKes(order.total_amount)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

export function CustomerPanel({ order }: { order: Order }) {
  const lookup = order.user_email ?? order.phone_number;
  return (
    <Panel title="Customer">
      <p className="font-semibold">{customerText(order)}</p>
      <div className="mt-2">
        <Facts
          rows={[
            ['Kind', order.is_guest ? 'Guest checkout' : 'Customer with an account'],
            [
              'Phone',
              order.phone_number ? (
                <a href={`tel:${order.phone_number}`} className="underline">
                  {formatPhoneForDisplay(order.phone_number)}
                </a>
              ) : (
                '—'
              ),
            ],
            [
              'E-mail',
              order.user_email ? (
                <a href={`mailto:${order.user_email}`} className="underline">
                  {order.user_email}
                </a>
              ) : (
                '—'
              ),
            ],
          ]}
        />
      </div>
      {lookup ? (
        <Link
          to={`/admin/orders?q=${encodeURIComponent(lookup)}`}
          className="mt-3 inline-block text-sm font-semibold underline"
        >
          Other orders from this customer
        </Link>
      ) : null}
    </Panel>
  );
}

export function PaymentPanel({ order }: { order: Order }) {
  return (
    <Panel title="Payment">
      <Facts
        rows={[
          ['Method', METHODS[order.payment_method] ?? order.payment_method],
          [
            'Reference',
            <span key="ref" className="font-mono text-xs">
              {order.payment_ref}
            </span>,
          ],
          [
            'Transaction id',
            <span key="tx" className="font-mono text-xs">
              {order.provider_transaction_id}
            </span>,
          ],
          [
            'Amount paid',
            <span key="paid" className="flex flex-wrap items-center gap-1.5">
              {formatKes(order.amount_paid)}
              {order.overpaid ? <Badge colour="yellow">overpaid</Badge> : null}
            </span>,
          ],
          ['Refunded', formatKes(order.refunded_amount)],
          ['Net', <strong key="net">{formatKes(order.net_amount)}</strong>],
          ...(order.refund_status
            ? ([
                [
                  'Refund',
                  <span key="refund">
                    <Badge colour={order.refund_status === 'owed' ? 'red' : 'grey'}>
                      {order.refund_status === 'owed' ? 'owed' : 'refunded'}
                    </Badge>
                    {order.refund_reason ? (
                      <span className="mt-1 block text-xs text-muted">{order.refund_reason}</span>
                    ) : null}
                  </span>,
                ],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
    </Panel>
  );
}
