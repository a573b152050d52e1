// /order-confirmation?order_id=…: the summary of an order for its owner.
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../lib/me';
import { OrderConfirmationPage } from '../../features/orders/components/order-confirmation-page';
import { useApi } from '../../lib/use-api';

export function Component() {
  const { data: me } = useQuery(meQuery(useApi()));
  return <OrderConfirmationPage signedIn={me ? me.user != null : undefined} />;
}
