// /order/:id (signed in): one of the customer's orders as its card. Someone else's order and a
// missing one look the same here, as they do on the server.
import { useQuery } from '@tanstack/react-query';
import { isUuidV4 } from '@shop/domain/rules';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { ORDER_NOT_FOUND_MESSAGE } from '../api/order-texts';
import { orderQuery } from '../api/orders-api';
import { OrderCard } from './order-card';
import { OrderHelp, OrderReceipt } from './order-help';
import { OrdersLoading } from './orders-loading';

function Found({ id }: { id: string }) {
  const { data: order, error, isPending, refetch } = useQuery(orderQuery(useApi(), id));
  if (isPending) return <OrdersLoading label="Loading the order..." />;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
        <p className="font-semibold">{missing ? ORDER_NOT_FOUND_MESSAGE : error.message}</p>
        {missing ? null : (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="mt-6">
      <OrderCard order={order}>
        <OrderReceipt order={order} />
      </OrderCard>
      <OrderHelp order={order} />
    </div>
  );
}

export function OrderPage({ id }: { id: string | undefined }) {
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <Link to="/orders" className="text-sm font-semibold underline">
        ← All my orders
      </Link>
      <h1 className="mt-3 text-3xl font-black tracking-tight">Order details</h1>
      {id && isUuidV4(id) ? (
        <Found id={id.toLowerCase()} />
      ) : (
        <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{ORDER_NOT_FOUND_MESSAGE}</p>
          <Link to="/orders" className={buttonClasses('outline', 'sm', 'mt-3')}>
            See my orders
          </Link>
        </div>
      )}
    </Container>
  );
}
