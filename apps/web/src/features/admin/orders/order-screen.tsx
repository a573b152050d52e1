// /admin/orders/:id: one order with everything the owner needs to act on it.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { orderDetailQuery } from '../api/orders-api';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { FulfillmentBadge, OrderStatusBadge, RefundBadge } from '../components/status-badges';
import { formatDateTime } from '../format';
import { OrderActions } from './order-actions';
import { FailuresPanel, HistoryPanel, RefundsPanel } from './order-history-panels';
import { DeliveryPanel } from './order-delivery';
import { CustomerPanel, ItemsPanel, PaymentPanel } from './order-panels';

export function Component() {
  const { id = '' } = useParams();
  const query = useQuery({
    ...orderDetailQuery(useApi(), id),
    retry: (failures: number, error: Error) =>
      !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

  if (query.isPending) {
    return (
      <>
        <PageHeader title="Order" />
        <LoadingState label="Loading the order…" />
      </>
    );
  }
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        <PageHeader title="Order" />
        {missing ? (
          <EmptyState title="There is no order with this id">
            Check the link, or search the order list.
          </EmptyState>
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const { order, items, events, failures, refunds, returns } = query.data;
  return (
    <>
      <PageHeader
        title={`Order #${order.short_id}`}
        badges={
          <>
            <OrderStatusBadge status={order.status} />
            <FulfillmentBadge status={order.fulfillment_status} />
            <RefundBadge status={order.refund_status} />
          </>
        }
        description={`Placed ${formatDateTime(order.created_at)} · order id ${order.id}`}
        actions={<OrderActions detail={query.data} />}
      />
      {/* Two columns on wide screens; on phones one, with the customer and delivery right after the
          items (display: contents lets the order classes reach through the column wrappers). */}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-3 lg:items-start">
        <div className="contents lg:col-span-2 lg:block lg:space-y-4">
          <div className="order-1">
            <ItemsPanel order={order} items={items} />
          </div>
          <div className="order-5">
            <HistoryPanel order={order} events={events} />
          </div>
          <div className="order-6 empty:hidden">
            <FailuresPanel failures={failures} />
          </div>
        </div>
        <div className="contents lg:block lg:space-y-4">
          <div className="order-2">
            <CustomerPanel order={order} />
          </div>
          <div className="order-3">
            <DeliveryPanel order={order} />
          </div>
          <div className="order-4 space-y-4">
            <PaymentPanel order={order} />
            <RefundsPanel items={items} refunds={refunds} returns={returns} />
          </div>
        </div>
      </div>
    </>
  );
}
