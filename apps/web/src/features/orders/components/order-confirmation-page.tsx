// /order-confirmation: the summary after an order — the one in ?order_id= (its owner only: the
// account's, or this device's guest order), else a signed-in customer's newest. A guest without an
// order id is pointed to the phone lookup: the device's id alone never lists orders.
import { useQuery } from '@tanstack/react-query';
import { formatPhoneForDisplay, isUuidV4 } from '@shop/domain/rules';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { NO_ORDERS_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from '../api/order-texts';
import { orderQuery, ownOrdersQuery, type OwnOrder } from '../api/orders-api';
import { OrderCard } from './order-card';
import { OrderHelp, OrderReceipt } from './order-help';
import { OrdersLoading } from './orders-loading';

type Props = { signedIn: boolean | undefined };

function Problem({ message, signedIn, onRetry }: Props & { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{message}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        <Link to={signedIn ? '/orders' : '/guest-orders'} className={buttonClasses('outline', 'sm')}>
          {signedIn ? 'See my orders' : 'Find my orders'}
        </Link>
      </div>
    </div>
  );
}

function Confirmation({ order, signedIn }: Props & { order: OwnOrder }) {
  const info = order.delivery_info;
  return (
    <>
      <div className="mt-6 flex items-start gap-3 rounded-2xl bg-green-50 p-4 text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="font-semibold">
            {order.status === 'cancelled' ? 'This order was cancelled.' : 'Your payment was received.'}
          </p>
          {info ? (
            <p className="mt-1 text-sm">
              We will deliver to {info.name}, {info.location}, and call {formatPhoneForDisplay(info.phone)}{' '}
              when the rider is on the way.
            </p>
          ) : order.needs_delivery_details ? (
            <p className="mt-1 text-sm">One more step: tell us where to deliver it.</p>
          ) : null}
        </div>
      </div>
      <div className="mt-6">
        <OrderCard order={order}>
          <OrderReceipt order={order} />
        </OrderCard>
      </div>
      <OrderHelp order={order} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={signedIn ? '/orders' : '/guest-orders'} className={buttonClasses('primary')}>
          {signedIn ? 'View all my orders' : 'Find my orders'}
        </Link>
        <Link to="/" className={buttonClasses('outline')}>
          Continue shopping
        </Link>
      </div>
    </>
  );
}

function ById({ id, signedIn }: Props & { id: string }) {
  const { data, error, isPending, refetch } = useQuery(orderQuery(useApi(), id));
  if (isPending) return <OrdersLoading label="Loading your order..." />;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Problem
        message={missing ? ORDER_NOT_FOUND_MESSAGE : error.message}
        signedIn={signedIn}
        onRetry={missing ? undefined : () => void refetch()}
      />
    );
  }
  return <Confirmation order={data} signedIn={signedIn} />;
}

function Newest() {
  const { data, error, isPending, refetch } = useQuery(ownOrdersQuery(useApi()));
  if (isPending) return <OrdersLoading label="Loading your order..." />;
  if (error) return <Problem message={error.message} signedIn onRetry={() => void refetch()} />;
  const [newest] = data;
  if (!newest)
    return (
      <div className="mt-6">
        <p className="text-lg font-semibold">{NO_ORDERS_MESSAGE}</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-4')}>
          Start shopping
        </Link>
      </div>
    );
  return <Confirmation order={newest} signedIn />;
}

export function OrderConfirmationPage({ signedIn }: Props) {
  const [params] = useSearchParams();
  const requested = params.get('order_id');
  let body;
  if (requested !== null)
    body = isUuidV4(requested) ? (
      <ById id={requested.toLowerCase()} signedIn={signedIn} />
    ) : (
      <Problem message={ORDER_NOT_FOUND_MESSAGE} signedIn={signedIn} />
    );
  else if (signedIn === undefined) body = <OrdersLoading label="Loading your order..." />;
  else if (signedIn) body = <Newest />;
  else
    body = (
      <div className="mt-6">
        <p>Find your orders with the phone number you paid with.</p>
        <Link to="/guest-orders" className={buttonClasses('primary', 'md', 'mt-4')}>
          Find my orders
        </Link>
      </div>
    );
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Order Confirmation</h1>
      {body}
    </Container>
  );
}
