// /admin/orders: every order, searchable and filtered, with the filters, sort and page in the address.
// Orders can be chosen (across pages) for their packing slips or to mark them shipped in one go.
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { ordersQuery } from '../api/orders-api';
import { useListScreen } from '../hooks/use-list-params';
import { ListPage } from '../components/list-page';
import { HeaderDownload, HeaderLink, PageHeader } from '../components/page-header';
import { EmptyState } from '../components/states';
import { BulkOrderBar } from './bulk-order-bar';
import { OrderFiltersBar } from './order-filters';
import { activeFilterCount, ORDER_PARAMS, ORDERS_PAGE_SIZE } from './order-params';
import { OrdersTable } from './orders-table';

export function Component() {
  const list = useListScreen(ORDER_PARAMS, ordersQuery);
  const { filters, update } = list;
  const filtered = activeFilterCount(filters) > 0;
  const [chosen, setChosen] = useState<string[]>([]);
  const selection = {
    chosen: new Set(chosen),
    toggle: (ids: string[], on: boolean) =>
      setChosen((now) => (on ? [...new Set([...now, ...ids])] : now.filter((id) => !ids.includes(id)))),
  };

  return (
    <>
      <PageHeader
        title="Orders"
        description="Search by phone, payment reference, order id, name or e-mail."
        actions={
          <>
            <HeaderDownload path="/api/admin/orders/export.csv">Export CSV</HeaderDownload>
            <HeaderLink to="/admin/orders/failed-payments" icon={CreditCard} variant="outline">
              Failed payments
            </HeaderLink>
          </>
        }
      />
      <OrderFiltersBar filters={filters} onChange={update} />
      <BulkOrderBar chosen={chosen} onDone={setChosen} />
      <ListPage
        list={list}
        loading="Loading orders…"
        count={(data) => data.orders.length}
        empty={
          <EmptyState title={filtered ? 'No orders match these filters' : 'No orders yet'}>
            {filtered ? 'Try another search or clear the filters.' : 'Paid orders show up here.'}
          </EmptyState>
        }
        pageSize={ORDERS_PAGE_SIZE}
        noun="orders"
      >
        {(data) => (
          <OrdersTable
            orders={data.orders}
            sort={filters.sort}
            onSort={(sort) => update({ sort })}
            selection={selection}
          />
        )}
      </ListPage>
    </>
  );
}
