// /order/:id (signed in): one of the customer's orders.
import { useParams } from 'react-router';
import { OrderPage } from '../../features/orders/components/order-page';

export function Component() {
  return <OrderPage id={useParams().id} />;
}
