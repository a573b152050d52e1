import { ShippingReturnsContent } from '../../features/pages/components/shipping-returns-content';

export function Component() {
  return <ShippingReturnsContent />;
}
