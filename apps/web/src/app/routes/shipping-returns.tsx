import { pageTextLoader } from '../../features/content/api/page-loader';
import { OwnPageTextOr } from '../../features/content/components/own-page-text';
import { ShippingReturnsContent } from '../../features/content/components/shipping-returns-content';
import type { RouteDeps } from '../routes';

export function Component() {
  return (
    <OwnPageTextOr slug="shipping-returns">
      <ShippingReturnsContent />
    </OwnPageTextOr>
  );
}

/** The route's lazy part: the page and its loader (the owner's text, or null for the built-in one). */
export const route = (deps: RouteDeps) => ({ Component, loader: pageTextLoader(deps, 'shipping-returns') });
