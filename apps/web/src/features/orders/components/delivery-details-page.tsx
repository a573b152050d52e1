// /delivery-details?order_id=…: the order link is checked here (present, not 'undefined', a v4 UUID)
// and then by the server (the shopper's own order, still waiting for details). Anything else shows the
// "Invalid Order" screen; a check that could not be made offers to try again.
import { useQuery } from '@tanstack/react-query';
import { checkDeliveryOrderId, formatKes } from '@shop/domain/rules';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { lineLabel } from '../api/order-format';
import { ORDER_VERIFY_FAILED_MESSAGE } from '../api/order-texts';
import { deliveryOrderQuery, type DeliveryOrder } from '../api/orders-api';
import { DeliveryForm } from './delivery-form';
import { InvalidOrder } from './invalid-order';

function Summary({ order }: { order: DeliveryOrder }) {
  return (
    <section aria-labelledby="delivery-order" className="border-ink/10 mt-6 rounded-2xl border bg-white p-4">
      <h2 id="delivery-order" className="font-bold">
        Order #{order.short_id}
      </h2>
      <ul className="text-muted mt-2 space-y-1 text-sm">
        {order.items.map((item, i) => (
          <li key={i}>
            {lineLabel(item)}
            {item.size ? ` (size ${item.size})` : ''}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between font-semibold">
        <span>Total paid</span>
        <span>{formatKes(order.total_amount)}</span>
      </p>
    </section>
  );
}

function Checked({ orderId, signedIn }: { orderId: string; signedIn: boolean | undefined }) {
  const { data: order, error, isPending, refetch } = useQuery(deliveryOrderQuery(useApi(), orderId));
  if (isPending)
    return (
      <Container className="max-w-xl py-16 text-center">
        <p role="status" className="text-muted">
          Checking your order...
        </p>
      </Container>
    );
  if (error) {
    // The server said no (not this shopper's, or done already): its message. Otherwise it was not reached.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return refused ? (
      <InvalidOrder message={error.message} signedIn={signedIn} />
    ) : (
      <InvalidOrder
        message={ORDER_VERIFY_FAILED_MESSAGE}
        signedIn={signedIn}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <Container className="max-w-xl py-8 sm:py-12">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Delivery Details</h1>
      <p className="text-muted mt-2">Thank you for your order! Tell us where to bring it.</p>
      <Summary order={order} />
      <DeliveryForm order={order} />
    </Container>
  );
}

export function DeliveryDetailsPage({ signedIn }: { signedIn: boolean | undefined }) {
  const [params] = useSearchParams();
  const check = checkDeliveryOrderId(params.get('order_id'));
  if (!check.ok) return <InvalidOrder message={check.error} signedIn={signedIn} />;
  return <Checked key={check.orderId} orderId={check.orderId} signedIn={signedIn} />;
}
