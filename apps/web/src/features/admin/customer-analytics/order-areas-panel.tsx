// "Where orders go": the period's orders and revenue by delivery area (Nairobi estates, the towns
// around by county, other places), as a table — cards on a phone — and a map of pins. The map is a
// lazy chunk (Leaflet and its CSS load only here); when its tiles cannot load it steps aside and the
// table, always there, is the answer.
import { formatKes } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useApi } from '../../../lib/use-api';
import { orderAreasQuery, type OrderAreas } from '../api/customer-analytics-api';
import { EmptyState, ErrorState, LoadingState, Panel } from '../components/states';
import type { AnalyticsFilters } from './analytics-params';

const OrderAreasMap = lazy(() => import('./order-areas-map'));

export const MAP_UNAVAILABLE = 'Map unavailable — showing the table';

type Area = OrderAreas['areas'][number];

function AreaCards({ areas }: { areas: Area[] }) {
  return (
    <ul className="divide-y divide-ink/10 sm:hidden" aria-label="Orders by area">
      {areas.map((a) => (
        <li key={a.area} className="flex items-start justify-between gap-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="block font-semibold break-words">{a.area}</span>
            <span className="text-xs text-muted">{a.group}</span>
          </span>
          <span className="shrink-0 text-right tabular-nums">
            <span className="block font-bold">{formatKes(a.revenue)}</span>
            <span className="block text-xs text-muted">
              {a.orders} {a.orders === 1 ? 'order' : 'orders'} · delivery {formatKes(a.delivery)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function AreaTable({ areas }: { areas: Area[] }) {
  const cell = 'px-2 py-1.5 text-right tabular-nums';
  return (
    <table className="hidden w-full text-sm sm:table">
      <caption className="sr-only">Orders and revenue by delivery area</caption>
      <thead className="text-xs text-muted">
        <tr className="border-b border-ink/10">
          <th scope="col" className="px-2 py-1.5 text-left font-semibold">
            Area
          </th>
          <th scope="col" className="px-2 py-1.5 text-left font-semibold">
            Group
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Orders
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Revenue
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Goods
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            Delivery
          </th>
        </tr>
      </thead>
      <tbody>
        {areas.map((a) => (
          <tr key={a.area} className="border-b border-ink/5">
            <th scope="row" className="px-2 py-1.5 text-left font-semibold">
              {a.area}
            </th>
            <td className="px-2 py-1.5">{a.group}</td>
            <td className={cell}>{a.orders}</td>
            <td className={cell}>{formatKes(a.revenue)}</td>
            <td className={cell}>{formatKes(a.goods)}</td>
            <td className={cell}>{formatKes(a.delivery)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Groups({ data }: { data: OrderAreas }) {
  return (
    <ul className="mb-3 flex flex-wrap gap-2 text-xs" aria-label="Orders by group">
      {data.groups.map((g) => (
        <li key={g.group} className="rounded-full border border-ink/10 px-3 py-1">
          <span className="font-semibold">{g.group}</span>{' '}
          <span className="tabular-nums">
            {g.orders} {g.orders === 1 ? 'order' : 'orders'} · {formatKes(g.revenue)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function MapOrNote({ data }: { data: OrderAreas }) {
  const [failed, setFailed] = useState(false);
  const pinned = data.areas.some((a) => a.pin) || data.spots.length > 0;
  if (!pinned) return null;
  if (failed)
    return (
      <p role="status" className="mb-3 text-xs text-muted">
        {MAP_UNAVAILABLE}
      </p>
    );
  return (
    <Suspense fallback={<div className="mb-3 h-64 animate-pulse rounded-xl bg-ink/5" />}>
      <OrderAreasMap data={data} onUnavailable={() => setFailed(true)} />
    </Suspense>
  );
}

export function OrderAreasPanel({ period }: { period: AnalyticsFilters['period'] }) {
  const query = useQuery(orderAreasQuery(useApi(), period));
  return (
    <Panel title="Where orders go">
      <p className="mb-3 text-xs text-muted">
        Paid orders of the period by delivery area: from the address, else the location the shopper shared.
      </p>
      {query.isPending ? (
        <LoadingState label="Loading areas…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.orders === 0 ? (
        <EmptyState title="No orders in this period" />
      ) : (
        <>
          <p className="mb-2 text-sm">
            {formatKes(query.data.revenue)} from {query.data.orders}{' '}
            {query.data.orders === 1 ? 'order' : 'orders'}
          </p>
          <Groups data={query.data} />
          <MapOrNote data={query.data} />
          <AreaTable areas={query.data.areas} />
          <AreaCards areas={query.data.areas} />
        </>
      )}
    </Panel>
  );
}
