// /orders: the signed-in customer's orders as cards, newest first (spec §2 "Order history").
import { useQuery } from '@tanstack/react-query';
import { ORDERS_LOAD_FAILED_MESSAGE } from '@shop/domain/texts';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useApi } from '../../../lib/use-api';
import { NO_ORDERS_MESSAGE } from '../api/order-texts';
import { ownOrdersQuery } from '../api/orders-api';
import { OrderCard } from './order-card';
import { OrdersLoading } from './orders-loading';

export function OrdersPage() {
  const { data: orders, isPending, isError, refetch, isFetching } = useQuery(ownOrdersQuery(useApi()));
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">My Orders</h1>
      {isPending ? (
        <OrdersLoading />
      ) : isError ? (
        <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{ORDERS_LOAD_FAILED_MESSAGE}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            Try again
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <div className="mx-auto max-w-md py-16 text-center">
          <ShoppingBag aria-hidden="true" className="text-muted mx-auto size-12" />
          <p className="mt-4 text-lg font-semibold">{NO_ORDERS_MESSAGE}</p>
          <p className="text-muted mt-2 text-sm">When you buy something, it shows up here.</p>
          <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
            Start shopping
          </Link>
        </div>
      ) : (
        <>
          <p className="text-muted mt-1 text-sm">
            {orders.length === 1 ? '1 order' : `${orders.length} orders`}
          </p>
          <ul className="mt-6 space-y-4">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} linked />
              </li>
            ))}
          </ul>
        </>
      )}
    </Container>
  );
}
