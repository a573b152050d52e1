// /payment-callback: where a provider's redirect lands; the server confirms the payment.
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../lib/me';
import { PaymentCallbackScreen } from '../../features/checkout/components/payment-callback-screen';
import { useApi } from '../../lib/use-api';

export function Component() {
  const me = useQuery(meQuery(useApi()));
  // Signed-in shoppers go on to /orders, guests to /guest-orders.
  return <PaymentCallbackScreen signedIn={me.isPending ? undefined : !!me.data?.user} />;
}
