// /admin/orders: every order, searchable and filtered, with the filters, sort and page in the address.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useApi } from '../../../lib/use-api';
import { ordersQuery } from '../api/orders-api';
import { useListParams } from '../hooks/use-list-params';
import { ListPage } from '../components/list-page';
import { HeaderLink, PageHeader } from '../components/page-header';
import { EmptyState } from '../components/states';
import { OrderFiltersBar } from './order-filters';
import { activeFilterCount, ORDER_PARAMS, ORDERS_PAGE_SIZE } from './order-params';
import { OrdersTable } from './orders-table';

export function Component() {
  const { filters, update, pageHref } = useListParams(ORDER_PARAMS);
  // The previous page stays on screen (dimmed) while the next one loads, so the table does not jump.
  const query = useQuery({ ...ordersQuery(useApi(), filters), placeholderData: keepPreviousData });
  const filtered = activeFilterCount(filters) > 0;

  return (
    <>
      <PageHeader
        title="Orders"
        description="Search by phone, payment reference, order id, name or e-mail."
        actions={
          <HeaderLink to="/admin/orders/failed-payments" icon={CreditCard} variant="outline">
            Failed payments
          </HeaderLink>
        }
      />
      <OrderFiltersBar filters={filters} onChange={update} />
      <ListPage
        query={query}
        loading="Loading orders…"
        count={(data) => data.orders.length}
        empty={
          <EmptyState title={filtered ? 'No orders match these filters' : 'No orders yet'}>
            {filtered ? 'Try another search or clear the filters.' : 'Paid orders show up here.'}
          </EmptyState>
        }
        page={filters.page}
        pageSize={ORDERS_PAGE_SIZE}
        noun="orders"
        hrefFor={pageHref}
      >
        {(data) => (
          <OrdersTable orders={data.orders} sort={filters.sort} onSort={(sort) => update({ sort })} />
        )}
      </ListPage>
    </>
  );
}
