// /admin: what the owner looks at first. Sales today and over 30 days (with a small chart), the
// orders waiting on the shopper or on the shop, money matters to settle, low stock and the latest
// orders; every figure links to the list it counts.
import { formatKes } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { dashboardQuery, type Dashboard } from '../api/orders-api';
import { PageHeader } from '../components/page-header';
import { ErrorState, LoadingState, Panel } from '../components/states';
import { FulfillmentBadge, OrderStatusBadge } from '../components/status-badges';
import { customerText, formatDateTime, plural } from '../format';
import { nairobiDay, orderFiltersSearch } from '../orders/order-params';

// The chart library is the heaviest thing in the admin: it arrives after the figures.
const SalesChart = lazy(() => import('./sales-chart'));

function Figure({
  label,
  value,
  detail,
  to,
  linkLabel,
  alert,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  to: string;
  linkLabel: string;
  alert?: boolean;
}) {
  return (
    <Link
      to={to}
      aria-label={`${label}: ${typeof value === 'string' || typeof value === 'number' ? value : ''}. ${linkLabel}`}
      className={clsx(
        'group flex flex-col justify-between rounded-2xl border bg-white p-4 transition-colors hover:border-ink/40',
        alert ? 'border-red-300' : 'border-ink/10',
      )}
    >
      <span className="text-sm text-muted">{label}</span>
      <span className={clsx('mt-1 text-2xl font-black tracking-tight', alert && 'text-red-700')}>
        {value}
      </span>
      {detail ? <span className="text-xs text-muted">{detail}</span> : null}
      <span className="mt-2 inline-flex items-center gap-1 text-xs font-semibold group-hover:underline">
        {linkLabel}
        <ArrowRight aria-hidden="true" className="size-3" />
      </span>
    </Link>
  );
}

function Sales({ data }: { data: Dashboard }) {
  const today = nairobiDay();
  const first = data.series[0]?.day ?? nairobiDay(new Date(), 29);
  return (
    <Panel
      title="Sales"
      className="lg:col-span-2"
      actions={
        <Link
          to={`/admin/orders${orderFiltersSearch({ from: first, to: today })}`}
          className="text-sm font-semibold underline"
        >
          Orders of the last 30 days
        </Link>
      }
    >
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-muted">Today</dt>
          <dd className="text-2xl font-black tracking-tight">{formatKes(data.sales_today)}</dd>
          <GoodsAndDelivery total={data.sales_today} delivery={data.delivery_today} />
          <dd className="text-xs text-muted">
            <Link to={`/admin/orders${orderFiltersSearch({ from: today, to: today })}`} className="underline">
              {plural(data.orders_today, 'order')} today
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Last 30 days</dt>
          <dd className="text-2xl font-black tracking-tight">{formatKes(data.sales_30_days)}</dd>
          <GoodsAndDelivery total={data.sales_30_days} delivery={data.delivery_30_days} />
          <dd className="text-xs text-muted">{plural(data.orders_30_days, 'order')}</dd>
        </div>
      </dl>
      <Suspense fallback={<div className="mt-4 h-40 animate-pulse rounded-xl bg-ink/5" />}>
        <SalesChart series={data.series} />
      </Suspense>
    </Panel>
  );
}

