// /delivery-details?order_id=…: where to deliver a paid order. Rendered in the browser, where the
// device's guest id lives.
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../lib/me';
import { DeliveryDetailsPage } from '../../features/orders/components/delivery-details-page';
import { useApi } from '../../lib/use-api';

export function Component() {
  const { data: me } = useQuery(meQuery(useApi()));
  return <DeliveryDetailsPage signedIn={me ? me.user != null : undefined} />;
}
