// /admin/customer-analytics: the period's figures against the period before, sales over time, RFM
// segments (each opens its customers), where orders go (by delivery area), what sells together, and
// the customer list by phone with search and CSV export.
// Every choice is in the address; a customer's page opens in the same screen (?customer=phone).
import { ANALYTICS_PERIOD_LABELS, ANALYTICS_PERIODS, formatKes, SALES_INTERVALS } from '@shop/domain/rules';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { customersQuery, salesQuery, segmentsQuery, summaryQuery } from '../api/customer-analytics-api';
import { bindSearch } from '../components/list-filters';
import { ListPage } from '../components/list-page';
import { ListSearch } from '../components/list-search';
import { HeaderDownload, PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState, Panel } from '../components/states';
import { TabLinks } from '../components/tab-links';
import { useListScreen } from '../hooks/use-list-params';
import { ANALYTICS_PAGE_SIZE, ANALYTICS_PARAMS, type AnalyticsFilters } from './analytics-params';
import { CustomerList } from './customer-list';
import { CustomerView } from './customer-view';
import { SummaryCards } from './summary-cards';
import { OrderAreasPanel } from './order-areas-panel';
import { SellsTogetherPanel } from './sells-together-panel';

const SalesOverTimeChart = lazy(() => import('./sales-over-time-chart'));
const INTERVAL_LABELS = { day: 'By day', week: 'By week', month: 'By month' } as const;

/** A panel's data, or its loading line, or the spec's failure message with Try again. */
function Loaded<D>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<D>;
  loading: string;
  children: (d: D) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

function Segments({
  filters,
  href,
}: {
  filters: AnalyticsFilters;
  href: (f: Partial<AnalyticsFilters>) => string;
}) {
  const query = useQuery(segmentsQuery(useApi()));
  return (
    <Panel title="Segments">
      <p className="mb-3 text-xs text-muted">
        From recency, frequency and spend. Open a segment to list its customers.
      </p>
      <Loaded query={query} loading="Loading segments…">
        {(data) => (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-2" aria-label="Segments">
            {data.segments.map((s) => {
              const current = filters.segment === s.segment;
              return (
                <li key={s.segment}>
                  <Link
                    to={href({ segment: current ? undefined : s.segment, page: 1 })}
                    aria-current={current ? 'true' : undefined}
                    className={`flex items-center justify-between rounded-xl border px-3 py-2 text-sm ${current ? 'border-ink bg-ink text-paper' : 'border-ink/10 hover:bg-ink/5'}`}
                  >
                    <span className="font-semibold">{s.label}</span>
                    <span className="tabular-nums">
                      {s.customers}
                      <span className="sr-only"> customers</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
    </Panel>
  );
}

function Sales({
  filters,
  href,
}: {
  filters: AnalyticsFilters;
  href: (f: Partial<AnalyticsFilters>) => string;
}) {
  const query = useQuery(salesQuery(useApi(), filters.interval));
  return (
    <Panel title="Sales over time">
      <TabLinks
        label="Chart interval"
        tabs={SALES_INTERVALS.map((interval) => ({
          to: href({ interval, page: filters.page }),
          label: INTERVAL_LABELS[interval],
          current: filters.interval === interval,
        }))}
      />
      <Loaded query={query} loading="Loading sales…">
        {(data) => (
          <>
            <p className="mb-2 text-sm">
              {formatKes(data.series.reduce((n, b) => n + b.revenue, 0))} from{' '}
              {data.series.reduce((n, b) => n + b.orders, 0)} orders in the chart
            </p>
            <Suspense fallback={<div className="h-56 animate-pulse rounded-xl bg-ink/5" />}>
              <SalesOverTimeChart sales={data} />
            </Suspense>
          </>
        )}
      </Loaded>
    </Panel>
  );
}

export function Component() {
  const list = useListScreen(ANALYTICS_PARAMS, customersQuery);
  const { filters, update } = list;
  const api = useApi();
  const summary = useQuery(summaryQuery(api, filters.period));
  const href = (patch: Partial<AnalyticsFilters>) => ANALYTICS_PARAMS.search({ ...filters, ...patch }) || '?';

  if (filters.customer) {
    return (
      <>
        <PageHeader title="Customer" description="Their orders, and your notes and tags about them." />
        <CustomerView phone={filters.customer} back={href({ customer: undefined })} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Customer Analytics"
        description="Customers are known by their phone number. Only paid orders that were not refunded count as sales."
        actions={<HeaderDownload path="/api/admin/analytics/customers/export.csv">Export CSV</HeaderDownload>}
      />
      <TabLinks
        label="Period"
        tabs={ANALYTICS_PERIODS.map((period) => ({
          to: href({ period, page: filters.page }),
          label: ANALYTICS_PERIOD_LABELS[period],
          current: filters.period === period,
        }))}
      />
      <div className="space-y-4">
        <section aria-label="Summary">
          <Loaded query={summary} loading="Loading figures…">
            {(data) => <SummaryCards summary={data} />}
          </Loaded>
        </section>
        <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Sales filters={filters} href={href} />
          <Segments filters={filters} href={href} />
        </div>
        <OrderAreasPanel period={filters.period} />
        <SellsTogetherPanel productId={filters.pairs} choose={(pairs) => update({ pairs })} />
        <Panel title="Customers">
          <div className="mb-3">
            <ListSearch
              label="Search customers"
              {...bindSearch(filters, update)}
              placeholder="Phone, name, e-mail or tag"
            />
          </div>
          <ListPage
            list={list}
            loading="Loading customers…"
            count={(data) => data.customers.length}
            empty={
              <EmptyState title="No customers match">Try another phone, name, tag or segment.</EmptyState>
            }
            pageSize={ANALYTICS_PAGE_SIZE}
            noun="customers"
          >
            {(data) => (
              <CustomerList customers={data.customers} open={(phone) => href({ customer: phone })} />
            )}
          </ListPage>
        </Panel>
      </div>
    </>
  );
}