function LatestOrders({ orders }: { orders: Dashboard['latest_orders'] }) {
  return (
    <Panel
      title="Latest orders"
      className="lg:col-span-2"
      actions={
        <Link to="/admin/orders" className="text-sm font-semibold underline">
          All orders
        </Link>
      }
    >
      {orders.length === 0 ? (
        <p className="text-sm text-muted">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-ink/10">
          {orders.map((order) => (
            <li key={order.id}>
              <Link to={`/admin/orders/${order.id}`} className="block py-2.5 hover:bg-ink/[0.03]">
                <span className="flex items-baseline gap-3">
                  <span className="font-mono text-sm font-semibold">#{order.short_id}</span>
                  <span className="min-w-0 flex-1 truncate text-sm">{customerText(order)}</span>
                  <span className="text-sm font-semibold whitespace-nowrap">
                    {formatKes(order.total_amount)}
                  </span>
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-1.5">
                  <OrderStatusBadge status={order.status} />
                  <FulfillmentBadge status={order.fulfillment_status} />
                  <span className="text-xs text-muted">{formatDateTime(order.created_at)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

// The dashboard shows the lowest few; the products screen has the rest (the server sends 20 at most).
const LOW_STOCK_SHOWN = 8;
const LOW_STOCK_LIST = '/admin/products?stock=low&sort=stock-asc';

// The level is the owner's (Settings → Stock; by default sold out or 1 left).
function LowStock({ products, atMost }: { products: Dashboard['low_stock']; atMost: number }) {
  const more = products.length - LOW_STOCK_SHOWN;
  return (
    <Panel
      title={`Low stock (${atMost} or fewer of a size)`}
      actions={
        <Link to={LOW_STOCK_LIST} className="text-sm font-semibold underline">
          See all low stock
        </Link>
      }
    >
      {products.length === 0 ? (
        <p className="text-sm text-muted">
          Every size of every active product has more than {atMost} in stock.
        </p>
      ) : (
        <>
          <ul className="divide-y divide-ink/10">
            {products.slice(0, LOW_STOCK_SHOWN).map((product) => (
              <li key={`${product.id}:${product.size ?? ''}`}>
                <Link
                  to={`/admin/products?id=${product.id}`}
                  className="flex items-center justify-between gap-3 py-2 text-sm hover:underline"
                >
                  <span className="min-w-0 flex-1 truncate">{product.name}</span>
                  {product.size ? (
                    <span className="shrink-0 text-xs whitespace-nowrap text-muted">size {product.size}</span>
                  ) : null}
                  <span
                    className={clsx(
                      'shrink-0 rounded-full px-2 text-xs font-semibold',
                      product.stock === 0 ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900',
                    )}
                  >
                    {product.stock === 0 ? 'Sold out' : `${product.stock} left`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-2 text-xs text-muted">
              And {more}
              {products.length >= 20 ? '+' : ''} more in{' '}
              <Link to={LOW_STOCK_LIST} className="underline">
                the low-stock list
              </Link>
              .
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}

/** Products whose sizes did not add up when the shop began counting by size: the owner counts again. */
function SizesToRecount({ products }: { products: Dashboard['sizes_to_recount'] }) {
  return (
    <Panel
      title="Sizes to count again"
      actions={
        <Link to="/admin/products?stock=recount" className="text-sm font-semibold underline">
          See them all
        </Link>
      }
    >
      <p className="mb-2 text-sm text-muted">
        Their sizes did not add up to their pieces, so they are off sale until you count each size.
      </p>
      <ul className="divide-y divide-ink/10">
        {products.slice(0, LOW_STOCK_SHOWN).map((product) => (
          <li key={product.id}>
            <Link to={`/admin/products?id=${product.id}`} className="block py-2 text-sm hover:underline">
              {product.name}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function Component() {
  const query = useQuery(dashboardQuery(useApi()));
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Today at a glance. Amounts are in KES, days in Nairobi time."
      />
      {query.isPending ? (
        <LoadingState label="Loading the dashboard…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure
              label="Awaiting delivery details"
              value={query.data.awaiting_details}
              to={`/admin/orders${orderFiltersSearch({ status: 'paid', fulfillment: 'awaiting_details' })}`}
              linkLabel="See these orders"
            />
            <Figure
              label="Ready to ship"
              value={query.data.ready_to_ship}
              to={`/admin/orders${orderFiltersSearch({ status: 'paid', fulfillment: 'ready_for_delivery' })}`}
              linkLabel="See these orders"
            />
            <Figure
              label="Refunds owed"
              value={query.data.refunds_owed}
              alert={query.data.refunds_owed > 0}
              to={`/admin/orders${orderFiltersSearch({ refund: 'owed' })}`}
              linkLabel="See these orders"
            />
            <Figure
              label="Failed payments to resolve"
              value={query.data.failed_orders}
              alert={query.data.failed_orders > 0}
              to="/admin/orders/failed-payments"
              linkLabel="See the records"
            />
          </div>
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
            <Sales data={query.data} />
            <LowStock products={query.data.low_stock} atMost={query.data.low_stock_at_most} />
            {query.data.sizes_to_recount.length > 0 ? (
              <SizesToRecount products={query.data.sizes_to_recount} />
            ) : null}
            <LatestOrders orders={query.data.latest_orders} />
          </div>
        </div>
      )}
    </>
  );
}

/** What the sales figure is made of: the goods, and the delivery fees customers paid on top. */
function GoodsAndDelivery({ total, delivery }: { total: number; delivery: number }) {
  return (
    <dd className="text-xs text-muted">
      {formatKes(total - delivery)} goods + {formatKes(delivery)} delivery
    </dd>
  );
}
