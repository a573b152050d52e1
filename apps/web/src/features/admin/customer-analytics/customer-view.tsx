// One customer (the address's ?customer=phone): what they bought and spent, their segment and tier,
// their orders (cancelled and refunded ones marked), and the owner's notes and tags about them.
import { formatKes, formatPhoneForDisplay, shortOrderId } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useApi } from '../../../lib/use-api';
import { customerQuery, type CustomerPage } from '../api/customer-analytics-api';
import { ErrorState, LoadingState, Panel } from '../components/states';
import { OrderStatusBadge, RefundBadge } from '../components/status-badges';
import { formatDate, formatDateTime } from '../format';
import { SegmentBadge } from './customer-list';
import { CustomerRemarks } from './customer-remarks';

function Figures({ page }: { page: CustomerPage }) {
  const c = page.customer;
  if (!c) return <p className="text-sm text-muted">No paid orders from this number yet.</p>;
  const items: [string, string][] = [
    ['Orders', String(c.orders)],
    ['Spent', formatKes(c.spent)],
    ['First order', formatDate(c.first_order_at)],
    ['Last order', formatDate(c.last_order_at)],
    ['Tier', c.tier ? c.tier.charAt(0).toUpperCase() + c.tier.slice(1) : 'Guest'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Orders({ page }: { page: CustomerPage }) {
  if (!page.orders.length) return <p className="text-sm text-muted">No orders.</p>;
  return (
    <ul className="divide-y divide-ink/10" aria-label="Orders">
      {page.orders.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <span className="min-w-0">
            <Link to={`/admin/orders/${o.id}`} className="font-semibold underline">
              Order {shortOrderId(o.id)}
            </Link>
            <span className="block text-xs text-muted">{formatDateTime(o.created_at)}</span>
          </span>
          <span className="flex items-center gap-2">
            <OrderStatusBadge status={o.status} />
            {o.refund_status ? <RefundBadge status={o.refund_status} /> : null}
            <span className="font-semibold tabular-nums">{formatKes(o.total_amount)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CustomerView({ phone, back }: { phone: string; back: string }) {
  const query = useQuery(customerQuery(useApi(), phone));
  return (
    <div className="space-y-4">
      <Link to={back} className={buttonClasses('outline', 'sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All customers
      </Link>
      {query.isPending ? (
        <LoadingState label="Loading the customer…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Panel
            title={
              <span className="flex flex-wrap items-center gap-2">
                {query.data.customer && query.data.customer.name !== query.data.phone
                  ? query.data.customer.name
                  : formatPhoneForDisplay(query.data.phone)}
                {query.data.customer ? <SegmentBadge segment={query.data.customer.segment} /> : null}
              </span>
            }
          >
            {query.data.customer && query.data.customer.name !== query.data.phone ? (
              <p className="mb-3 text-sm text-muted">{formatPhoneForDisplay(query.data.phone)}</p>
            ) : null}
            <Figures page={query.data} />
          </Panel>
          <CustomerRemarks page={query.data} />
          <Panel title="Orders">
            <Orders page={query.data} />
          </Panel>
        </>
      )}
    </div>
  );
}
