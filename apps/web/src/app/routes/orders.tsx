// /orders (signed in): the customer's order history.
import { OrdersPage } from '../../features/orders/components/orders-page';

export function Component() {
  return <OrdersPage />;
}
