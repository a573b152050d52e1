// /guest-orders: a guest's order lookup by phone (signed-in shoppers are sent to /account first).
import { GuestOrdersPage } from '../../features/orders/components/guest-orders-page';

export function Component() {
  return <GuestOrdersPage />;
}
