// /admin/orders: every order, searchable and filtered, with the filters, sort and page in the address.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useApi } from '../../../lib/use-api';
import { ordersQuery } from '../api/orders-api';
import { useListParams } from '../hooks/use-list-params';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { EmptyState, ErrorState, LoadingState, RefreshingResults } from '../components/states';
import { OrderFiltersBar } from './order-filters';
import { activeFilterCount, ORDER_PARAMS, ORDERS_PAGE_SIZE } from './order-params';
import { OrdersTable } from './orders-table';

export function Component() {
  const { filters, update, pageHref } = useListParams(ORDER_PARAMS);
  // The previous page stays on screen (dimmed) while the next one loads, so the table does not jump.
  const query = useQuery({ ...ordersQuery(useApi(), filters), placeholderData: keepPreviousData });

  return (
    <>
      <PageHeader
        title="Orders"
        description="Search by phone, payment reference, order id, name or e-mail."
        actions={
          <Link to="/admin/orders/failed-payments" className={buttonClasses('outline', 'sm')}>
            <CreditCard aria-hidden="true" className="size-4" />
            Failed payments
          </Link>
        }
      />
      <OrderFiltersBar filters={filters} onChange={update} />
      {query.isPending ? (
        <LoadingState label="Loading orders…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.orders.length === 0 ? (
        <EmptyState
          title={activeFilterCount(filters) > 0 ? 'No orders match these filters' : 'No orders yet'}
        >
          {activeFilterCount(filters) > 0
            ? 'Try another search or clear the filters.'
            : 'Paid orders show up here.'}
        </EmptyState>
      ) : (
        <RefreshingResults query={query}>
          <OrdersTable orders={query.data.orders} sort={filters.sort} onSort={(sort) => update({ sort })} />
          <Pager
            page={filters.page}
            pageSize={ORDERS_PAGE_SIZE}
            total={query.data.total}
            noun="orders"
            hrefFor={pageHref}
          />
        </RefreshingResults>
      )}
    </>
  );
}
